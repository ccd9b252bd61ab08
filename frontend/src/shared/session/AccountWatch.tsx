import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  useChangeOf,
  useLatest,
  useSocket,
  useSocketEvent,
} from '../../api/socket';
import { userQueryOptions, useUser } from './get-user';
import { onSessionChange } from './session-channel';

/** How long after the server closed the socket it is opened again. */
export const RECONNECT_AFTER_CLOSE_MS = 500;

/**
 * Keeps the page's member the session's, whatever changed it:
 * - the server says the account changed elsewhere (`account:changed`:
 *   deleted by an admin, or its rights changed): a deleted member's open
 *   pages turn to a guest's at once, a promoted member's header gains the
 *   Admin link;
 * - the server closed the socket (the session ended: signed out in another
 *   tab, deleted): the session is read again and the socket opened again,
 *   as whoever the cookie says now, so live updates go on;
 * - another tab signed in or out (`session-channel`), or the tab comes back
 *   into view: the session is read again.
 * When the member changes, the page's data is read again (likes and votes
 * are the member's own). Renders nothing; part of the app's providers, from
 * the first frame.
 */
export function AccountWatch() {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const { user, isLoading } = useUser();
  const readSession = () =>
    void queryClient.invalidateQueries({
      queryKey: userQueryOptions.queryKey,
    });
  const latestRead = useLatest(readSession);

  useSocketEvent('account:changed', readSession);
  useSocketEvent<string>('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    readSession();
    setTimeout(() => socket.connect(), RECONNECT_AFTER_CLOSE_MS);
  });

  useEffect(() => {
    const read = () => latestRead.current();
    const stopListening = onSessionChange(read);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopListening();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [latestRead]);

  // Another member (or a guest) now: every other read is theirs to make.
  useChangeOf(isLoading ? undefined : (user?.id ?? null), () => {
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== userQueryOptions.queryKey[0],
    });
  });
  return null;
}
