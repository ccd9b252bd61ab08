import { sql } from '../database/db';
import { USER_COLUMNS } from '../users/user.columns';

/**
 * A session that has not expired, with its row's expiry (ms since the epoch)
 * and the member it names (`sess.passport.user`) in the same row: the
 * member's columns are null when it names none. Built here so the session
 * store and the bench's bare baseline send the very same statement.
 */
export function sessionWithMemberQuery(sid: string) {
  return sql`
      SELECT s.sess, (extract(epoch FROM s.expire) * 1000)::float8 AS "expireMs", m.*
      FROM sessions s
      LEFT JOIN LATERAL (
        SELECT ${USER_COLUMNS} FROM users
        WHERE users.id = CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9]{1,10}$'
                              THEN (s.sess->'passport'->>'user')::bigint END
      ) m ON true
      WHERE s.sid = ${sid} AND s.expire >= now()`.prepared();
}
