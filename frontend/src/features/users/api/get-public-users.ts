import { queryOptions, useQuery } from '@tanstack/react-query';
import { localizedApiUrl } from '../../../api/api-url';
import { getJson } from '../../../api/http';
import type { Locale } from '../../../i18n/locale';
import type { PublicUser } from '../types';

/** How many members the directory shows at first, and adds each time more are asked for. */
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

/** One page of the directory, and whether there are members after it. */
export type DirectoryPage = { members: PublicUser[]; more: boolean };

/** What every page of the directory's key starts with: one locale's members. */
export function publicUsersKey(locale: Locale) {
  return [localizedApiUrl('/users/public', locale)] as const;
}

/**
 * The directory's page of 50 members from `offset`. It asks for one member
 * more than it shows, so that it knows whether to offer more.
 */
export function publicUsersQueryOptions({
  locale,
  offset = 0,
}: {
  locale: Locale;
  offset?: number;
}) {
  return queryOptions({
    queryKey: [...publicUsersKey(locale), { offset }],
    queryFn: async (): Promise<DirectoryPage> => {
      const found = await getPublicUsers({
        locale,
        limit: DIRECTORY_PAGE_SIZE + 1,
        offset,
      });
      return {
        members: found.slice(0, DIRECTORY_PAGE_SIZE),
        more: found.length > DIRECTORY_PAGE_SIZE,
      };
    },
  });
}

export function usePublicUsers(params: { locale: Locale; offset?: number }) {
  return useQuery(publicUsersQueryOptions(params));
}
