import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
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
type DirectoryPage = { members: PublicUser[]; more: boolean };

/**
 * The directory, a page of 50 at a time. Each page asks for one member more
 * than it shows, so that it knows whether to offer more.
 */
export function publicUsersQueryOptions({ locale }: { locale: Locale }) {
  return infiniteQueryOptions({
    queryKey: [localizedApiUrl('/users/public', locale), 'directory'],
    queryFn: async ({ pageParam }): Promise<DirectoryPage> => {
      const found = await getPublicUsers({
        locale,
        limit: DIRECTORY_PAGE_SIZE + 1,
        offset: pageParam,
      });
      return {
        members: found.slice(0, DIRECTORY_PAGE_SIZE),
        more: found.length > DIRECTORY_PAGE_SIZE,
      };
    },
    initialPageParam: 0,
    getNextPageParam: (last: DirectoryPage, pages: DirectoryPage[]) =>
      last.more ? pages.length * DIRECTORY_PAGE_SIZE : undefined,
  });
}

export function usePublicUsers({ locale }: { locale: Locale }) {
  return useInfiniteQuery(publicUsersQueryOptions({ locale }));
}
