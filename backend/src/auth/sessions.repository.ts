import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';
import type { User } from '../users/user';
import { sessionWithMemberQuery } from './session.queries';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A session row as `SessionsRepository.read` gives it. */
export interface SessionRead {
  sess: unknown;
  expireMs: number;
  /** The member `sess.passport.user` names, read with the session; null when none. */
  member: User | null;
}

/**
 * Reads and ends rows of the sessions table as a whole, and slides a row's
 * expiry for the session store (connect-pg-simple writes the rows one at a
 * time). A signed-in session keeps its member's id at `sess.passport.user`.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  /**
   * A session that has not expired: what it holds, when its row expires (ms
   * since the epoch) and, in the same statement, the member it is signed in
   * as (`sess.passport.user`): their row as `UsersService.findById` reads it,
   * or null when it names no member (a guest's session, a deleted member).
   * `sess` is the stored json, as the driver parses it.
   */
  async read(sid: string): Promise<SessionRead | undefined> {
    const row = await this.db.maybeOne<
      { sess: unknown; expireMs: number } & Nullable<User>
    >(sessionWithMemberQuery(sid));
    if (!row) return undefined;
    const { sess, expireMs, ...member } = row;
    return {
      sess,
      expireMs,
      member: member.id === null ? null : (member as User),
    };
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
