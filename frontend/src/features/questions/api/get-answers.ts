import { queryOptions, useQuery } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { getJson } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { Answer } from '../types';

function answersUrl(questionId: number | string, locale: Locale) {
  return localizedApiUrl(
    `/questions/${encodeURIComponent(String(questionId))}/answers`,
    locale,
  );
}

/** A question's answers, oldest first, with the viewer's own votes. */
export function getAnswers(
  questionId: number | string,
  locale: Locale,
): Promise<Answer[]> {
  return getJson<Answer[]>(answersUrl(questionId, locale));
}

export function answersQueryOptions(
  questionId: number | string,
  locale: Locale,
) {
  return queryOptions({
    queryKey: [answersUrl(questionId, locale)],
    queryFn: () => getAnswers(questionId, locale),
  });
}

export function useAnswers(questionId: number | string, locale: Locale) {
  return useQuery(answersQueryOptions(questionId, locale));
}
