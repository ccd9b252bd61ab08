import { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages sent through the contact form, and when each was e-mailed on. */
export class CreateContactMessages1763780700000 implements MigrationInterface {
  name = 'CreateContactMessages1763780700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subject varchar(200) NOT NULL,
        message text NOT NULL CHECK (char_length(message) <= 5000),
        ip varchar(64),
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        emailed_at timestamptz
      )`);
    await q.query(
      'CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contact_messages');
  }
}
