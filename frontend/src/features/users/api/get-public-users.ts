import { queryOptions, useQuery } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { getJson } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { PublicUser } from '../types';

/** How many members the directory shows. */
export const DIRECTORY_PAGE_SIZE = 50;

type PublicUsersParams = { locale: Locale; limit?: number; offset?: number };

/** Members, newest first. */
export function getPublicUsers({
  locale,
  limit = DIRECTORY_PAGE_SIZE,
  offset = 0,
}: PublicUsersParams): Promise<PublicUser[]> {
  const query = new URLSearchParams({
    limit: String(limit),
    offset: String(offset),
  });
  return getJson<PublicUser[]>(
    `${localizedApiUrl('/users/public', locale)}?${query}`,
  );
}

export function publicUsersQueryOptions({
  locale,
  limit = DIRECTORY_PAGE_SIZE,
  offset = 0,
}: PublicUsersParams) {
  return queryOptions({
    queryKey: [localizedApiUrl('/users/public', locale), { limit, offset }],
    queryFn: () => getPublicUsers({ locale, limit, offset }),
  });
}

export function usePublicUsers(
  params: PublicUsersParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...publicUsersQueryOptions(params), enabled });
}
