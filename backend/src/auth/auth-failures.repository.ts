import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';

/** How many failures within the window pause sign-ins on an account. */
export interface FailureLimits {
  windowMinutes: number;
  /** From one address: past this, that address is paused on the account. */
  perAddress: number;
  /** From all addresses: past this, only addresses without a failure may try. */
  perAccount: number;
}

/**
 * Seconds until an address is no longer paused on an account, given the
 * account's failures within the window (oldest first, each with the seconds
 * it has left there): the address's own failures must fall under
 * `perAddress`, and either the account's under `perAccount` or the address's
 * to none.
 */
export function pausedFor(
  failures: { mine: boolean; left: number }[],
  limits: FailureLimits,
): number {
  const all = failures.map((f) => f.left);
  const mine = failures.filter((f) => f.mine).map((f) => f.left);
  const byAddress =
    mine.length >= limits.perAddress
      ? mine[mine.length - limits.perAddress]
      : 0;
  const byAccount =
    all.length >= limits.perAccount && mine.length > 0
      ? Math.min(all[all.length - limits.perAccount], mine[mine.length - 1])
      : 0;
  return Math.max(1, Math.ceil(Math.max(byAddress, byAccount)));
}

/** Owns auth_failures: sign-in attempts per account and client address within a window. */
@Injectable()
export class AuthFailuresRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records an attempt on an account from an address, unless that address is
   * paused on it: it has `perAddress` failures within the window, or the
   * account has `perAccount` failures from all addresses and this address has
   * at least one. Returns false (and records nothing) when paused.
   *
   * Attempts on one account are serialized by a transaction-scoped advisory
   * lock, so parallel attempts cannot all pass the check; while the account
   * is over its overall limit, an address without failures gets one attempt
   * at a time.
   *
   * Returns null when the attempt was recorded, else the seconds until the
   * address may try again (when enough of the failures behind the pause have
   * left the window).
   */
  recordUnlessPaused(
    email: string,
    ip: string,
    limits: FailureLimits,
  ): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx.lockUntilCommit(`auth_failures:${email}`);
      const rows = await tx.rows(sql`
        WITH recent AS (
          SELECT count(*) FILTER (WHERE ip = ${ip}) AS here, count(*) AS everywhere
          FROM auth_failures
          WHERE email = ${email} AND at > now() - make_interval(mins => ${limits.windowMinutes})
        )
        INSERT INTO auth_failures (email, ip)
        SELECT ${email}, ${ip} FROM recent
        WHERE here < ${limits.perAddress}
          AND (everywhere < ${limits.perAccount} OR here = 0)
        RETURNING id`);
      if (rows.length > 0) return null;
      const failures = await tx.rows<{ mine: boolean; left: number }>(sql`
        SELECT ip = ${ip} AS mine,
               extract(epoch FROM at + make_interval(mins => ${limits.windowMinutes}) - now())::float8 AS left
        FROM auth_failures
        WHERE email = ${email} AND at > now() - make_interval(mins => ${limits.windowMinutes})
        ORDER BY at`);
      return pausedFor(failures, limits);
    });
  }

  /** Forgets the failures of an account from one address (a right password was given from it). */
  async clear(email: string, ip: string): Promise<void> {
    await this.db.affected(
      sql`DELETE FROM auth_failures WHERE email = ${email} AND ip = ${ip}`,
    );
  }

  async deleteOlderThan(windowMinutes: number): Promise<void> {
    await this.db.affected(
      sql`DELETE FROM auth_failures WHERE at < now() - make_interval(mins => ${windowMinutes})`,
    );
  }
}
