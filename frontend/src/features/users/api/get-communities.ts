import { queryOptions, useQuery } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { getJson } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { LanguageCommunity } from '../types';

/** Native speakers and learners of each of the 12 languages. */
export function getCommunities(locale: Locale): Promise<LanguageCommunity[]> {
  return getJson<LanguageCommunity[]>(
    localizedApiUrl('/users/communities', locale),
  );
}

export function communitiesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [localizedApiUrl('/users/communities', locale)],
    queryFn: () => getCommunities(locale),
  });
}

export function useCommunities(
  locale: Locale,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...communitiesQueryOptions(locale), enabled });
}
