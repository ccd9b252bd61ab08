import { Injectable } from '@nestjs/common';
import { Locale } from '../common/languages';
import { REPEAT_WINDOW_MINUTES } from '../common/repeated-posts';
import { Database, Db, sql } from '../database/db';
import { AnswerRow, answerColumns } from './answer.views';

/** Owns the answers table. Counters on questions and members follow by trigger. */
@Injectable()
export class AnswersRepository {
  constructor(private readonly db: Database) {}

  /** A question's answers, oldest first. */
  findForQuestion(
    questionId: number,
    viewerId: number | null,
  ): Promise<AnswerRow[]> {
    return this.db.rows<AnswerRow>(
      sql`
      SELECT ${answerColumns(viewerId)}
      FROM answers a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.question_id = ${questionId}
      ORDER BY a.created_at, a.id`.prepared(),
    );
  }

  findOne(id: number, viewerId: number | null): Promise<AnswerRow | undefined> {
    return this.db.maybeOne<AnswerRow>(sql`
      SELECT ${answerColumns(viewerId)}
      FROM answers a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.id = ${id}`);
  }

  /** Who wrote an answer and where it sits, or undefined when there is none. */
  findPlacement(
    id: number,
    db: Db = this.db,
  ): Promise<
    { userId: number | null; questionId: number; locale: Locale } | undefined
  > {
    return db.maybeOne(sql`
      SELECT a.user_id AS "userId", a.question_id AS "questionId", q.locale
      FROM answers a JOIN questions q ON q.id = a.question_id WHERE a.id = ${id}`);
  }

  async findContent(id: number): Promise<string | undefined> {
    const row = await this.db.maybeOne<{ content: string }>(
      sql`SELECT content FROM answers WHERE id = ${id}`,
    );
    return row?.content;
  }

  /**
   * Stores a member's answer unless they gave the same answer to the same
   * question in the last REPEAT_WINDOW_MINUTES (a double submit or a retry):
   * then returns that one's id with `repeated`. The member's posts are
   * serialized for the check (a transaction lock), so two identical answers
   * sent at once are stored once. `beforeStoring` runs when the answer is
   * new, before it is stored: what it throws stores nothing.
   */
  insertUnlessRepeated(
    answer: {
      questionId: number;
      userId: number;
      content: string;
    },
    beforeStoring: () => Promise<void> = async () => undefined,
  ): Promise<{ id: number; repeated: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.lockUntilCommit(`answer-posts:${answer.userId}`);
      const earlier = await tx.maybeOne<{ id: number }>(sql`
        SELECT id FROM answers
        WHERE user_id = ${answer.userId} AND question_id = ${answer.questionId}
          AND content = ${answer.content}
          AND created_at > now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES})
        ORDER BY created_at DESC, id DESC
        LIMIT 1`);
      if (earlier) return { id: earlier.id, repeated: true };
      await beforeStoring();
      const { id } = await tx.one<{ id: number }>(sql`
        INSERT INTO answers (question_id, user_id, content)
        VALUES (${answer.questionId}, ${answer.userId}, ${answer.content})
        RETURNING id`);
      return { id, repeated: false };
    });
  }

  /**
   * Stores an answer of the demo content with the date it was written: a
   * member's (userId) or the AI assistant's (isAi, no user). The unique index
   * still allows one AI answer per question.
   */
  async insertSeededAnswer(
    answer: {
      questionId: number;
      userId: number | null;
      content: string;
      isAi: boolean;
      createdAt: Date;
    },
    db: Db = this.db,
  ): Promise<number> {
    const { id } = await db.one<{ id: number }>(sql`
      INSERT INTO answers (question_id, user_id, content, is_ai, created_at)
      VALUES (${answer.questionId}, ${answer.userId}, ${answer.content}, ${answer.isAi},
              ${answer.createdAt})
      RETURNING id`);
    return id;
  }

  /** Stores the AI answer unless the question has one already; returns its id or undefined. */
  async insertAiAnswerOnce(
    questionId: number,
    content: string,
  ): Promise<number | undefined> {
    const row = await this.db.maybeOne<{ id: number }>(sql`
      INSERT INTO answers (question_id, content, is_ai) VALUES (${questionId}, ${content}, true)
      ON CONFLICT (question_id) WHERE is_ai DO NOTHING
      RETURNING id`);
    return row?.id;
  }

  async hasAiAnswer(questionId: number): Promise<boolean> {
    return !!(await this.db.maybeOne(
      sql`SELECT 1 FROM answers WHERE question_id = ${questionId} AND is_ai`,
    ));
  }

  counts(): Promise<{ total: number; ai: number }> {
    return this.db.one(sql`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE is_ai)::int AS ai FROM answers`);
  }

  /**
   * Deletes an answer (its votes, reports and translations cascade); returns
   * its question and that question's locale, or undefined when there is none.
   * Run again when it meets a vote in a deadlock (see retryingTransaction).
   */
  deleteAnswer(
    id: number,
  ): Promise<{ questionId: number; locale: Locale } | undefined> {
    return this.db.retryingTransaction((tx) =>
      tx.maybeOne(sql`
        WITH gone AS (DELETE FROM answers WHERE id = ${id} RETURNING question_id)
        SELECT g.question_id AS "questionId", q.locale
        FROM gone g JOIN questions q ON q.id = g.question_id`),
    );
  }
}
