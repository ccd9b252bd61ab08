import {
  keepPreviousData,
  queryOptions,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { fetchAdminPage, rereadIfGone } from './admin-url';
import { adminStatsQueryOptions } from './get-admin-stats';
import type { components } from '../../../api/schema';

/** An open report: a question (`questionId`) or an answer (`answerId`). */
export type AdminReport = components['schemas']['ReportResponse'];

export type ReportsPage = { reports: AdminReport[]; total: number };

/** Reports per page of the queue. */
export const REPORTS_PAGE_SIZE = 20;

/** A page of the open reports, newest first, with how many are open. */
export async function getReports(offset: number): Promise<ReportsPage> {
  const { items, total } = await fetchAdminPage<AdminReport>(
    '/api/admin/reports',
    { limit: REPORTS_PAGE_SIZE, offset },
  );
  return { reports: items, total };
}

/** The key every page of the queue starts with. */
export const reportsQueryKey = ['/api/admin/reports'] as const;

export function reportsQueryOptions(offset = 0) {
  return queryOptions({
    queryKey: [...reportsQueryKey, offset],
    queryFn: () => getReports(offset),
  });
}

export function useReports(offset: number) {
  return useQuery({
    ...reportsQueryOptions(offset),
    placeholderData: keepPreviousData,
  });
}

/**
 * After an action on a report failed: a 404 means another admin or tab
 * handled it meanwhile, so the queue and the figures are read again.
 */
export function rereadReportsIfGone(
  queryClient: QueryClient,
  error: unknown,
): void {
  rereadIfGone(queryClient, error, [
    reportsQueryKey,
    adminStatsQueryOptions.queryKey,
  ]);
}
