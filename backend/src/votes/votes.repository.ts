import { Injectable } from '@nestjs/common';
import { Db, sql } from '../database/db';
import { VoteKind } from './vote-kinds';

/** The foreign key from a vote to the member who gave it. */
export const VOTE_MEMBER_KEY = 'answer_votes_user_id_fkey';

/** Owns answer_votes. An answer's counters and its author's credit follow by trigger. */
@Injectable()
export class VotesRepository {
  /**
   * Holds, until the transaction ends, the member's other votes on the same
   * answer: a burst of clicks on useful and not useful then runs one toggle
   * after another instead of taking the rows' locks in opposite orders
   * (which PostgreSQL ends as a deadlock).
   */
  async lockVotesOf(tx: Db, userId: number, answerId: number): Promise<void> {
    await tx.lockUntilCommit(`answer-votes:${userId}:${answerId}`);
  }

  /** Adds a vote; false when the member had already given it. */
  async insertVote(
    tx: Db,
    userId: number,
    answerId: number,
    kind: VoteKind,
  ): Promise<boolean> {
    const rows = await tx.rows(sql`
      INSERT INTO answer_votes (user_id, answer_id, kind) VALUES (${userId}, ${answerId}, ${kind})
      ON CONFLICT DO NOTHING RETURNING 1`);
    return rows.length > 0;
  }

  /** Removes a vote; false when there was none. */
  async deleteVote(
    tx: Db,
    userId: number,
    answerId: number,
    kind: VoteKind,
  ): Promise<boolean> {
    return (
      (await tx.affected(sql`
        DELETE FROM answer_votes
        WHERE user_id = ${userId} AND answer_id = ${answerId} AND kind = ${kind}`)) >
      0
    );
  }

  /** An answer's counts and the member's own votes on it, or undefined when the answer is gone. */
  async tally(
    tx: Db,
    answerId: number,
    userId: number,
  ): Promise<
    | { useful: number; notUseful: number; likes: number; myVotes: VoteKind[] }
    | undefined
  > {
    return tx.maybeOne(sql`
      SELECT a.useful, a.not_useful AS "notUseful", a.likes,
             ARRAY(SELECT v.kind FROM answer_votes v
                   WHERE v.answer_id = a.id AND v.user_id = ${userId} ORDER BY v.kind) AS "myVotes"
      FROM answers a WHERE a.id = ${answerId}`);
  }
}
