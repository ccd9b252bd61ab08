import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One spelling for the ways romanized Arabic writes a sound: French and
 * English transliteration (ch/sh, dj/j, ou/oo/u, ee/i), the Arabizi digits
 * 7 (h), 9 (q) and 5 (kh), and doubled letters written once. Search looks up
 * the vocabulary's words of the same spelling, which trigram similarity
 * misses in short words ('wach' / 'wash', 'chno' / 'shno').
 */
export class FoldRomanizedSpellings1763781200000 implements MigrationInterface {
  name = 'FoldRomanizedSpellings1763781200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION romanized_spelling(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$
          SELECT regexp_replace(
            replace(replace(replace(replace(replace(replace(replace(replace(
              $1, 'ch', 'sh'), 'dj', 'j'), 'ou', 'u'), 'oo', 'u'), 'ee', 'i'),
              '7', 'h'), '9', 'q'), '5', 'kh'),
            '(.)\\1+', '\\1', 'g')
        $$`);
    await q.query(
      'CREATE INDEX search_words_spelling_idx ON search_words (romanized_spelling(word))',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX search_words_spelling_idx');
    await q.query('DROP FUNCTION romanized_spelling(text)');
  }
}
