import type { QueryClient } from '@tanstack/react-query';
import { LOCALES } from '../../../i18n/locale';
import { languageCountsQueryOptions } from '../../questions/api/get-language-counts';
import { questionQueryOptions } from '../../questions/api/get-question';
import { questionListsQueryKey } from '../../questions/api/get-questions';

/**
 * After moderation the public pages must not show what is gone: the question lists
 * and language counts of both locales are read again when next shown.
 */
export function refreshSiteQuestions(queryClient: QueryClient): void {
  for (const locale of LOCALES) {
    void queryClient.invalidateQueries({
      queryKey: questionListsQueryKey(locale),
    });
    void queryClient.invalidateQueries({
      queryKey: languageCountsQueryOptions(locale).queryKey,
    });
  }
}

/** A deleted question's page is fetched again (and found missing) when next opened. */
export function forgetSiteQuestion(queryClient: QueryClient, id: number): void {
  for (const locale of LOCALES)
    queryClient.removeQueries({
      queryKey: questionQueryOptions(id, locale).queryKey,
    });
}
