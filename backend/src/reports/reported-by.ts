import { sql, SqlQuery } from '../database/db';

/**
 * Whether `viewerId` has a report still open on the post `matches` names
 * (`r.answer_id = a.id`), as a column of another feature's read: false, with
 * no lookup, for a guest. Served by the one-open-report-per-member indexes.
 */
export function reportedBy(
  viewerId: number | null,
  matches: SqlQuery,
): SqlQuery {
  return viewerId === null
    ? sql`false`
    : sql`EXISTS (SELECT 1 FROM reports r WHERE r.user_id = ${viewerId} AND ${matches} AND r.status = 'open')`;
}
