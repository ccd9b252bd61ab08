import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useRoom, useSocketEvent } from '../../../api/socket';
import { adminStatsQueryOptions } from '../api/get-admin-stats';
import { contactMessagesQueryKey } from '../api/get-contact-messages';
import { reportsQueryOptions } from '../api/get-reports';
import type { AdminEvent, FeedEntry } from '../types';
import { addFeedEntry } from '../utils/feed';

/**
 * The moderators' live feed: joins the admin room and keeps what arrives while the
 * page is open (newest first, the latest 100). A new report refreshes the report
 * queue and the figures; a new contact message, the messages. After a reconnection
 * the figures, the queue and the messages are read again; events sent while away
 * are not replayed.
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
          for (const queryKey of [
            adminStatsQueryOptions.queryKey,
            reportsQueryOptions.queryKey,
            contactMessagesQueryKey,
          ])
            void queryClient.invalidateQueries({ queryKey });
      },
    },
  );

  useSocketEvent<AdminEvent>('admin:event', (event) => {
    if (event.type === 'report.created')
      for (const queryKey of [
        reportsQueryOptions.queryKey,
        adminStatsQueryOptions.queryKey,
      ])
        void queryClient.invalidateQueries({ queryKey });
    if (event.type === 'contact.received')
      void queryClient.invalidateQueries({
        queryKey: contactMessagesQueryKey,
      });
    nextKey.current += 1;
    const key = nextKey.current;
    setEntries((current) => addFeedEntry(current, event, key));
  });

  return { entries, live };
}
