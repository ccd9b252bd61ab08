import { MigrationInterface, QueryRunner } from 'typeorm';

/** The spelling of FoldRomanizedSpellings1763781200000, kept for `down`. */
const CONSONANT_FOLDS = `replace(replace(replace(replace(replace(replace(replace(replace(
              $1, 'ch', 'sh'), 'dj', 'j'), 'ou', 'u'), 'oo', 'u'), 'ee', 'i'),
              '7', 'h'), '9', 'q'), '5', 'kh')`;

function spellingFunction(body: string): string {
  return `
      CREATE OR REPLACE FUNCTION romanized_spelling(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$
          SELECT regexp_replace(${body}, '(.)\\1+', '\\1', 'g')
        $$`;
}

/**
 * Romanized Arabic writes its vowels as each writer hears them: 'shukran',
 * 'chokran' and 'choukran' are one word, and so are 'bezaf' and 'bzzaf'
 * (a short e often left out). On top of the consonant folds, o is written u
 * and a lone e (a long one, ee, is already i) is left out. The search
 * compares folded spellings of three letters or more.
 */
export class FoldRomanizedVowels1763781300000 implements MigrationInterface {
  name = 'FoldRomanizedVowels1763781300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      spellingFunction(
        `replace(replace(${CONSONANT_FOLDS}, 'o', 'u'), 'e', '')`,
      ),
    );
    await q.query('REINDEX INDEX search_words_spelling_idx');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(spellingFunction(CONSONANT_FOLDS));
    await q.query('REINDEX INDEX search_words_spelling_idx');
  }
}
