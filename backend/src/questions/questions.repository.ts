import { Injectable } from '@nestjs/common';
import { Locale } from '../common/languages';
import { Database, Db, raw, sql } from '../database/db';
import { QuestionRow, questionColumns } from './question.views';

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

export interface QuestionSummary {
  title: string;
  content: string;
  locale: Locale;
  language: string;
  targetLanguage: string;
}

/** Owns the questions table, its likes, its per-language counts and its search vocabulary. */
@Injectable()
export class QuestionsRepository {
  constructor(private readonly db: Database) {}

  findNewestPage(
    locale: Locale,
    language: string | null,
    limit: number,
    offset: number,
    viewerId: number | null,
  ): Promise<QuestionRow[]> {
    return this.db.rows<QuestionRow>(
      newestPageQuery(locale, language, limit, offset, viewerId),
    );
  }

  /** How many questions a locale has (of one target language), from the kept counts. */
  async countInLocale(
    locale: Locale,
    language: string | null,
  ): Promise<number> {
    const { total } = await this.db.one<{ total: number }>(
      countInLocaleQuery(locale, language),
    );
    return total;
  }

  /**
   * One page of search results with the total, counted to SEARCH_CAP (see
   * searchPageQuery); `capped` when there are more matches than that. The
   * search's statements may run `timeoutMs` each (SET LOCAL
   * statement_timeout: this transaction only); past it, PostgreSQL cancels
   * them with 57014.
   */
  findSearchPage(
    term: string,
    locale: Locale,
    language: string | null,
    limit: number,
    offset: number,
    viewerId: number | null,
    timeoutMs: number,
  ): Promise<{ rows: QuestionRow[]; total: number; capped: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.rows(searchSettingsQuery(timeoutMs));
      const { tsq } = await tx.one<{ tsq: string }>(
        searchTsqueryText(term, locale),
      );
      const rows = await tx.rows<QuestionRow & { total: number }>(
        searchPageQuery(tsq, locale, language, limit, offset, viewerId),
      );
      // Past the last page: still report the total.
      const counted =
        rows.length > 0 || offset === 0
          ? (rows[0]?.total ?? 0)
          : (
              await tx.one<{ total: number }>(
                searchCountQuery(tsq, locale, language),
              )
            ).total;
      return {
        rows,
        total: Math.min(counted, SEARCH_CAP),
        capped: counted > SEARCH_CAP,
      };
    });
  }

  findOneInLocale(
    id: number,
    locale: Locale,
    viewerId: number | null,
  ): Promise<QuestionRow | undefined> {
    return this.db.maybeOne<QuestionRow>(sql`
      SELECT ${questionColumns(viewerId)}
      FROM questions q LEFT JOIN users u ON u.id = q.user_id
      WHERE q.id = ${id} AND q.locale = ${locale}`);
  }

  async existsInLocale(id: number, locale: Locale): Promise<boolean> {
    return !!(await this.db.maybeOne(
      sql`SELECT 1 FROM questions WHERE id = ${id} AND locale = ${locale}`,
    ));
  }

  /** The locale of a question, or undefined when there is none. */
  async localeOf(id: number, db: Db = this.db): Promise<Locale | undefined> {
    const row = await db.maybeOne<{ locale: Locale }>(
      sql`SELECT locale FROM questions WHERE id = ${id}`,
    );
    return row?.locale;
  }

  async insertQuestion(
    question: {
      locale: Locale;
      title: string;
      content: string;
      language: string;
      targetLanguage: string;
      userId: number;
    },
    db: Db = this.db,
  ): Promise<number> {
    const { id } = await db.one<{ id: number }>(sql`
      INSERT INTO questions (locale, title, content, language, target_language, user_id)
      VALUES (${question.locale}, ${question.title}, ${question.content}, ${question.language},
              ${question.targetLanguage}, ${question.userId})
      RETURNING id`);
    return id;
  }

  /**
   * Stores a question of the demo content with the date it was asked; returns
   * its id, or undefined when a question with this seed key is already there.
   */
  async insertSeededQuestion(
    question: {
      seedKey: string;
      locale: Locale;
      title: string;
      content: string;
      language: string;
      targetLanguage: string;
      userId: number;
      createdAt: Date;
    },
    db: Db = this.db,
  ): Promise<number | undefined> {
    const row = await db.maybeOne<{ id: number }>(sql`
      INSERT INTO questions (seed_key, locale, title, content, language, target_language, user_id, created_at)
      VALUES (${question.seedKey}, ${question.locale}, ${question.title}, ${question.content},
              ${question.language}, ${question.targetLanguage}, ${question.userId}, ${question.createdAt})
      ON CONFLICT (seed_key) DO NOTHING
      RETURNING id`);
    return row?.id;
  }

  /** Adds a member's like; false when it was already there. Counters follow by trigger. */
  async insertLike(
    userId: number,
    questionId: number,
    db: Db = this.db,
  ): Promise<boolean> {
    const rows = await db.rows(sql`
      INSERT INTO question_likes (user_id, question_id) VALUES (${userId}, ${questionId})
      ON CONFLICT DO NOTHING RETURNING 1`);
    return rows.length > 0;
  }

  /** Removes a member's like; false when there was none. */
  async deleteLike(
    userId: number,
    questionId: number,
    db: Db = this.db,
  ): Promise<boolean> {
    return (
      (await db.affected(sql`
        DELETE FROM question_likes WHERE user_id = ${userId} AND question_id = ${questionId}`)) >
      0
    );
  }

  async likesOf(questionId: number, db: Db = this.db): Promise<number> {
    const { likes } = await db.one<{ likes: number }>(
      sql`SELECT likes FROM questions WHERE id = ${questionId}`,
    );
    return likes;
  }

  /** Deletes a question; its answers, votes, likes, reports and translations cascade. */
  async deleteInLocale(id: number, locale: Locale): Promise<boolean> {
    return (
      (await this.db.affected(
        sql`DELETE FROM questions WHERE id = ${id} AND locale = ${locale}`,
      )) > 0
    );
  }

  languageCounts(
    locale: Locale,
  ): Promise<{ targetLanguage: string; count: number }[]> {
    return this.db.rows(sql`
      SELECT target_language AS "targetLanguage", n AS count
      FROM question_counts WHERE locale = ${locale} AND n > 0
      ORDER BY n DESC, target_language`);
  }

  countsByLocale(): Promise<{ locale: Locale; n: number }[]> {
    return this.db.rows(
      sql`SELECT locale, sum(n)::int AS n FROM question_counts GROUP BY locale`,
    );
  }

  findSummary(id: number): Promise<QuestionSummary | undefined> {
    return this.db.maybeOne<QuestionSummary>(sql`
      SELECT title, content, locale, language, target_language AS "targetLanguage"
      FROM questions WHERE id = ${id}`);
  }

  /** Every question's id, locale and date, oldest first: the sitemap's question pages. */
  findAllForSitemap(): Promise<
    { id: number; locale: Locale; createdAt: Date }[]
  > {
    return this.db.rows(sql`
      SELECT id, locale, created_at AS "createdAt" FROM questions ORDER BY id`);
  }
}
