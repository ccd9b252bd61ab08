import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { adminStatsQueryOptions } from './get-admin-stats';
import { auditLogQueryKey } from './get-audit-log';
import { reportsQueryKey, rereadReportsIfGone } from './get-reports';

/** Closes a report and leaves the reported item as it is. */
export async function dismissReport(id: number): Promise<void> {
  await apiRequest('POST', `/api/admin/reports/${id}/dismiss`);
}

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReport,
    onError: (error) => rereadReportsIfGone(queryClient, error),
    onSuccess: async () => {
      void queryClient.invalidateQueries({
        queryKey: adminStatsQueryOptions.queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      await queryClient.invalidateQueries({
        queryKey: reportsQueryKey,
      });
    },
  });
}
