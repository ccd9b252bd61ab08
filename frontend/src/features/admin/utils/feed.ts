import { getCleanPath, localizePath, type Locale } from '../../../i18n/locale';
import type { AdminEvent, FeedEntry } from '../types';

/** The feed keeps the latest 100 entries. */
export const FEED_LIMIT = 100;

/** The feed with `event` on top, newest first, cut to the latest `limit` entries. */
export function addFeedEntry(
  entries: readonly FeedEntry[],
  event: AdminEvent,
  key: number,
  limit = FEED_LIMIT,
): FeedEntry[] {
  return [{ ...event, key }, ...entries].slice(0, limit);
}

/**
 * Where an entry leads, in the admin's locale. Question links already carry their
 * question's locale; the others (members, reports) follow the page's.
 */
export function feedLink(entry: AdminEvent, locale: Locale): string {
  if (entry.locale || getCleanPath(entry.link) !== entry.link)
    return entry.link;
  return localizePath(entry.link, locale);
}
