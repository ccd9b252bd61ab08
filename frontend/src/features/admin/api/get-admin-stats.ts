import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import type { AdminStats } from '../types';

/** Users, questions per locale, answers, open reports and the assistant's status (admins only). */
export function getAdminStats(): Promise<AdminStats> {
  return getJson<AdminStats>('/api/admin/stats');
}

/**
 * Read again every minute while the panel is in view: an AI provider's
 * failures come with no live event.
 */
const STATS_REFRESH_MS = 60_000;

export const adminStatsQueryOptions = queryOptions({
  queryKey: ['/api/admin/stats'],
  queryFn: getAdminStats,
  refetchInterval: STATS_REFRESH_MS,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
