import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import type { components } from '../../../api/schema';
import { fetchAdminPage } from './admin-url';

/** A member's plan. */
export type AccountType = components['schemas']['AccountType'];

export const ACCOUNT_TYPES = [
  'free',
  'basic',
  'pro',
] as const satisfies readonly AccountType[];

/** A member as the admin list shows them: the public profile plus e-mail and plan. */
export type AdminUser = components['schemas']['AdminUserResponse'];

/** One page of members and how many match in all. */
export type AdminUserPage = { users: AdminUser[]; total: number };

/** Members per page in the admin list. */
export const ADMIN_USERS_PAGE_SIZE = 20;

export type AdminUsersParams = {
  /** Part of a username or e-mail; blank lists everyone. */
  search?: string;
  limit?: number;
  offset?: number;
};

function usersQuery({
  search = '',
  limit = ADMIN_USERS_PAGE_SIZE,
  offset = 0,
}: AdminUsersParams) {
  return { search: search.trim(), limit, offset };
}

/** Members, newest first, with the total from `X-Total-Count`. */
export async function getAdminUsers(
  params: AdminUsersParams,
): Promise<AdminUserPage> {
  const { items, total } = await fetchAdminPage<AdminUser>(
    '/api/admin/users',
    usersQuery(params),
  );
  return { users: items, total };
}

/** The key every page of the admin member list starts with. */
export const adminUsersQueryKey = ['/api/admin/users'] as const;

export function adminUsersQueryOptions(params: AdminUsersParams = {}) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, usersQuery(params)],
    queryFn: () => getAdminUsers(params),
  });
}

/** A page of members; the previous page stays on screen while the next one loads. */
export function useAdminUsers(
  params: AdminUsersParams = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...adminUsersQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
