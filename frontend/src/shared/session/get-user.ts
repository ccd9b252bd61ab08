import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../api/http';
import type { SessionUser } from './types';

/** The session user, or `null` for a guest (the server answers 401). */
export function getUser(): Promise<SessionUser | null> {
  return getJson<SessionUser>('/api/user', { on401: 'returnNull' });
}

export const userQueryOptions = queryOptions({
  queryKey: ['/api/user'],
  queryFn: getUser,
});

/**
 * Signed in when the current-user request returns a member (401 returns null:
 * signed out). A read that fails (the server restarting, a bad gateway) keeps
 * the member last read: the page stays theirs, with what they were writing,
 * and the next read settles it; a first read that fails counts as signed out.
 */
export function useUser() {
  const query = useQuery(userQueryOptions);
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
  };
}
