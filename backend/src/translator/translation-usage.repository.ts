import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';

/** Today, as the UTC date the daily counters are kept by. */
const TODAY = sql`(now() AT TIME ZONE 'utc')::date`;

/**
 * One more translation for `subject` today, unless it is at `limit`: returns
 * the new count, or no row at the limit. Shared with the bench's baseline.
 *
 * Its commit does not wait for the WAL to reach the disk
 * (`synchronous_commit` off for this statement's own transaction): a
 * translation's count is a quota, not something a member wrote, and a
 * database crash can lose only the last fraction of a second of counts (it
 * never leaves the table inconsistent). Every translation then spares the
 * commit's wait for the disk, and the disk a flush.
 */
export function takeOneTodayQuery(subject: string, limit: number) {
  return sql`
      WITH async AS (SELECT set_config('synchronous_commit', 'off', true))
      INSERT INTO translation_usage (subject, day, count)
      SELECT ${subject}, ${TODAY}, 1 FROM async
      ON CONFLICT (subject, day) DO UPDATE SET count = translation_usage.count + 1
      WHERE translation_usage.count < ${limit}
      RETURNING count`.prepared();
}

/** Owns translation_usage: how many translations each subject used per UTC day. */
@Injectable()
export class TranslationUsageRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one more translation for today unless the subject is at the limit;
   * false when it is. One statement, so concurrent calls never exceed it.
   */
  async takeOneToday(subject: string, limit: number): Promise<boolean> {
    const rows = await this.db.rows(takeOneTodayQuery(subject, limit));
    return rows.length > 0;
  }

  /** Gives back one of today's translations (never below zero). */
  async giveBackOneToday(subject: string): Promise<void> {
    await this.db.affected(sql`
      UPDATE translation_usage SET count = GREATEST(count - 1, 0)
      WHERE subject = ${subject} AND day = ${TODAY}`);
  }

  async usedToday(subject: string): Promise<number> {
    const row = await this.db.maybeOne<{ count: number }>(sql`
      SELECT count FROM translation_usage WHERE subject = ${subject} AND day = ${TODAY}`);
    return row?.count ?? 0;
  }
}
