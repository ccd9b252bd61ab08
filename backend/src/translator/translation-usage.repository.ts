import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';
import { takeOneTodayQuery, TODAY } from './translation-usage.queries';

/** Owns translation_usage: how many translations each subject used per UTC day. */
@Injectable()
export class TranslationUsageRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one more translation for today unless the subject is at the limit;
   * false when it is. One statement, so concurrent calls never exceed it.
   */
  async takeOneToday(subject: string, limit: number): Promise<boolean> {
    const rows = await this.db.rows(takeOneTodayQuery(subject, limit));
    return rows.length > 0;
  }

  /** Gives back one of today's translations (never below zero). */
  async giveBackOneToday(subject: string): Promise<void> {
    await this.db.affected(sql`
      UPDATE translation_usage SET count = GREATEST(count - 1, 0)
      WHERE subject = ${subject} AND day = ${TODAY}`);
  }

  async usedToday(subject: string): Promise<number> {
    const row = await this.db.maybeOne<{ count: number }>(sql`
      SELECT count FROM translation_usage WHERE subject = ${subject} AND day = ${TODAY}`);
    return row?.count ?? 0;
  }
}
