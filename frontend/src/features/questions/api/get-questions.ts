import { queryOptions, useQuery } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { getJson } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import { QUESTIONS_PAGE_SIZE } from '../constants';
import type { QuestionList } from '../types';

export type QuestionListParams = {
  locale: Locale;
  limit?: number;
  offset?: number;
  /** Words, "phrases" and -exclusions; blank means no search. */
  search?: string;
  /** A target language code; blank means every language. */
  language?: string;
};

function listQuery({
  limit = QUESTIONS_PAGE_SIZE,
  offset = 0,
  search = '',
  language = '',
}: QuestionListParams) {
  return { limit, offset, search: search.trim(), language };
}

/** A page of the locale's questions: newest first, or by relevance when searching. */
export function getQuestions(
  params: QuestionListParams,
): Promise<QuestionList> {
  const { limit, offset, search, language } = listQuery(params);
  const query = new URLSearchParams({
    limit: String(limit),
    offset: String(offset),
  });
  if (search) query.set('search', search);
  if (language) query.set('language', language);
  return getJson<QuestionList>(
    `${localizedApiUrl('/questions', params.locale)}?${query}`,
  );
}

/** The key every question list of a locale starts with, to refresh them all at once. */
export function questionListsQueryKey(locale: Locale) {
  return [localizedApiUrl('/questions', locale)] as const;
}

export function questionsQueryOptions(params: QuestionListParams) {
  return queryOptions({
    queryKey: [...questionListsQueryKey(params.locale), listQuery(params)],
    queryFn: () => getQuestions(params),
  });
}

export function useQuestions(params: QuestionListParams) {
  return useQuery(questionsQueryOptions(params));
}
