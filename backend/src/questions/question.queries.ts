import { Locale } from '../common/languages';
import { joinSql, raw, sql } from '../database/db';
import { questionColumns } from './question.views';

/**
 * The SQL of the question list and search, built here so the repository and
 * the bench's bare baseline send the very same statements.
 */

/** Trigram similarity at or above which a word counts as a spelling variant ('kifash' ~ 'kifach': 0.4). */
const SPELLING_VARIANT_THRESHOLD = '0.4';
/**
 * A search covers the most recent matches only, this many at most: they are
 * ordered by relevance then recency, and the total stops counting there (the
 * client shows "1,000+"). A common term then costs an index walk down the
 * newest questions, not a read of every match.
 */
export const SEARCH_CAP = 1000;
/** Spelling variants added per query word, most similar first. */
const VARIANTS_PER_WORD = 6;
/**
 * A term that may hold a word written with a chat digit (3afak): any digit,
 * as `immutable_unaccent` writes some signs as digits ('½' is ' 1/2').
 */
const MAY_HOLD_DIGIT = /\p{N}/u;
/** A term that may hold a hyphenated word: any dash, as `immutable_unaccent` writes them all '-'. */
const MAY_HOLD_HYPHEN = /[\p{Pd}\u2212]/u;
/** A term that may hold a quoted phrase (`websearch_to_tsquery` reads only the straight quote). */
const MAY_HOLD_PHRASE = /"/;

/**
 * A search term's parts, in one round trip: the websearch query (phrases, OR,
 * -exclusions) in the simple configuration (`words`) and in the locale's
 * language (`stems`), and `variants`: for each word of the term, keyed by each
 * leaf it is in those queries (the word itself, its stem), the OR of the word,
 * its stem and its spelling variants from the vocabulary (search_words):
 * similar words (trigram index), words of the same romanized spelling
 * (`romanized_spelling`: ch/sh, ou/u, doubled letters, the chat digits 3 and 2
 * left out...) and, for a word written with a chat digit, words of the same
 * `chat_spelling` (its consonants: '3afek', '3afak'). Accents and case are
 * ignored. `compounds`: for each hyphenated word of the term, keyed by the
 * phrase each query makes of it ('good-morning' <-> 'good' <-> 'morning'),
 * the phrase of its parts alone ('good' <-> 'morning'), which text written
 * without the hyphen holds; and for two words side by side in a quoted
 * phrase of the term that the vocabulary holds joined by a hyphen, keyed by
 * their phrase ('good' <-> 'morning'), the hyphenated word's, which text
 * written with the hyphen holds. `searchTsquery` puts them together.
 *
 * A group of variants is read as lexemes (`::tsquery`), not parsed again
 * (`to_tsquery`): a hyphenated word of the vocabulary stays one lexeme.
 * Parsed, it became a phrase ('good-morning' <-> 'good' <-> 'morning'), and
 * such an alternative inside a quoted phrase made the phrase find nothing.
 */
