import { MigrationInterface, QueryRunner } from 'typeorm';

/** AI answers queued for each member's questions per UTC day, for the daily cap. */
export class CountAiAnswersPerMember1763781100000 implements MigrationInterface {
  name = 'CountAiAnswersPerMember1763781100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ai_answer_usage (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        day date NOT NULL,
        count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
        PRIMARY KEY (user_id, day)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE ai_answer_usage');
  }
}
