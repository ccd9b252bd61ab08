import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { rereadIfGone } from './admin-url';
import { auditLogQueryKey } from './get-audit-log';
import {
  adminUsersQueryKey,
  type AccountType,
  type AdminUser,
  type AdminUserPage,
} from './get-admin-users';
import { replaceAdminUser } from './set-user-admin';

export type SetUserPlanInput = { id: number; plan: AccountType };

/** Changes a member's plan (free, basic or pro). Answers the updated member. */
export async function setUserPlan({
  id,
  plan,
}: SetUserPlanInput): Promise<AdminUser> {
  const res = await apiRequest('PATCH', `/api/admin/users/${id}/plan`, {
    plan,
  });
  return (await res.json()) as AdminUser;
}

export function useSetUserPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserPlan,
    onError: (error) => rereadIfGone(queryClient, error, [adminUsersQueryKey]),
    onSuccess: async (updated) => {
      queryClient.setQueriesData<AdminUserPage>(
        { queryKey: adminUsersQueryKey },
        (page) => replaceAdminUser(page, updated),
      );
      void queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
      await queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
