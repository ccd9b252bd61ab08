import { Injectable } from '@nestjs/common';
import { Db, sql } from '../database/db';

/** Today, as the UTC date the daily counters are kept by. */
const TODAY = sql`(now() AT TIME ZONE 'utc')::date`;

/** Owns ai_answer_usage: AI answers queued for each member's questions per UTC day. */
@Injectable()
export class AiAnswerUsageRepository {
  /**
   * Counts one more AI answer for the member today unless they are at the
   * limit; false when they are. One statement, in the caller's transaction,
   * so concurrent questions never exceed it and a rolled-back question gives
   * its count back.
   */
  async takeOneToday(userId: number, limit: number, tx: Db): Promise<boolean> {
    if (limit <= 0) return false;
    const rows = await tx.rows(sql`
      INSERT INTO ai_answer_usage (user_id, day, count) VALUES (${userId}, ${TODAY}, 1)
      ON CONFLICT (user_id, day) DO UPDATE SET count = ai_answer_usage.count + 1
      WHERE ai_answer_usage.count < ${limit}
      RETURNING count`);
    return rows.length > 0;
  }
}
