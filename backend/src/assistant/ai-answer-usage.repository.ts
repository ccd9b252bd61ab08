import { Injectable } from '@nestjs/common';
import { Database, Db, sql } from '../database/db';

/** Today, as the UTC date the daily counters are kept by. */
const TODAY = sql`(now() AT TIME ZONE 'utc')::date`;

/** Owns ai_answer_usage: AI answers queued for each member's questions per UTC day. */
@Injectable()
export class AiAnswerUsageRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one more AI answer for the member today unless they are at the
   * limit: the day it was counted on, or null when they are at the limit. One statement, in the caller's transaction,
   * so concurrent questions never exceed it and a rolled-back question gives
   * its count back.
   */
  async takeOneToday(
    userId: number,
    limit: number,
    tx: Db,
  ): Promise<string | null> {
    if (limit <= 0) return null;
    const [taken] = await tx.rows<{ day: string }>(sql`
      INSERT INTO ai_answer_usage (user_id, day, count) VALUES (${userId}, ${TODAY}, 1)
      ON CONFLICT (user_id, day) DO UPDATE SET count = ai_answer_usage.count + 1
      WHERE ai_answer_usage.count < ${limit}
      RETURNING to_char(day, 'YYYY-MM-DD') AS day`);
    return taken?.day ?? null;
  }

  /** Gives back one AI answer counted on `day` (YYYY-MM-DD): it never came. */
  async giveBackOne(userId: number, day: string): Promise<void> {
    await this.db.rows(sql`
      UPDATE ai_answer_usage SET count = count - 1
      WHERE user_id = ${userId} AND day = ${day}::date AND count > 0`);
  }
}
