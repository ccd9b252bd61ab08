import { Locale } from '../common/languages';
import { raw, sql } from '../database/db';
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
 * `p.tsq` from a search term and a locale: the websearch query (phrases, OR,
 * -exclusions) in the simple and the locale's language configurations, OR
 * every query word widened to its spelling variants from the vocabulary
 * (search_words, trigram index). Accents and case are ignored.
 */
export function searchQuery(term: string, locale: Locale) {
  return sql`
  WITH words AS (
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(${term}::text)))) AS w
  ),
  groups AS (
    SELECT '(' || string_agg(tsquery_lexeme(v.word), ' | ') || ')' AS grp
    FROM words CROSS JOIN LATERAL (
      SELECT words.w AS word
      UNION
      (SELECT s.word FROM search_words s WHERE s.word % words.w
       ORDER BY similarity(s.word, words.w) DESC LIMIT ${raw(String(VARIANTS_PER_WORD))})
    ) v
    GROUP BY words.w
  ),
  p AS (
    SELECT websearch_to_tsquery('simple', immutable_unaccent(${term}::text))
           || websearch_to_tsquery(locale_regconfig(${locale}::varchar), immutable_unaccent(${term}::text))
           || coalesce((SELECT to_tsquery('simple', string_agg(grp, ' & ')) FROM groups), ''::tsquery) AS tsq
  )`;
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

/** The search's time limit and spelling-variant threshold, for the current transaction only. */
export function searchSettingsQuery(timeoutMs: number) {
  return sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true),
                    set_config('pg_trgm.similarity_threshold', ${SPELLING_VARIANT_THRESHOLD}, true)`;
}

/** The text of a search's tsquery (see searchQuery), to send with the page's query. */
export function searchTsqueryText(term: string, locale: Locale) {
  return sql`${searchQuery(term, locale)} SELECT p.tsq::text AS tsq FROM p`;
}

/**
 * One page of a search, each row with the total (at most SEARCH_CAP + 1).
 * `tsq` is the query's text, sent as a value so that PostgreSQL plans with
 * it: for a common term it walks the newest questions by index and stops at
 * SEARCH_CAP + 1 matches; for a rare one it reads the few matches from the
 * text index. The most recent SEARCH_CAP matches are ordered by relevance,
 * then recency; authors and likes are looked up for the page alone.
 */
export function searchPageQuery(
  tsq: string,
  locale: Locale,
  language: string | null,
  limit: number,
  offset: number,
  viewerId: number | null,
) {
  return sql`
    WITH candidates AS (
      SELECT q.id, q.created_at, ts_rank_cd(q.search, ${tsq}::tsquery) AS rank
      FROM questions q
      WHERE q.locale = ${locale} AND (${language}::text IS NULL OR q.target_language = ${language}::text)
        AND q.search @@ ${tsq}::tsquery
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
