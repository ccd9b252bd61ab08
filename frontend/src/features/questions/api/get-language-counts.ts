import { queryOptions, useQuery } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { getJson } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import { LANGUAGE_COUNTS_STALE_MS } from '../constants';
import type { LanguageCount } from '../types';

/** Questions per target language in the locale, most first. */
export function getLanguageCounts(locale: Locale): Promise<LanguageCount[]> {
  return getJson<LanguageCount[]>(localizedApiUrl('/language-counts', locale));
}

/** Reused for five minutes, then fetched again on the next visit. */
export function languageCountsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [localizedApiUrl('/language-counts', locale)],
    queryFn: () => getLanguageCounts(locale),
    staleTime: LANGUAGE_COUNTS_STALE_MS,
  });
}

export function useLanguageCounts(locale: Locale) {
  return useQuery(languageCountsQueryOptions(locale));
}
