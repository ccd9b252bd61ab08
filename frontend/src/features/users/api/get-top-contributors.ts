import { queryOptions, useQuery } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { getJson } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { PublicUser } from '../types';

/** Members with at least one answer, most answers first (at most 10). */
export function getTopContributors(locale: Locale): Promise<PublicUser[]> {
  return getJson<PublicUser[]>(
    localizedApiUrl('/users/top-contributors', locale),
  );
}

export function topContributorsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [localizedApiUrl('/users/top-contributors', locale)],
    queryFn: () => getTopContributors(locale),
  });
}

export function useTopContributors(
  locale: Locale,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...topContributorsQueryOptions(locale), enabled });
}
