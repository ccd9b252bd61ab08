import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import type { AdminStats } from '../types';

/** Users, questions per locale, answers, open reports and the assistant's status (admins only). */
export function getAdminStats(): Promise<AdminStats> {
  return getJson<AdminStats>('/api/admin/stats');
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: ['/api/admin/stats'],
  queryFn: getAdminStats,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
