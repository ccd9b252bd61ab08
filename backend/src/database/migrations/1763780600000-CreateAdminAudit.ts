import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every admin action: who did it (kept by name when the account is gone),
 * what, to what, and when.
 */
export class CreateAdminAudit1763780600000 implements MigrationInterface {
  name = 'CreateAdminAudit1763780600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id integer REFERENCES users(id) ON DELETE SET NULL,
        actor_name varchar(60) NOT NULL,
        action varchar(40) NOT NULL,
        target_type varchar(20) NOT NULL,
        target_id integer,
        details jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(
      'CREATE INDEX admin_audit_at_idx ON admin_audit (at DESC, id DESC)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE admin_audit');
  }
}
