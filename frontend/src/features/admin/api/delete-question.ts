import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import { adminLocaleUrl, rereadIfGone } from './admin-url';
import { adminQuestionsQueryKey } from './get-admin-questions';
import { adminUsersQueryKey } from './get-admin-users';
import { adminStatsQueryOptions } from './get-admin-stats';
import { auditLogQueryKey } from './get-audit-log';
import { reportsQueryKey } from './get-reports';
import { forgetSiteQuestion, refreshSiteQuestions } from './refresh-site';

/** Deletes a question of a locale with its answers, votes, likes and reports. */
export async function deleteQuestion(
  id: number,
  locale: Locale,
): Promise<void> {
  await apiRequest('DELETE', adminLocaleUrl(`/questions/${id}`, locale));
}

export function useDeleteQuestion(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteQuestion(id, locale),
    onError: (error) =>
      rereadIfGone(queryClient, error, [
        adminQuestionsQueryKey(locale),
        adminStatsQueryOptions.queryKey,
      ]),
    onSuccess: async (_, id) => {
      for (const queryKey of [
        adminStatsQueryOptions.queryKey,
        reportsQueryKey,
        auditLogQueryKey,
        // Its author's and its answerers' counts.
        adminUsersQueryKey,
      ])
        void queryClient.invalidateQueries({ queryKey });
      forgetSiteQuestion(queryClient, id);
      refreshSiteQuestions(queryClient);
      await queryClient.invalidateQueries({
        queryKey: adminQuestionsQueryKey(locale),
      });
    },
  });
}
