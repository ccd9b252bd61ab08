import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins remember the client address, so an account is paused per
 * (account, address) and one address cannot lock the owner out from another.
 */
export class CountSignInFailuresPerAddress1763781000000 implements MigrationInterface {
  name = 'CountSignInFailuresPerAddress1763781000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      "ALTER TABLE auth_failures ADD COLUMN ip varchar(64) NOT NULL DEFAULT ''",
    );
    await q.query(
      'CREATE INDEX auth_failures_email_ip_at_idx ON auth_failures (email, ip, at)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX auth_failures_email_ip_at_idx');
    await q.query('ALTER TABLE auth_failures DROP COLUMN ip');
  }
}
