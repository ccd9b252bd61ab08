import {
  queryOptions,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { getJson, parseApiError } from '../../../api/http';
import { adminStatsQueryOptions } from './get-admin-stats';
import type { components } from '../../../api/schema';

/** An open report: a question (`questionId`) or an answer (`answerId`). */
export type AdminReport = components['schemas']['ReportResponse'];

/** Open reports, newest first. */
export function getReports(): Promise<AdminReport[]> {
  return getJson<AdminReport[]>('/api/admin/reports');
}

export const reportsQueryOptions = queryOptions({
  queryKey: ['/api/admin/reports'],
  queryFn: getReports,
});

export function useReports() {
  return useQuery(reportsQueryOptions);
}

/**
 * After an action on a report failed: a 404 means another admin or tab
 * handled it meanwhile, so the queue and the figures are read again.
 */
export function rereadReportsIfGone(
  queryClient: QueryClient,
  error: unknown,
): void {
  if (parseApiError(error).status !== 404) return;
  for (const queryKey of [
    reportsQueryOptions.queryKey,
    adminStatsQueryOptions.queryKey,
  ])
    void queryClient.invalidateQueries({ queryKey });
}
