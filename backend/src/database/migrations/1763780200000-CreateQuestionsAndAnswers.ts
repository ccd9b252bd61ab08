import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Questions (one table for both locales), answers, votes, likes, reports and
 * cached post translations. Counters live on the rows and never go negative.
 * Search: a weighted tsvector (simple + the locale's language, unaccented)
 * with a GIN index, and a trigram index for romanized-Arabic spelling variants.
 */
export class CreateQuestionsAndAnswers1763780200000 implements MigrationInterface {
  name = 'CreateQuestionsAndAnswers1763780200000';

  async up(q: QueryRunner): Promise<void> {
    // unaccent() is only STABLE; generated columns and indexes need an IMMUTABLE wrapper
    // bound to a fixed dictionary.
    await q.query(`
      CREATE FUNCTION immutable_unaccent(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`);
    await q.query(`
      CREATE FUNCTION locale_regconfig(varchar) RETURNS regconfig
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT CASE WHEN $1 = 'fr' THEN 'french'::regconfig ELSE 'english'::regconfig END $$`);

    // A word as a quoted tsquery lexeme ('it''s' style), so any word is safe inside to_tsquery.
    await q.query(String.raw`
      CREATE FUNCTION tsquery_lexeme(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT '''' || replace(replace($1, E'\\', E'\\\\'), '''', '''''') || '''' $$`);

    await q.query(`
      CREATE TABLE questions (
        id serial PRIMARY KEY,
        locale varchar(2) NOT NULL CHECK (locale IN ('en', 'fr')),
        title varchar(200) NOT NULL,
        content text NOT NULL DEFAULT '' CHECK (char_length(content) <= 5000),
        language varchar(8) NOT NULL,
        target_language varchar(8) NOT NULL,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        answer_count integer NOT NULL DEFAULT 0 CHECK (answer_count >= 0),
        likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
        seed_key varchar(80) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', immutable_unaccent(title)), 'A') ||
          setweight(to_tsvector(locale_regconfig(locale), immutable_unaccent(title)), 'A') ||
          setweight(to_tsvector('simple', immutable_unaccent(content)), 'B') ||
          setweight(to_tsvector(locale_regconfig(locale), immutable_unaccent(content)), 'B')
        ) STORED
      )`);
    await q.query(
      'CREATE INDEX questions_locale_created_idx ON questions (locale, created_at DESC, id DESC)',
    );
    await q.query(
      'CREATE INDEX questions_locale_target_created_idx ON questions (locale, target_language, created_at DESC, id DESC)',
    );
    await q.query(
      'CREATE INDEX questions_search_idx ON questions USING gin (search)',
    );

    // The vocabulary of question texts, for matching spelling variants of romanized
    // Arabic ('kifash' ~ 'kifach'): a query word is widened to the similar words found
    // here (trigram index) before the full-text search runs.
    await q.query(`
      CREATE TABLE search_words (
        word text PRIMARY KEY
      )`);
    await q.query(
      'CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops)',
    );
    await q.query(`
      CREATE FUNCTION questions_collect_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM unnest(tsvector_to_array(
          to_tsvector('simple', immutable_unaccent(NEW.title || ' ' || NEW.content)))) AS w
        WHERE char_length(w) BETWEEN 3 AND 40
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER questions_collect_words AFTER INSERT OR UPDATE OF title, content ON questions
      FOR EACH ROW EXECUTE FUNCTION questions_collect_words()`);

    // Question counts per locale and target language, kept by trigger, so list
    // pages and language counts never count rows on the fly.
    await q.query(`
      CREATE TABLE question_counts (
        locale varchar(2) NOT NULL,
        target_language varchar(8) NOT NULL,
        n integer NOT NULL DEFAULT 0 CHECK (n >= 0),
        PRIMARY KEY (locale, target_language)
      )`);
    await q.query(`
      CREATE FUNCTION questions_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE question_counts SET n = n - 1
          WHERE locale = OLD.locale AND target_language = OLD.target_language;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          INSERT INTO question_counts (locale, target_language, n) VALUES (NEW.locale, NEW.target_language, 1)
          ON CONFLICT (locale, target_language) DO UPDATE SET n = question_counts.n + 1;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER questions_keep_counts AFTER INSERT OR DELETE OR UPDATE OF locale, target_language ON questions
      FOR EACH ROW EXECUTE FUNCTION questions_keep_counts()`);
    await q.query('CREATE INDEX questions_user_idx ON questions (user_id)');

    await q.query(`
      CREATE TABLE answers (
        id serial PRIMARY KEY,
        question_id integer NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 5000),
        is_ai boolean NOT NULL DEFAULT false,
        useful integer NOT NULL DEFAULT 0 CHECK (useful >= 0),
        not_useful integer NOT NULL DEFAULT 0 CHECK (not_useful >= 0),
        likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      'CREATE INDEX answers_question_created_idx ON answers (question_id, created_at, id)',
    );
    await q.query('CREATE INDEX answers_user_idx ON answers (user_id)');
    // At most one AI answer per question, whatever retries or races happen.
    await q.query(
      'CREATE UNIQUE INDEX answers_one_ai_per_question ON answers (question_id) WHERE is_ai',
    );

    await q.query(`
      CREATE TABLE answer_votes (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
        kind varchar(12) NOT NULL CHECK (kind IN ('like', 'useful', 'not_useful')),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (answer_id, user_id, kind)
      )`);
    await q.query(
      'CREATE INDEX answer_votes_user_idx ON answer_votes (user_id)',
    );

    await q.query(`
      CREATE TABLE question_likes (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        question_id integer NOT NULL REFERENCES questions(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (question_id, user_id)
      )`);
    await q.query(
      'CREATE INDEX question_likes_user_idx ON question_likes (user_id)',
    );

    await q.query(`
      CREATE TABLE reports (
        id serial PRIMARY KEY,
        user_id integer REFERENCES users(id) ON DELETE SET NULL,
        question_id integer REFERENCES questions(id) ON DELETE CASCADE,
        answer_id integer REFERENCES answers(id) ON DELETE CASCADE,
        reason varchar(20) NOT NULL CHECK (reason IN ('spam', 'offensive', 'off-topic', 'other')),
        details varchar(1000),
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'resolved')),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((question_id IS NULL) <> (answer_id IS NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX reports_one_open_per_user_question ON reports (user_id, question_id)
       WHERE status = 'open' AND question_id IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX reports_one_open_per_user_answer ON reports (user_id, answer_id)
       WHERE status = 'open' AND answer_id IS NOT NULL`,
    );
    await q.query(
      'CREATE INDEX reports_status_created_idx ON reports (status, created_at DESC)',
    );
    await q.query('CREATE INDEX reports_question_idx ON reports (question_id)');
    await q.query('CREATE INDEX reports_answer_idx ON reports (answer_id)');

    await q.query(`
      CREATE TABLE post_translations (
        id serial PRIMARY KEY,
        question_id integer REFERENCES questions(id) ON DELETE CASCADE,
        answer_id integer REFERENCES answers(id) ON DELETE CASCADE,
        to_language varchar(16) NOT NULL,
        source_hash char(64) NOT NULL,
        translation text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((question_id IS NULL) <> (answer_id IS NULL))
      )`);
    await q.query(
      'CREATE UNIQUE INDEX post_translations_question_idx ON post_translations (question_id, to_language) WHERE question_id IS NOT NULL',
    );
    await q.query(
      'CREATE UNIQUE INDEX post_translations_answer_idx ON post_translations (answer_id, to_language) WHERE answer_id IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE post_translations');
    await q.query('DROP TABLE reports');
    await q.query('DROP TABLE question_likes');
    await q.query('DROP TABLE answer_votes');
    await q.query('DROP TABLE answers');
    await q.query('DROP TABLE questions');
    await q.query('DROP FUNCTION questions_keep_counts()');
    await q.query('DROP FUNCTION questions_collect_words()');
    await q.query('DROP TABLE question_counts');
    await q.query('DROP TABLE search_words');
    await q.query('DROP FUNCTION tsquery_lexeme(text)');
    await q.query('DROP FUNCTION locale_regconfig(varchar)');
    await q.query('DROP FUNCTION immutable_unaccent(text)');
  }
}
