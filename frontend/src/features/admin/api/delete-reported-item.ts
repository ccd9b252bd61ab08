import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { LOCALES } from '../../../i18n/locale';
import { adminQuestionsQueryKey } from './get-admin-questions';
import { adminUsersQueryKey } from './get-admin-users';
import { adminStatsQueryOptions } from './get-admin-stats';
import { auditLogQueryKey } from './get-audit-log';
import {
  reportsQueryKey,
  rereadReportsIfGone,
  type AdminReport,
} from './get-reports';
import { forgetSiteQuestion, refreshSiteQuestions } from './refresh-site';

/** Deletes the question or answer a report points at; the report goes with it. */
export async function deleteReportedItem(id: number): Promise<void> {
  await apiRequest('POST', `/api/admin/reports/${id}/delete-item`);
}

export function useDeleteReportedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: AdminReport) => deleteReportedItem(report.id),
    onError: (error) => rereadReportsIfGone(queryClient, error),
    onSuccess: async (_, report) => {
      for (const queryKey of [
        adminStatsQueryOptions.queryKey,
        auditLogQueryKey,
        adminUsersQueryKey,
        ...LOCALES.map((locale) => adminQuestionsQueryKey(locale)),
      ])
        void queryClient.invalidateQueries({ queryKey });
      if (report.questionId !== null)
        forgetSiteQuestion(queryClient, report.questionId);
      refreshSiteQuestions(queryClient);
      await queryClient.invalidateQueries({
        queryKey: reportsQueryKey,
      });
    },
  });
}
