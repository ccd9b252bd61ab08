import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { plansQueryOptions } from '../features/plans/api/get-plans';
import { answersQueryOptions } from '../features/questions/api/get-answers';
import { languageCountsQueryOptions } from '../features/questions/api/get-language-counts';
import { questionQueryOptions } from '../features/questions/api/get-question';
import { questionsQueryOptions } from '../features/questions/api/get-questions';
import {
  QUESTIONS_PAGE_SIZE,
  RELATED_QUESTIONS_COUNT,
} from '../features/questions/constants';
import { readHomeFilters } from '../features/questions/utils/home-filters';
import type { Locale } from '../i18n/locale';
import { userQueryOptions } from '../shared/session/get-user';

/**
 * What a page needs before it can show anything, started by the route's loader
 * the moment the route matches, side by side with the page's own code, instead
 * of one after the other once each component renders. The loaders do not wait:
 * the page renders at once (with its placeholders) and its queries pick up the
 * requests already in flight. `prefetchQuery` never throws, so a failed request
 * is left to the page to show.
 */
export type PagePrefetch = (
  queryClient: QueryClient,
  args: LoaderFunctionArgs,
  locale: Locale,
) => void;

/** Every page: the session (the header and the page's guards read it). */
export function prefetchSession(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(userQueryOptions);
}

export const prefetchHome: PagePrefetch = (
  queryClient,
  { request },
  locale,
) => {
  const filters = readHomeFilters(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(
    questionsQueryOptions({
      locale,
      limit: QUESTIONS_PAGE_SIZE,
      offset: (filters.page - 1) * QUESTIONS_PAGE_SIZE,
      search: filters.search,
      language: filters.language,
    }),
  );
  void queryClient.prefetchQuery(languageCountsQueryOptions(locale));
};

/** The question and its answers together; then its related questions, which need its language. */
export const prefetchQuestion: PagePrefetch = (
  queryClient,
  { params },
  locale,
) => {
  const id = params.id ?? '';
  if (!/^\d+$/.test(id)) return;
  void queryClient.prefetchQuery(answersQueryOptions(id, locale));
  void queryClient
    .ensureQueryData(questionQueryOptions(id, locale))
    .then((question) =>
      queryClient.prefetchQuery(
        questionsQueryOptions({
          locale,
          limit: RELATED_QUESTIONS_COUNT + 1,
          offset: 0,
          language: question.targetLanguage,
        }),
      ),
    )
    .catch(() => undefined);
};

export const prefetchPlans: PagePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(plansQueryOptions);
};