export function searchTermsQuery(term: string, locale: Locale) {
  // Each part below is sent only with a term that may use it: planning it
  // would cost every other search 0.1-0.3 ms.
  const chatSpellings = MAY_HOLD_DIGIT.test(term)
    ? sql`
      UNION
      (SELECT tsquery_lexeme(s.word) FROM search_words s
       WHERE chat_spelling(s.word) = chat_spelling(words.w)
         AND length(chat_spelling(words.w)) >= 3
       ORDER BY s.word LIMIT ${raw(String(VARIANTS_PER_WORD))})`
    : sql``;
  // Each row: text whose phrase the term's query holds (`phrase`), and text
  // whose phrase is its alternative (`other`), both read by websearch_to_tsquery.
  // A hyphenated word of the term: its phrase, and its parts alone.
  const hyphenated = MAY_HOLD_HYPHEN.test(term)
    ? sql`
        SELECT words.w AS phrase, translate(words.w, '-', '_') AS other
        FROM words WHERE words.w ~ '^[^-]+(-[^-]+)+$'`
    : undefined;
  // Two words side by side in the term that the vocabulary also holds
  // joined by a hyphen: inside a quoted phrase, the hyphenated word takes one
  // more position ('say good morning please' against 'say good-morning please').
  const joined = MAY_HOLD_PHRASE.test(term)
    ? sql`
        SELECT '"' || a.lexeme || ' ' || b.lexeme || '"' AS phrase, s.word AS other
        FROM positions a
        JOIN positions b ON b.at = a.at + 1
        JOIN search_words s ON s.word = a.lexeme || '-' || b.lexeme
        WHERE a.lexeme !~ '-' AND b.lexeme !~ '-'`
    : undefined;
  const pairs = [hyphenated, joined].filter((part) => part !== undefined);
  const compounds =
    pairs.length > 0
      ? sql`coalesce((
      SELECT json_object_agg(phrase, other) FROM (
        SELECT DISTINCT websearch_to_tsquery(c.config, pair.phrase)::text AS phrase,
               websearch_to_tsquery(c.config, pair.other)::text AS other
        FROM (${joinSql(pairs, ' UNION ')}) AS pair
        CROSS JOIN (
          VALUES ('simple'::regconfig), (locale_regconfig(${locale}::varchar))
        ) AS c(config)
      ) AS compound
      WHERE phrase LIKE '''%<->%' AND other <> ''), '{}')`
      : sql`'{}'::json`;
  const positions = joined
    ? sql`,
  positions AS (
    SELECT t.lexeme, unnest(t.positions) AS at
    FROM unnest(to_tsvector('simple', immutable_unaccent(${term}::text))) AS t
  )`
    : sql``;
  return sql`
  WITH words AS (
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(${term}::text)))) AS w
  )${positions},
  leaves AS (
    SELECT words.w, f.q::text AS leaf
    FROM words CROSS JOIN LATERAL (
      VALUES (to_tsquery('simple', tsquery_lexeme(words.w))),
             (to_tsquery(locale_regconfig(${locale}::varchar), tsquery_lexeme(words.w)))
    ) AS f(q)
    WHERE numnode(f.q) = 1
  ),
  spellings AS (
    SELECT words.w, v.spelling
    FROM words CROSS JOIN LATERAL (
      SELECT leaves.leaf FROM leaves WHERE leaves.w = words.w
      UNION
      (SELECT tsquery_lexeme(s.word) FROM search_words s WHERE s.word % words.w
       ORDER BY similarity(s.word, words.w) DESC LIMIT ${raw(String(VARIANTS_PER_WORD))})
      UNION
      (SELECT tsquery_lexeme(s.word) FROM search_words s
       WHERE romanized_spelling(s.word) = romanized_spelling(words.w)
         AND length(romanized_spelling(words.w)) >= 3
       ORDER BY s.word LIMIT ${raw(String(VARIANTS_PER_WORD))})${chatSpellings}
    ) AS v(spelling)
  ),
  groups AS (
    SELECT leaves.leaf, string_agg(DISTINCT spellings.spelling, ' | ')::tsquery::text AS grp
    FROM leaves JOIN spellings ON spellings.w = leaves.w
    GROUP BY leaves.leaf
    HAVING count(DISTINCT spellings.spelling) > 1
  )
  SELECT websearch_to_tsquery('simple', immutable_unaccent(${term}::text))::text AS words,
         websearch_to_tsquery(locale_regconfig(${locale}::varchar), immutable_unaccent(${term}::text))::text AS stems,
         coalesce((SELECT json_object_agg(leaf, grp) FROM groups), '{}') AS variants,
         ${compounds} AS compounds`;
}

/** What `searchTermsQuery` returns. */
export interface SearchTerms {
  words: string;
  stems: string;
  variants: Record<string, string>;
  compounds: Record<string, string>;
}

/** A lexeme in a tsquery's text as PostgreSQL writes it: quoted, a quote inside doubled. */
const LEXEME = /'(?:[^']|'')*'/g;

