import { Injectable } from '@nestjs/common';
import { Locale } from '../common/languages';
import { Database, Db, raw, sql } from '../database/db';
import { QuestionRow, questionColumns } from './question.views';

/** Trigram similarity at or above which a word counts as a spelling variant ('kifash' ~ 'kifach': 0.4). */
const SPELLING_VARIANT_THRESHOLD = '0.4';
/**
 * Relevance ranking reads each match's text vector; to keep a very common term
 * fast, the ranking covers its most recent matches, and older ones follow by date.
 */
export const RANKED_WINDOW = 1000;
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

/** The questions of one locale matching a search, optionally of one target language. */
function searchMatches(locale: Locale, language: string | null) {
  return sql`q.locale = ${locale} AND (${language}::text IS NULL OR q.target_language = ${language}::text)
             AND q.search @@ p.tsq`;
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
    return this.db.rows<QuestionRow>(sql`
      SELECT ${questionColumns(viewerId)}
      FROM questions q LEFT JOIN users u ON u.id = q.user_id
      WHERE q.locale = ${locale} AND (${language}::text IS NULL OR q.target_language = ${language}::text)
      ORDER BY q.created_at DESC, q.id DESC
      LIMIT ${limit} OFFSET ${offset}`);
  }

  /** How many questions a locale has (of one target language), from the kept counts. */
  async countInLocale(
    locale: Locale,
    language: string | null,
  ): Promise<number> {
    const { total } = await this.db.one<{ total: number }>(sql`
      SELECT coalesce(sum(n), 0)::int AS total FROM question_counts
      WHERE locale = ${locale} AND (${language}::text IS NULL OR target_language = ${language}::text)`);
    return total;
  }

  /**
   * One page of search matches with the total. Matches are numbered by
   * recency; the RANKED_WINDOW most recent are ordered by relevance, the rest
   * follow by recency. Authors and likes are looked up for the page alone.
   */
  /**
   * One page of search results. The search's statements may run `timeoutMs`
   * each (SET LOCAL statement_timeout: this transaction only); past it,
   * PostgreSQL cancels them with 57014.
   */
  findSearchPage(
    term: string,
    locale: Locale,
    language: string | null,
    limit: number,
    offset: number,
    viewerId: number | null,
    timeoutMs: number,
  ): Promise<{ rows: QuestionRow[]; total: number }> {
    return this.db.transaction(async (tx) => {
      await tx.rows(
        sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`,
      );
      await this.allowSpellingVariants(tx);
      const rows = await tx.rows<QuestionRow & { total: number }>(sql`
        ${searchQuery(term, locale)},
        matches AS (
          SELECT q.id, q.created_at, count(*) OVER () AS total,
                 row_number() OVER (ORDER BY q.created_at DESC, q.id DESC) AS recency
          FROM questions q CROSS JOIN p
          WHERE ${searchMatches(locale, language)}
        ),
        hits AS (
          SELECT m.id, m.created_at, m.total, m.recency,
                 CASE WHEN m.recency <= ${RANKED_WINDOW} THEN
                   (SELECT ts_rank_cd(r.search, p.tsq) FROM questions r WHERE r.id = m.id)
                 END AS rank
          FROM matches m CROSS JOIN p
          ORDER BY (m.recency <= ${RANKED_WINDOW}) DESC, rank DESC NULLS LAST, m.recency
          LIMIT ${limit} OFFSET ${offset}
        )
        SELECT ${questionColumns(viewerId)}, hits.total::int AS total
        FROM hits JOIN questions q ON q.id = hits.id LEFT JOIN users u ON u.id = q.user_id
        ORDER BY (hits.recency <= ${RANKED_WINDOW}) DESC, hits.rank DESC NULLS LAST, hits.recency`);
      if (rows.length > 0 || offset === 0)
        return { rows, total: rows[0]?.total ?? 0 };
      // Past the last page: still report the true total.
      const { total } = await tx.one<{ total: number }>(sql`
        ${searchQuery(term, locale)}
        SELECT count(*)::int AS total FROM questions q CROSS JOIN p
        WHERE ${searchMatches(locale, language)}`);
      return { rows, total };
    });
  }

  private async allowSpellingVariants(tx: Db): Promise<void> {
    await tx.rows(
      sql`SELECT set_config('pg_trgm.similarity_threshold', ${SPELLING_VARIANT_THRESHOLD}, true)`,
    );
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
