import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useRoom, useSocketEvent } from '../../../api/socket';
import { adminStatsQueryOptions } from '../api/get-admin-stats';
import type { AdminEvent, FeedEntry } from '../types';
import { addFeedEntry } from '../utils/feed';

/**
 * The moderators' live feed: joins the admin room and keeps what arrives while the
 * page is open (newest first, the latest 100). After a reconnection the figures are
 * read again; events sent while away are not replayed.
 */
export function useAdminFeed(): {
  entries: readonly FeedEntry[];
  /** Whether events are arriving right now. */
  live: boolean;
} {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<readonly FeedEntry[]>([]);
  const nextKey = useRef(0);

  const live = useRoom(
    { room: 'admin' },
    {
      onJoined: ({ rejoined }) => {
        if (rejoined)
          void queryClient.invalidateQueries({
            queryKey: adminStatsQueryOptions.queryKey,
          });
      },
    },
  );

  useSocketEvent<AdminEvent>('admin:event', (event) => {
    nextKey.current += 1;
    const key = nextKey.current;
    setEntries((current) => addFeedEntry(current, event, key));
  });

  return { entries, live };
}
