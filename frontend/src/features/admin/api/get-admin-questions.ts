import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import type { components } from '../../../api/schema';
import type { Locale } from '../../../i18n/locale';
import { adminLocaleUrl } from './admin-url';

/** A question in the moderation list; `user` is null once its author is deleted. */
export type AdminQuestion = components['schemas']['QuestionResponse'];

/** The latest 50 questions of a locale, newest first. */
export function getAdminQuestions(locale: Locale): Promise<AdminQuestion[]> {
  return getJson<AdminQuestion[]>(adminLocaleUrl('/questions', locale));
}

export function adminQuestionsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [adminLocaleUrl('/questions', locale)],
    queryFn: () => getAdminQuestions(locale),
  });
}

export function useAdminQuestions(locale: Locale) {
  return useQuery(adminQuestionsQueryOptions(locale));
}
