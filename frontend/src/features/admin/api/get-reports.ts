import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
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
