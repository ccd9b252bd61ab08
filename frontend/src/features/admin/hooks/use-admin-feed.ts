import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { atom, useAtom } from 'jotai';
import { useRoom, useSocketEvent } from '../../../api/socket';
import { adminQuestionsQueryKey } from '../api/get-admin-questions';
import { adminStatsQueryOptions } from '../api/get-admin-stats';
import { adminUsersQueryKey } from '../api/get-admin-users';
import { auditLogQueryKey } from '../api/get-audit-log';
import { contactMessagesQueryKey } from '../api/get-contact-messages';
import { reportsQueryKey } from '../api/get-reports';
import type { AdminChange, AdminEvent, FeedEntry } from '../types';
import { addFeedEntry } from '../utils/feed';

/** What the panel reads again when `event` arrives, so it agrees with its feed. */
function affectedBy(event: AdminEvent): readonly QueryKey[] {
  const stats = adminStatsQueryOptions.queryKey;
  switch (event.type) {
    case 'question.created':
    case 'answer.created':
      // The figures, the moderation list of the question's locale (its answer
      // counts) and the members' counts.
      return event.locale
        ? [stats, adminQuestionsQueryKey(event.locale), adminUsersQueryKey]
        : [stats, adminUsersQueryKey];
    case 'report.created':
      return [stats, reportsQueryKey];
    case 'user.registered':
      return [stats, adminUsersQueryKey];
    case 'contact.received':
      return [contactMessagesQueryKey];
    default:
      return [];
  }
}

/** What the panel reads again after `change`, made by another admin or tab: what it changed, and the log. */
function affectedByChange(change: AdminChange): readonly QueryKey[] {
  const stats = adminStatsQueryOptions.queryKey;
  const questions = change.locale
    ? [adminQuestionsQueryKey(change.locale)]
    : [adminQuestionsQueryKey('en'), adminQuestionsQueryKey('fr')];
  switch (change.topic) {
    case 'users':
      // A member removed takes their name off their posts ("Deleted user").
      return [stats, adminUsersQueryKey, ...questions, auditLogQueryKey];
    case 'questions':
      // A post removed takes its author's counts down too.
      return [
        stats,
        reportsQueryKey,
        adminUsersQueryKey,
        ...questions,
        auditLogQueryKey,
      ];
    case 'reports':
      return [stats, reportsQueryKey, auditLogQueryKey];
    default:
      return [auditLogQueryKey];
  }
}

/**
 * What the feed received in this tab, newest first: kept while the tab lives,
 * so that following an entry's link and coming back keeps the feed.
 */
const feedAtom = atom<readonly FeedEntry[]>([]);

/**
 * The moderators' live feed: joins the admin room and keeps what arrives while the
 * tab is open (newest first, the latest 100; following a link and coming back
 * keeps it). Each event refreshes what it
 * changes on the panel: a question or an answer the figures and that locale's
 * questions, a report the figures and the queue, a sign-up the figures and the
 * members, a contact message the messages. A moderator's action made
 * elsewhere (`admin:changed`: a removal, a change of rights or plan, a
 * dismissed report) refreshes the lists it touches and the log (a change
 * of this admin's own rights reads the session again: see AccountWatch). After a
 * reconnection all of them are read again; events sent while away are not
 * replayed.
 */
export function useAdminFeed(): {
  entries: readonly FeedEntry[];
  /** Whether events are arriving right now. */
  live: boolean;
} {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useAtom(feedAtom);

  const live = useRoom(
    { room: 'admin' },
    {
      onJoined: (rejoined) => {
        if (rejoined)
          for (const queryKey of [
            adminStatsQueryOptions.queryKey,
            reportsQueryKey,
            contactMessagesQueryKey,
            adminUsersQueryKey,
            adminQuestionsQueryKey('en'),
            adminQuestionsQueryKey('fr'),
            auditLogQueryKey,
          ])
            void queryClient.invalidateQueries({ queryKey });
      },
    },
  );

  useSocketEvent<AdminChange>('admin:changed', (change) => {
    for (const queryKey of affectedByChange(change))
      void queryClient.invalidateQueries({ queryKey });
  });

  useSocketEvent<AdminEvent>('admin:event', (event) => {
    for (const queryKey of affectedBy(event))
      void queryClient.invalidateQueries({ queryKey });
    setEntries((current) =>
      addFeedEntry(current, event, (current[0]?.key ?? 0) + 1),
    );
  });

  return { entries, live };
}
