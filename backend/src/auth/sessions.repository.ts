import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';

/**
 * Reads and ends rows of the sessions table as a whole, and slides a row's
 * expiry for the session store (connect-pg-simple writes the rows one at a
 * time). A signed-in session keeps its member's id at `sess.passport.user`.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * A session that has not expired: what it holds and when its row expires
   * (ms since the epoch). `sess` is the stored json, as the driver parses it.
   */
  read(sid: string): Promise<{ sess: unknown; expireMs: number } | undefined> {
    return this.db.maybeOne(
      sql`
      SELECT sess, (extract(epoch FROM expire) * 1000)::float8 AS "expireMs"
      FROM sessions WHERE sid = ${sid} AND expire >= now()`.prepared(),
    );
  }

  /**
   * Moves a session's `expire` to `expires` (ms since the epoch), unless it
   * is already at most `slackMs` before it: then the row is left alone (no
   * lock taken, nothing written).
   */
  async moveExpiry(
    sid: string,
    expires: number,
    slackMs: number,
  ): Promise<void> {
    await this.db.rows(
      sql`
      UPDATE sessions SET expire = to_timestamp(${expires}::float8 / 1000)
      WHERE sid = ${sid}
        AND expire NOT BETWEEN to_timestamp(${expires - slackMs}::float8 / 1000)
                           AND to_timestamp(${expires}::float8 / 1000)`.prepared(),
    );
  }

  /** Deletes every session of a member except `keepSid`; returns the ids it deleted. */
  async deleteOthersOfUser(userId: number, keepSid: string): Promise<string[]> {
    const rows = await this.db.rows<{ sid: string }>(sql`
      DELETE FROM sessions
      WHERE sess->'passport'->>'user' = ${String(userId)} AND sid <> ${keepSid}
      RETURNING sid`);
    return rows.map((row) => row.sid);
  }
}
