import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';

/** Owns auth_failures: sign-in attempts per account within a window. */
@Injectable()
export class AuthFailuresRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records an attempt on an account unless it already has `limit` attempts
   * within the window: then records nothing and returns false. Attempts on
   * one account are serialized by a transaction-scoped advisory lock, so
   * parallel attempts cannot all pass the check.
   */
  recordUnlessOverLimit(
    email: string,
    windowMinutes: number,
    limit: number,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.rows(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`auth_failures:${email}`}))`,
      );
      const rows = await tx.rows(sql`
        INSERT INTO auth_failures (email)
        SELECT ${email}
        WHERE (SELECT count(*) FROM auth_failures
               WHERE email = ${email} AND at > now() - make_interval(mins => ${windowMinutes})) < ${limit}
        RETURNING id`);
      return rows.length > 0;
    });
  }

  async clear(email: string): Promise<void> {
    await this.db.affected(
      sql`DELETE FROM auth_failures WHERE email = ${email}`,
    );
  }

  async deleteOlderThan(windowMinutes: number): Promise<void> {
    await this.db.affected(
      sql`DELETE FROM auth_failures WHERE at < now() - make_interval(mins => ${windowMinutes})`,
    );
  }
}
