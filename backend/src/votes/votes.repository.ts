import { Injectable } from '@nestjs/common';
import { Db, sql } from '../database/db';
import type { Locale } from '../common/languages';
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

  /** The answers a member has a vote on. */
  async answersVotedBy(db: Db, userId: number): Promise<number[]> {
    const rows = await db.rows<{ answer_id: number }>(sql`
      SELECT DISTINCT answer_id FROM answer_votes WHERE user_id = ${userId}`);
    return rows.map((row) => row.answer_id);
  }

  /** Answers' counts with their question and its locale, for those still there. */
  countsOf(
    db: Db,
    answerIds: number[],
  ): Promise<
    {
      answerId: number;
      questionId: number;
      locale: Locale;
      useful: number;
      notUseful: number;
      likes: number;
    }[]
  > {
    return db.rows(sql`
      SELECT a.id AS "answerId", a.question_id AS "questionId", q.locale,
             a.useful, a.not_useful AS "notUseful", a.likes
      FROM answers a JOIN questions q ON q.id = a.question_id
      WHERE a.id = ANY(${answerIds}::int[])`);
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
