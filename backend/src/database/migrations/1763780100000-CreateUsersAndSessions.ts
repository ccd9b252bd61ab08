import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, their sessions (connect-pg-simple's table) and failed sign-in attempts. */
export class CreateUsersAndSessions1763780100000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763780100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        email citext NOT NULL,
        username citext NOT NULL,
        password_hash text NOT NULL,
        first_name varchar(60),
        last_name varchar(60),
        profile_image_url text,
        native_languages text[] NOT NULL DEFAULT '{}',
        learning_languages text[] NOT NULL DEFAULT '{}',
        is_admin boolean NOT NULL DEFAULT false,
        account_type varchar(10) NOT NULL DEFAULT 'free' CHECK (account_type IN ('free', 'basic', 'pro')),
        total_answers integer NOT NULL DEFAULT 0 CHECK (total_answers >= 0),
        total_likes integer NOT NULL DEFAULT 0 CHECK (total_likes >= 0),
        quality_points integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_unique UNIQUE (email),
        CONSTRAINT users_username_unique UNIQUE (username)
      )`);
    await q.query(
      'CREATE INDEX users_top_contributors_idx ON users (total_answers DESC, id) WHERE total_answers > 0',
    );
    await q.query(
      'CREATE INDEX users_native_languages_idx ON users USING gin (native_languages)',
    );
    await q.query(
      'CREATE INDEX users_learning_languages_idx ON users USING gin (learning_languages)',
    );
    await q.query(`
      CREATE TABLE sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query('CREATE INDEX sessions_expire_idx ON sessions (expire)');
    await q.query(`
      CREATE TABLE auth_failures (
        id bigserial PRIMARY KEY,
        email citext NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      'CREATE INDEX auth_failures_email_at_idx ON auth_failures (email, at)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE auth_failures');
    await q.query('DROP TABLE sessions');
    await q.query('DROP TABLE users');
  }
}
