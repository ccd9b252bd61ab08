import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Post translations become a cache keyed by (source text hash, source
 * language, target language), languages as canonical codes; the post ids stay
 * (optional) so a deleted post takes its translations with it. Rows stored
 * under the previous key (post and target name only) cannot be told apart by
 * source language and are dropped: they are a cache.
 *
 * Stored speech records when it was last asked for, so unused files expire.
 */
export class CacheTranslationsByTextAndTrackAudioUse1763780400000 implements MigrationInterface {
  name = 'CacheTranslationsByTextAndTrackAudioUse1763780400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DELETE FROM post_translations');
    await q.query('DROP INDEX post_translations_question_idx');
    await q.query('DROP INDEX post_translations_answer_idx');
    await q.query(
      'ALTER TABLE post_translations DROP CONSTRAINT post_translations_check',
    );
    await q.query(
      `ALTER TABLE post_translations
         ADD COLUMN from_language varchar(16) NOT NULL,
         ADD CONSTRAINT post_translations_one_post_check
           CHECK (question_id IS NULL OR answer_id IS NULL)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX post_translations_key_idx
         ON post_translations (source_hash, from_language, to_language)`,
    );
    // Deleting a post finds its cached translations through these.
    await q.query(
      'CREATE INDEX post_translations_question_idx ON post_translations (question_id) WHERE question_id IS NOT NULL',
    );
    await q.query(
      'CREATE INDEX post_translations_answer_idx ON post_translations (answer_id) WHERE answer_id IS NOT NULL',
    );

    await q.query(
      'ALTER TABLE tts_audio ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now()',
    );
    await q.query(
      'CREATE INDEX tts_audio_last_used_idx ON tts_audio (last_used_at)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX tts_audio_last_used_idx');
    await q.query('ALTER TABLE tts_audio DROP COLUMN last_used_at');

    // The previous shape holds one row per post and target language: text-only
    // rows and all but the newest row of a post and language are dropped.
    await q.query(
      'DELETE FROM post_translations WHERE question_id IS NULL AND answer_id IS NULL',
    );
    await q.query(
      `DELETE FROM post_translations p USING post_translations newer
       WHERE p.question_id IS NOT DISTINCT FROM newer.question_id
         AND p.answer_id IS NOT DISTINCT FROM newer.answer_id
         AND p.to_language = newer.to_language
         AND (p.created_at, p.id) < (newer.created_at, newer.id)`,
    );
    await q.query('DROP INDEX post_translations_answer_idx');
    await q.query('DROP INDEX post_translations_question_idx');
    await q.query('DROP INDEX post_translations_key_idx');
    await q.query(
      `ALTER TABLE post_translations
         DROP CONSTRAINT post_translations_one_post_check,
         DROP COLUMN from_language,
         ADD CONSTRAINT post_translations_check
           CHECK ((question_id IS NULL) <> (answer_id IS NULL))`,
    );
    await q.query(
      'CREATE UNIQUE INDEX post_translations_question_idx ON post_translations (question_id, to_language) WHERE question_id IS NOT NULL',
    );
    await q.query(
      'CREATE UNIQUE INDEX post_translations_answer_idx ON post_translations (answer_id, to_language) WHERE answer_id IS NOT NULL',
    );
  }
}
