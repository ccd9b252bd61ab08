import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { rereadIfGone } from './admin-url';
import { auditLogQueryKey } from './get-audit-log';
import {
  adminUsersQueryKey,
  type AdminUser,
  type AdminUserPage,
} from './get-admin-users';
import { refreshMembers } from '../../users/api/refresh-members';

export type SetUserAdminInput = { id: number; isAdmin: boolean };

/** Makes a member an admin, or removes their admin rights. Answers the updated member. */
export async function setUserAdmin({
  id,
  isAdmin,
}: SetUserAdminInput): Promise<AdminUser> {
  const res = await apiRequest('PATCH', `/api/admin/users/${id}/admin`, {
    isAdmin,
  });
  return (await res.json()) as AdminUser;
}

/** Puts the updated member into every loaded page of the list at once. */
export function replaceAdminUser(
  page: AdminUserPage | undefined,
  updated: AdminUser,
): AdminUserPage | undefined {
  if (!page) return page;
  return {
    ...page,
    users: page.users.map((user) => (user.id === updated.id ? updated : user)),
  };
}

export function useSetUserAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserAdmin,
    onError: (error) => rereadIfGone(queryClient, error, [adminUsersQueryKey]),
    onSuccess: async (updated) => {
      queryClient.setQueriesData<AdminUserPage>(
        { queryKey: adminUsersQueryKey },
        (page) => replaceAdminUser(page, updated),
      );
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      refreshMembers(queryClient);
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
