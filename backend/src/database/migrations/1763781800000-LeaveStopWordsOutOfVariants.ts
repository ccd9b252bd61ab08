import { MigrationInterface, QueryRunner } from 'typeorm';

/** The vocabulary's words of a question, as CreateQuestionsAndAnswers1763780200000 collects them. */
const QUESTION_WORDS = `unnest(tsvector_to_array(
          to_tsvector('simple', immutable_unaccent(NEW.title || ' ' || NEW.content)))) AS w
        WHERE char_length(w) BETWEEN 3 AND 40`;

function collectWordsFunction(filter: string): string {
  return `
      CREATE OR REPLACE FUNCTION questions_collect_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM ${QUESTION_WORDS}${filter}
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`;
}

/**
 * A spelling variant is found among the vocabulary's words (search_words),
 * and the vocabulary held the everyday words of English and French too:
 * 'wash' found every question with 'was' (trigram similarity 0.5). The
 * vocabulary now leaves out the stop words of the english and french text
 * search configurations (was, had, the, nous, sont...), which are nobody's
 * spelling of a dialect's word, and the word English writes before n't
 * (wasn, didn...), which its list lacks. A search for one of them still finds
 * it: the term's own words are always searched for.
 */
export class LeaveStopWordsOutOfVariants1763781800000 implements MigrationInterface {
  name = 'LeaveStopWordsOutOfVariants1763781800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION search_stop_word(text) RETURNS boolean
        LANGUAGE sql STABLE PARALLEL SAFE STRICT
        AS $$
          SELECT ts_lexize('english_stem', $1) = '{}' OR ts_lexize('french_stem', $1) = '{}'
            OR $1 IN ('aren', 'couldn', 'didn', 'doesn', 'hadn', 'hasn', 'haven', 'isn',
                      'mightn', 'mustn', 'needn', 'shan', 'shouldn', 'wasn', 'weren', 'wouldn')
        $$`);
    await q.query(collectWordsFunction(' AND NOT search_stop_word(w)'));
    await q.query('DELETE FROM search_words WHERE search_stop_word(word)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(collectWordsFunction(''));
    await q.query(`
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM questions CROSS JOIN LATERAL ${QUESTION_WORDS.replaceAll('NEW.', 'questions.')}
        AND search_stop_word(w)
      ON CONFLICT DO NOTHING`);
    await q.query('DROP FUNCTION search_stop_word(text)');
  }
}
