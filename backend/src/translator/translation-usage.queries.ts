import { sql } from '../database/db';

/**
 * The SQL of the daily translation count that the bench's baseline sends as
 * well, built here so both send the very same statement.
 */

/** Today, as the UTC date the daily counters are kept by. */
export const TODAY = sql`(now() AT TIME ZONE 'utc')::date`;

/**
 * One more translation for `subject` today, unless it is at `limit`: returns
 * the new count, or no row at the limit.
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
