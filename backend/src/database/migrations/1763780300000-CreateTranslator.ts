import { MigrationInterface, QueryRunner } from 'typeorm';

/** The translator: result cache, history, favorites, daily usage counters and stored speech. */
export class CreateTranslator1763780300000 implements MigrationInterface {
  name = 'CreateTranslator1763780300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE translation_cache (
        key char(64) PRIMARY KEY,
        engine varchar(10) NOT NULL,
        translation text NOT NULL,
        arabic_script text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE translations (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        source_text text NOT NULL,
        translation text NOT NULL,
        arabic_script text NOT NULL DEFAULT '',
        source_language varchar(16) NOT NULL,
        target_language varchar(16) NOT NULL,
        engine varchar(10) NOT NULL,
        feminine_mode boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      'CREATE INDEX translations_user_created_idx ON translations (user_id, created_at DESC, id DESC)',
    );
    await q.query(`
      CREATE TABLE favorites (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        source_text text NOT NULL,
        target_text text NOT NULL,
        arabic_script text NOT NULL DEFAULT '',
        source_language varchar(16) NOT NULL,
        target_language varchar(16) NOT NULL,
        engine varchar(10) NOT NULL,
        feminine_mode boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX favorites_unique_idx ON favorites
       (user_id, md5(source_text), md5(target_text), source_language, target_language)`,
    );
    await q.query(
      'CREATE INDEX favorites_user_created_idx ON favorites (user_id, created_at DESC)',
    );
    await q.query(`
      CREATE TABLE translation_usage (
        subject varchar(80) NOT NULL,
        day date NOT NULL,
        count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
        PRIMARY KEY (subject, day)
      )`);
    await q.query(`
      CREATE TABLE tts_audio (
        key char(64) PRIMARY KEY,
        language varchar(16) NOT NULL,
        engine varchar(10) NOT NULL,
        file_name varchar(80) NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE tts_audio');
    await q.query('DROP TABLE translation_usage');
    await q.query('DROP TABLE favorites');
    await q.query('DROP TABLE translations');
    await q.query('DROP TABLE translation_cache');
  }
}
