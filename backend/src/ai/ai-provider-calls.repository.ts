import { Injectable } from '@nestjs/common';
import { Database, sql } from '../database/db';
import type { AiTask, ProviderName } from './providers/provider';

/** A provider's last answered and last failed call, as every instance recorded them. */
export interface ProviderCallsRow {
  provider: ProviderName;
  last_success_at: Date | null;
  last_failure_at: Date | null;
  last_failure_task: string | null;
  last_failure_reason: string | null;
  failures_in_a_row: number;
}

/** A failure's reason is kept to this many characters. */
const REASON_MAX = 200;

/** Owns ai_provider_calls: each AI provider's last answered call and last failed one. */
@Injectable()
export class AiProviderCallsRepository {
  constructor(private readonly db: Database) {}

  async recordSuccess(provider: ProviderName): Promise<void> {
    await this.db.rows(sql`
      INSERT INTO ai_provider_calls (provider, last_success_at) VALUES (${provider}, now())
      ON CONFLICT (provider) DO UPDATE SET last_success_at = now(), failures_in_a_row = 0`);
  }

  async recordFailure(
    provider: ProviderName,
    task: AiTask,
    reason: string,
  ): Promise<void> {
    await this.db.rows(sql`
      INSERT INTO ai_provider_calls
        (provider, last_failure_at, last_failure_task, last_failure_reason, failures_in_a_row)
      VALUES (${provider}, now(), ${task}, ${reason.slice(0, REASON_MAX)}, 1)
      ON CONFLICT (provider) DO UPDATE SET
        last_failure_at = now(),
        last_failure_task = excluded.last_failure_task,
        last_failure_reason = excluded.last_failure_reason,
        failures_in_a_row = ai_provider_calls.failures_in_a_row + 1`);
  }

  all(): Promise<ProviderCallsRow[]> {
    return this.db.rows<ProviderCallsRow>(
      sql`
        SELECT provider, last_success_at, last_failure_at, last_failure_task,
               last_failure_reason, failures_in_a_row
        FROM ai_provider_calls ORDER BY provider`.prepared(),
    );
  }
}