/** Any of these texts, each whole (not the part of a longer lexeme). */
function anyOf(texts: string[]): RegExp | undefined {
  if (texts.length === 0) return undefined;
  const escaped = texts
    .sort((a, b) => b.length - a.length)
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<!')(?:${escaped.join('|')})(?!')`, 'g');
}

/** A search's tsquery text, as `searchTsquery` builds it. */
export interface SearchTsquery {
  /**
   * What a question must match: the simple query OR the stemmed one. Both
   * sides stay even when they are the same (a term without stems to take,
   * as romanized Arabic mostly is): PostgreSQL's estimate of how many
   * questions match counts such an OR twice, which leads it, for a common
   * term, to the walk down the newest questions that stops at SEARCH_CAP + 1
   * matches; the single side leads it to read every match from the text
   * index (12 ms against 2 ms for "kifach ngoul" at 100,000 questions).
   */
  match: string;
  /**
   * What the matches are ranked by: each different side once. Where the two
   * sides are the same, ranking by their OR doubled ts_rank_cd's work per
   * match (the page of "kifach ngoul" took 7.1-8.1 ms against 4.7-5.8 ms,
   * the same 20 questions).
   */
  rank: string;
}

/**
 * A search's tsqueries: the simple query OR the stemmed one. In each, a
 * hyphenated word's phrase becomes the OR of that phrase and of its parts
 * alone ("good-morning" finds "good morning", and still "good-morning" inside
 * a longer quoted phrase, where the hyphenated word takes one more position);
 * then every leaf is replaced, in one pass, by the OR of its word's forms and
 * spelling variants. The operators stay where the term put them: a phrase
 * stays a phrase (of variants), `or` an OR, and an excluded word is excluded
 * in all its forms on both sides. Both empty when the term has no words.
 */
export function searchTsquery({
  words,
  stems,
  variants,
  compounds,
}: SearchTerms): SearchTsquery {
  const hyphenated = anyOf(Object.keys(compounds));
  const apart = (query: string) =>
    hyphenated
      ? query.replace(
          hyphenated,
          (phrase) => `( ${phrase} | ${compounds[phrase]} )`,
        )
      : query;
  const widen = (query: string) =>
    apart(query).replace(LEXEME, (leaf) =>
      Object.hasOwn(variants, leaf) ? `( ${variants[leaf]} )` : leaf,
    );
  const sides = [words, stems]
    .filter((query) => query !== '')
    .map((query) => `( ${widen(query)} )`);
  return {
    match: sides.join(' | '),
    rank: [...new Set(sides)].join(' | '),
  };
}

/** The newest questions of a locale (of one target language), one page. */
export function newestPageQuery(
  locale: Locale,
  language: string | null,
  limit: number,
  offset: number,
  viewerId: number | null,
) {
  return sql`
    SELECT ${questionColumns(viewerId)}
    FROM questions q LEFT JOIN users u ON u.id = q.user_id
    WHERE q.locale = ${locale} AND (${language}::text IS NULL OR q.target_language = ${language}::text)
    ORDER BY q.created_at DESC, q.id DESC
    LIMIT ${limit} OFFSET ${offset}`;
}

export function countInLocaleQuery(locale: Locale, language: string | null) {
  return sql`
    SELECT coalesce(sum(n), 0)::int AS total FROM question_counts
    WHERE locale = ${locale} AND (${language}::text IS NULL OR target_language = ${language}::text)`;
}

/** The search's time limit and spelling-variant threshold, set for its transaction alone. */
export function searchSettings(timeoutMs: number): Record<string, string> {
  return {
    statement_timeout: String(timeoutMs),
    'pg_trgm.similarity_threshold': SPELLING_VARIANT_THRESHOLD,
  };
}

/**
 * One page of a search, each row with the total (at most SEARCH_CAP + 1).
 * `tsq`'s texts are sent as values so that PostgreSQL plans with them: for a common term it walks the newest questions by index and stops at
 * SEARCH_CAP + 1 matches; for a rare one it reads the few matches from the
 * text index. The most recent SEARCH_CAP matches are ordered by relevance,
 * then recency; authors and likes are looked up for the page alone.
 */
export function searchPageQuery(
  tsq: SearchTsquery,
  locale: Locale,
  language: string | null,
  limit: number,
  offset: number,
  viewerId: number | null,
) {
  return sql`
    WITH candidates AS (
      SELECT q.id, q.created_at, ts_rank_cd(q.search, ${tsq.rank}::tsquery) AS rank
      FROM questions q
      WHERE q.locale = ${locale} AND (${language}::text IS NULL OR q.target_language = ${language}::text)
        AND q.search @@ ${tsq.match}::tsquery
      ORDER BY q.created_at DESC, q.id DESC
      LIMIT ${SEARCH_CAP + 1}
    ),
    hits AS (
      SELECT * FROM (
        SELECT * FROM candidates ORDER BY created_at DESC, id DESC LIMIT ${SEARCH_CAP}
      ) recent
      ORDER BY rank DESC, created_at DESC, id DESC
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT ${questionColumns(viewerId)}, (SELECT count(*) FROM candidates)::int AS total
    FROM hits JOIN questions q ON q.id = hits.id LEFT JOIN users u ON u.id = q.user_id
    ORDER BY hits.rank DESC, hits.created_at DESC, hits.id DESC`;
}

/** How many questions match a search, counting to SEARCH_CAP + 1 at most. */
export function searchCountQuery(
  tsq: string,
  locale: Locale,
  language: string | null,
) {
  return sql`
    SELECT count(*)::int AS total FROM (
      SELECT 1 FROM questions q
      WHERE q.locale = ${locale} AND (${language}::text IS NULL OR q.target_language = ${language}::text)
        AND q.search @@ ${tsq}::tsquery
      LIMIT ${SEARCH_CAP + 1}
    ) capped`;
}
