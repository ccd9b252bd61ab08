import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';

/**
 * Reads and ends rows of the sessions table as a whole (the session store,
 * connect-pg-simple, writes them one at a time). A signed-in session keeps
 * its member's id at `sess.passport.user`.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  /** Deletes every session of a member except `keepSid`; returns the ids it deleted. */
  async deleteOthersOfUser(userId: number, keepSid: string): Promise<string[]> {
    const rows = await this.db.rows<{ sid: string }>(sql`
      DELETE FROM sessions
      WHERE sess->'passport'->>'user' = ${String(userId)} AND sid <> ${keepSid}
      RETURNING sid`);
    return rows.map((row) => row.sid);
  }
}
