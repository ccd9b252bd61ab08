import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { LOCALES } from '../../../i18n/locale';
import { rereadIfGone } from './admin-url';
import { adminQuestionsQueryKey } from './get-admin-questions';
import { adminStatsQueryOptions } from './get-admin-stats';
import { adminUsersQueryKey } from './get-admin-users';
import { auditLogQueryKey } from './get-audit-log';
import { reportsQueryKey } from './get-reports';
import { refreshMembers } from '../../users/api/refresh-members';
import { refreshSiteQuestions } from './refresh-site';

/**
 * Deletes a member. Their questions and answers stay, shown as by a deleted user;
 * their votes and likes go.
 */
export async function deleteUser(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/admin/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onError: (error) =>
      rereadIfGone(queryClient, error, [
        adminUsersQueryKey,
        adminStatsQueryOptions.queryKey,
      ]),
    onSuccess: async () => {
      for (const queryKey of [
        adminStatsQueryOptions.queryKey,
        reportsQueryKey,
        auditLogQueryKey,
        ...LOCALES.map((locale) => adminQuestionsQueryKey(locale)),
      ])
        void queryClient.invalidateQueries({ queryKey });
      refreshSiteQuestions(queryClient);
      refreshMembers(queryClient);
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
