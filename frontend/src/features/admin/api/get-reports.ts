import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';

/** An open report: a question (`questionId`) or an answer (`answerId`). */
export type AdminReport = {
  id: number;
  questionId: number | null;
  answerId: number | null;
  /** spam, offensive, off-topic or other. */
  reason: string;
  details: string | null;
  status: string;
  createdAt: string;
  /** Null once the reporter's account is deleted. */
  reporter: { id: number; username: string } | null;
  /** The start of the reported text. */
  excerpt: string | null;
};

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
