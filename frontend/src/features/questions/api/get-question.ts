import { queryOptions, useQuery } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { getJson } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { QuestionDetail } from '../types';

function questionUrl(id: number | string, locale: Locale) {
  return localizedApiUrl(
    `/questions/${encodeURIComponent(String(id))}`,
    locale,
  );
}

/** One question of the locale (404 for an unknown id or the other locale's question). */
export function getQuestion(
  id: number | string,
  locale: Locale,
): Promise<QuestionDetail> {
  return getJson<QuestionDetail>(questionUrl(id, locale));
}

export function questionQueryOptions(id: number | string, locale: Locale) {
  return queryOptions({
    queryKey: [questionUrl(id, locale)],
    queryFn: () => getQuestion(id, locale),
  });
}

export function useQuestion(
  id: number | string,
  locale: Locale,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...questionQueryOptions(id, locale), enabled });
}
