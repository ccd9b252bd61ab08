import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each AI provider's last answered call and last failed one, for the admin
 * panel and /api/health: one row per provider, shared by every instance.
 */
export class RecordAiProviderCalls1763781400000 implements MigrationInterface {
  name = 'RecordAiProviderCalls1763781400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ai_provider_calls (
        provider varchar(16) PRIMARY KEY CHECK (provider IN ('openai', 'gemini')),
        last_success_at timestamptz,
        last_failure_at timestamptz,
        last_failure_task varchar(64),
        last_failure_reason varchar(200),
        failures_in_a_row integer NOT NULL DEFAULT 0 CHECK (failures_in_a_row >= 0)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ai_provider_calls');
  }
}
