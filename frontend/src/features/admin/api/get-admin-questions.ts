import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import type { components } from '../../../api/schema';
import type { Locale } from '../../../i18n/locale';
import { adminLocaleUrl, fetchAdminPage } from './admin-url';

/** A question in the moderation list; `user` is null once its author is deleted. */
export type AdminQuestion = components['schemas']['QuestionResponse'];

/** One page of a locale's questions and how many the locale has in all. */
export type AdminQuestionPage = { questions: AdminQuestion[]; total: number };

/** Questions per page in the moderation lists. */
export const ADMIN_QUESTIONS_PAGE_SIZE = 20;

export type AdminQuestionsParams = { limit?: number; offset?: number };

function questionsQuery({
  limit = ADMIN_QUESTIONS_PAGE_SIZE,
  offset = 0,
}: AdminQuestionsParams) {
  return { limit, offset };
}

/** A page of a locale's questions, newest first, with the total from `X-Total-Count`. */
export async function getAdminQuestions(
  locale: Locale,
  params: AdminQuestionsParams = {},
): Promise<AdminQuestionPage> {
  const { items, total } = await fetchAdminPage<AdminQuestion>(
    adminLocaleUrl('/questions', locale),
    questionsQuery(params),
  );
  return { questions: items, total };
}

/** The key every page of a locale's moderation list starts with. */
export function adminQuestionsQueryKey(locale: Locale) {
  return [adminLocaleUrl('/questions', locale)] as const;
}

export function adminQuestionsQueryOptions(
  locale: Locale,
  params: AdminQuestionsParams = {},
) {
  return queryOptions({
    queryKey: [...adminQuestionsQueryKey(locale), questionsQuery(params)],
    queryFn: () => getAdminQuestions(locale, params),
  });
}

/** A page of a locale's questions; the previous page stays on screen while the next one loads. */
export function useAdminQuestions(
  locale: Locale,
  params: AdminQuestionsParams = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...adminQuestionsQueryOptions(locale, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
