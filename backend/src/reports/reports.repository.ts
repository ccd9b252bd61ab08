import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';

export interface ReportRow {
  id: number;
  question_id: number | null;
  answer_id: number | null;
  reason: string;
  details: string | null;
  status: string;
  created_at: Date;
  reporter_id: number | null;
  reporter_username: string | null;
  excerpt: string | null;
  /** The question the report is about, or the answer's question; null when it is gone. */
  page_question_id: number | null;
  page_locale: 'en' | 'fr' | null;
}

/** Owns the reports table. */

/** What a report points at, and why. */
export interface ReportTarget {
  questionId: number | null;
  answerId: number | null;
  reason: string;
}

@Injectable()
export class ReportsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores a member's report unless they have an open one on the same item:
   * then stores nothing and returns undefined. The member's reports are
   * serialized for the check (a transaction lock), so the same report sent
   * several times at once is stored once and the others find it.
   * `beforeStoring` runs when the report is new, before it is stored: what
   * it throws stores nothing.
   */
  insertUnlessOpen(
    report: {
      userId: number;
      questionId: number | null;
      answerId: number | null;
      reason: string;
      details: string | null;
    },
    beforeStoring: () => Promise<void> = async () => undefined,
  ): Promise<number | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.lockUntilCommit(`report-posts:${report.userId}`);
      const open = await tx.maybeOne<{ id: number }>(sql`
        SELECT id FROM reports
        WHERE user_id = ${report.userId} AND status = 'open'
          AND (question_id = ${report.questionId} OR answer_id = ${report.answerId})
        LIMIT 1`);
      if (open) return undefined;
      await beforeStoring();
      const { id } = await tx.one<{ id: number }>(sql`
        INSERT INTO reports (user_id, question_id, answer_id, reason, details)
        VALUES (${report.userId}, ${report.questionId}, ${report.answerId}, ${report.reason}, ${report.details})
        RETURNING id`);
      return id;
    });
  }

  /** Open reports, newest first, with the reported text for the moderator. */
  findOpen(limit: number, offset: number): Promise<ReportRow[]> {
    return this.db.rows<ReportRow>(sql`
      SELECT r.id, r.question_id, r.answer_id, r.reason, r.details, r.status, r.created_at,
             u.id AS reporter_id, u.username AS reporter_username,
             left(coalesce(q.title, a.content), 200) AS excerpt,
             coalesce(q.id, aq.id) AS page_question_id,
             coalesce(q.locale, aq.locale) AS page_locale
      FROM reports r
      LEFT JOIN users u ON u.id = r.user_id
      LEFT JOIN questions q ON q.id = r.question_id
      LEFT JOIN answers a ON a.id = r.answer_id
      LEFT JOIN questions aq ON aq.id = a.question_id
      WHERE r.status = 'open'
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${limit} OFFSET ${offset}`);
  }

  /**
   * Marks an open report dismissed and returns what it pointed at, or
   * undefined when there is no such open report.
   */
  dismissOpen(id: number): Promise<ReportTarget | undefined> {
    return this.db.maybeOne(sql`
      UPDATE reports SET status = 'dismissed' WHERE id = ${id} AND status = 'open'
      RETURNING question_id AS "questionId", answer_id AS "answerId", reason`);
  }

  async countOpen(): Promise<number> {
    const { n } = await this.db.one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM reports WHERE status = 'open'`,
    );
    return n;
  }

  /**
   * Takes an open report to act on it: marks it resolved and returns what it
   * points at, or undefined when there is no such open report. Of two
   * moderators acting on the same report at once (one dismisses it, one
   * deletes its item), the first to take it acts; the other finds no open
   * report.
   */
  takeOpen(id: number): Promise<ReportTarget | undefined> {
    return this.db.maybeOne(sql`
      UPDATE reports SET status = 'resolved' WHERE id = ${id} AND status = 'open'
      RETURNING question_id AS "questionId", answer_id AS "answerId", reason`);
  }

  /** Gives back a report taken by takeOpen whose action failed. */
  async reopen(id: number): Promise<void> {
    await this.db.rows(
      sql`UPDATE reports SET status = 'open' WHERE id = ${id} AND status = 'resolved'`,
    );
  }
}
