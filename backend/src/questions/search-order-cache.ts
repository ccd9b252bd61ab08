import { Inject, Injectable } from '@nestjs/common';
import type { Locale } from '../common/languages';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { BoundedEntries } from '../common/bounded-entries';
import type { QuestionRow } from './question.views';

/**
 * A page of a search as any viewer reads it: its questions in order, as a
 * guest sees them (no viewer's like), and the search's total.
 */
export interface SearchOrder {
  rows: QuestionRow[];
  total: number;
  capped: boolean;
}

/** One page of one search: the key its order is kept under. */
export interface SearchPageKey {
  term: string;
  locale: Locale;
  language: string | null;
  limit: number;
  offset: number;
}

interface Entry {
  /** When the order is due to be searched again; Infinity while its search runs. */
  expires: number;
  order: Promise<SearchOrder>;
  /** Whether the page is being searched again while this order is served. */
  refreshing: boolean;
}

/** Pages kept at most; the oldest goes first. A key is at most about 1 kB (the term's length limit). */
const MAX_ENTRIES = 1000;
/**
 * About how much memory the kept pages may hold in all; past it the oldest
 * go first. A page of 20 questions is 10-20 kB as the bench's questions are,
 * and at most about 210 kB (a title of 200 characters, a text of 5,000).
 */
const MAX_BYTES = 32 * 1024 * 1024;

/** About how much memory a page's rows hold: two bytes a character, and each row's other fields. */
export function pageBytes(order: SearchOrder): number {
  let bytes = 0;
  for (const row of order.rows)
    bytes +=
      2 *
        (row.title.length +
          row.content.length +
          (row.author_username?.length ?? 0) +
          (row.author_image?.length ?? 0)) +
      400;
  return bytes;
}

/**
 * Recent search pages, shared by every viewer: which questions a page shows,
 * as a guest reads them, and the total. A search asked again within
 * `GUEST_CACHE_TTL_MS` is answered with the page kept, a member's request
 * reading only their own likes among its questions, instead of ranking the
 * matches again (and for one more time to live while the page is searched
 * again beside it, see find), and searches asked while the same one runs wait
 * for it instead of running beside it. The app empties it whenever it empties the
 * guest read cache (any write, here or on another instance); an order whose
 * search began before such a clear is not kept.
 */
@Injectable()
export class SearchOrderCache {
  /** Each page counted at 0 bytes while its search runs, then at its pageBytes. */
  private readonly entries = new BoundedEntries<Entry>(MAX_ENTRIES, MAX_BYTES);
  private readonly ttlMs: number;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'guestCacheTtlMs'>) {
    this.ttlMs = config.guestCacheTtlMs;
  }

  get size(): number {
    return this.entries.size;
  }

  /** About how much memory the kept pages hold (see pageBytes). */
  get heldBytes(): number {
    return this.entries.bytes;
  }

  /**
   * The page's order, kept or being searched, if any. Given `searchAgain`, an
   * order past its time to live is still served for one more time to live
   * while `searchAgain` finds the page's order anew (one search at a time):
   * a page asked for all the time is never left waiting for its search. Any
   * write clears the cache, so until then the order searched again is the
   * same.
   */
  find(
    key: SearchPageKey,
    searchAgain?: () => Promise<SearchOrder>,
  ): Promise<SearchOrder> | undefined {
    const name = keyName(key);
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expires > now) return entry.order;
    if (searchAgain && entry.expires + this.ttlMs > now) {
      if (!entry.refreshing) this.refresh(name, entry, searchAgain);
      return entry.order;
    }
    this.entries.delete(name);
    return undefined;
  }

  private refresh(
    name: string,
    entry: Entry,
    search: () => Promise<SearchOrder>,
  ): void {
    entry.refreshing = true;
    search().then(
      (order) => {
        entry.refreshing = false;
        // Cleared or replaced meanwhile: the order found is not kept.
        if (this.entries.get(name) !== entry) return;
        entry.order = Promise.resolve(order);
        this.found(name, entry, order);
      },
      // The order kept is served until its extra time runs out.
      () => (entry.refreshing = false),
    );
  }

  /**
   * Keeps the order a search is finding for its page: others asking for it
   * wait for it, and once found it is served for the time to live. A search
   * that fails is forgotten.
   */
  keep(key: SearchPageKey, order: Promise<SearchOrder>): void {
    if (this.ttlMs <= 0) {
      // Nothing is kept; the failure is the search's caller's to answer.
      order.catch(() => undefined);
      return;
    }
    const name = keyName(key);
    const entry: Entry = { expires: Infinity, order, refreshing: false };
    this.entries.set(name, entry, 0);
    order.then(
      (found) => this.found(name, entry, found),
      () => {
        if (this.entries.get(name) === entry) this.entries.delete(name);
      },
    );
  }

  /**
   * The entry's page is found: served for the time to live, and counted at
   * its size while it is still the one kept (emptied meanwhile, it is no
   * longer served).
   */
  private found(name: string, entry: Entry, order: SearchOrder): void {
    entry.expires = Date.now() + this.ttlMs;
    if (this.entries.get(name) === entry)
      this.entries.resize(name, pageBytes(order));
  }

  /** Forgets every kept order, and any search in flight. */
  clear(): void {
    this.entries.clear();
  }
}

function keyName(key: SearchPageKey): string {
  return JSON.stringify([
    key.locale,
    key.language,
    key.limit,
    key.offset,
    key.term,
  ]);
}
