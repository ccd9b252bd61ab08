import { queryOptions, useQuery } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { getJson } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { CommunityStats } from '../types';

/** Members, contributors, answers and languages: the four stat cards. */
export function getCommunityStats(locale: Locale): Promise<CommunityStats> {
  return getJson<CommunityStats>(localizedApiUrl('/stats', locale));
}

export function communityStatsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [localizedApiUrl('/stats', locale)],
    queryFn: () => getCommunityStats(locale),
  });
}

export function useCommunityStats(
  locale: Locale,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...communityStatsQueryOptions(locale), enabled });
}
