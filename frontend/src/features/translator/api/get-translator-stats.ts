import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import type { TranslatorStats } from '../types';

/** The member's plan, today's usage and limits (members only). */
export function getTranslatorStats(): Promise<TranslatorStats> {
  return getJson<TranslatorStats>('/api/translator/stats');
}

export const translatorStatsQueryOptions = queryOptions({
  queryKey: ['/api/translator/stats'],
  queryFn: getTranslatorStats,
});

/** Asked only for members: guests make no stats request at all. */
export function useTranslatorStats({ enabled }: { enabled: boolean }) {
  return useQuery({ ...translatorStatsQueryOptions, enabled });
}
