import { MigrationInterface, QueryRunner } from 'typeorm';

/** The consonant folds of FoldRomanizedSpellings1763781200000, of `word`. */
function consonantFolds(word: string): string {
  return `replace(replace(replace(replace(replace(replace(replace(replace(
              ${word}, 'ch', 'sh'), 'dj', 'j'), 'ou', 'u'), 'oo', 'u'), 'ee', 'i'),
              '7', 'h'), '9', 'q'), '5', 'kh')`;
}

/** Doubled letters written once. */
function once(spelling: string): string {
  return `regexp_replace(${spelling}, '(.)\\1+', '\\1', 'g')`;
}

function spellingFunction(word: string): string {
  return `
      CREATE OR REPLACE FUNCTION romanized_spelling(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$
          SELECT ${once(`replace(replace(${consonantFolds(word)}, 'o', 'u'), 'e', '')`)}
        $$`;
}

/**
 * The chat alphabet's 3 (ع) and 2 (ء) stand for letters the Latin spellings
 * leave out: 'afak' and '3afak', 'alikoum' and '3alikoum' are one word. In a
 * word with letters, `romanized_spelling` now leaves them out too (a number
 * keeps its digits: '12345' is not '145').
 *
 * A word written with a chat digit (2, 3, 5, 7 or 9 among letters) is
 * romanized Arabic, whose short vowels each writer hears as a, e or none:
 * '3afek', '3fak' and '3afak' are one word. `chat_spelling` is its spelling
 * without them (o is u, ch is sh, 7 is h... as in `romanized_spelling`; the
 * digits 3 and 2 stay, as the consonants they are), null for any other word,
 * so that the everyday English and French words, whose vowels tell them
 * apart ('past', 'pest'), never meet this way. Indexed on the vocabulary for
 * the words that have one.
 */
export class FoldChatAlphabetDigits1763781700000 implements MigrationInterface {
  name = 'FoldChatAlphabetDigits1763781700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      spellingFunction(
        `CASE WHEN $1 ~ '[a-z]' THEN translate($1, '23', '') ELSE $1 END`,
      ),
    );
    await q.query('REINDEX INDEX search_words_spelling_idx');
    await q.query(`
      CREATE FUNCTION chat_spelling(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$
          SELECT CASE WHEN $1 ~ '[a-z]' AND $1 ~ '[23579]'
            THEN ${once(`translate(${consonantFolds('$1')}, 'oae', 'u')`)} END
        $$`);
    await q.query(`
      CREATE INDEX search_words_chat_spelling_idx ON search_words (chat_spelling(word))
      WHERE chat_spelling(word) IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX search_words_chat_spelling_idx');
    await q.query('DROP FUNCTION chat_spelling(text)');
    await q.query(spellingFunction('$1'));
    await q.query('REINDEX INDEX search_words_spelling_idx');
  }
}
