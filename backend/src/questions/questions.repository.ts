import { Injectable } from '@nestjs/common';
import { Locale } from '../common/languages';
import { REPEAT_WINDOW_MINUTES } from '../common/repeated-posts';
import { Database, Db, sql } from '../database/db';
import {
  countInLocaleQuery,
  newestPageQuery,
  SEARCH_CAP,
  searchCountQuery,
  searchPageQuery,
  searchSettings,
  SearchTerms,
  searchTermsQuery,
  searchTsquery,
} from './question.queries';
import {
  QuestionDetailRow,
  QuestionRow,
  questionColumns,
  questionReportedColumn,
} from './question.views';
import type { SearchPageKey } from './search-order-cache';

export interface QuestionSummary {
  title: string;
  content: string;
  locale: Locale;
  language: string;
  targetLanguage: string;
}

/** One page of a search, with the total counted to SEARCH_CAP. */
export interface SearchPage {
  rows: QuestionRow[];
  total: number;
  /** There are more matches than `total`. */
  capped: boolean;
}

/** A member's question as it is stored. */
export interface NewQuestion {
  locale: Locale;
  title: string;
  content: string;
  language: string;
  targetLanguage: string;
  userId: number;
}

/** Owns the questions table, its likes, its per-language counts and its search vocabulary. */
/** The foreign key from a like to the member who gave it. */
export const LIKE_MEMBER_KEY = 'question_likes_user_id_fkey';

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
   * search's statements may run `timeoutMs` each (statement_timeout set for
   * this transaction only); past it, PostgreSQL cancels
   * them with 57014. It only reads, so it runs again once when its connection
   * is lost (Db.readTransaction).
   */
  findSearchPage(
    { term, locale, language, limit, offset }: SearchPageKey,
    viewerId: number | null,
    timeoutMs: number,
  ): Promise<SearchPage> {
    return this.db.readTransaction(async (tx) => {
      const tsq = searchTsquery(
        await tx.one<SearchTerms>(searchTermsQuery(term, locale)),
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
                searchCountQuery(tsq.match, locale, language),
              )
            ).total;
      return {
        rows,
        total: Math.min(counted, SEARCH_CAP),
        capped: counted > SEARCH_CAP,
      };
    }, searchSettings(timeoutMs));
  }

  /** Which of these questions the member likes. */
  async likedAmong(userId: number, ids: number[]): Promise<Set<number>> {
    const rows = await this.db.rows<{ question_id: number }>(
      sql`
      SELECT question_id FROM question_likes
      WHERE user_id = ${userId}::int AND question_id = ANY(${ids}::int[])`.prepared(),
    );
    return new Set(rows.map((row) => row.question_id));
  }

  findOneInLocale(
    id: number,
    locale: Locale,
    viewerId: number | null,
  ): Promise<QuestionDetailRow | undefined> {
    return this.db.maybeOne<QuestionDetailRow>(
      sql`
      SELECT ${questionColumns(viewerId)}, ${questionReportedColumn(viewerId)}
      FROM questions q LEFT JOIN users u ON u.id = q.user_id
      WHERE q.id = ${id} AND q.locale = ${locale}`.prepared(),
    );
  }

  async existsInLocale(id: number, locale: Locale): Promise<boolean> {
    return !!(await this.db.maybeOne(
      sql`SELECT 1 FROM questions WHERE id = ${id} AND locale = ${locale}`.prepared(),
    ));
  }

  /** The locale of a question, or undefined when there is none. */
  async localeOf(id: number, db: Db = this.db): Promise<Locale | undefined> {
    const row = await db.maybeOne<{ locale: Locale }>(
      sql`SELECT locale FROM questions WHERE id = ${id}`,
    );
    return row?.locale;
  }

  /** A question's answer count as stored now, or undefined when it is gone. */
  async answerCountOf(id: number): Promise<number | undefined> {
    const row = await this.db.maybeOne<{ answerCount: number }>(
      sql`SELECT answer_count AS "answerCount" FROM questions WHERE id = ${id}`,
    );
    return row?.answerCount;
  }

  /**
   * Holds, until the transaction ends, any other post of the member's that
   * checks for a repeat (see findRecentRepeat): two identical questions sent
   * at once are then stored once.
   */
  async lockPostsOf(userId: number, db: Db): Promise<void> {
    await db.lockUntilCommit(`question-posts:${userId}`);
  }

  /**
   * The member's own question with the same locale, title, text and languages
   * asked in the last REPEAT_WINDOW_MINUTES, if any: a double submit or a
   * retry, not a new question.
   */
  async findRecentRepeat(
    question: NewQuestion,
    db: Db,
  ): Promise<number | undefined> {
    const row = await db.maybeOne<{ id: number }>(sql`
      SELECT id FROM questions
      WHERE user_id = ${question.userId} AND locale = ${question.locale}
        AND title = ${question.title} AND content = ${question.content}
        AND language = ${question.language} AND target_language = ${question.targetLanguage}
        AND created_at > now() - make_interval(mins => ${REPEAT_WINDOW_MINUTES})
      ORDER BY created_at DESC, id DESC
      LIMIT 1`);
    return row?.id;
  }

  async insertQuestion(
    question: NewQuestion,
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
    question: NewQuestion & { seedKey: string; createdAt: Date },
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

  /**
   * Holds, until the transaction ends, the member's other toggles of their
   * like on this question: quick clicks then toggle one after another, as
   * they would one at a time, instead of reading each other's uncommitted like.
   */
  /**
   * The question's locale, its row held until the transaction ends, or
   * undefined when it is gone. A like takes the question first, as deleting
   * the question does: the two then wait for each other instead of taking
   * the like's and the question's rows in opposite orders (a deadlock), and
   * one member's clicks on the same question run one after another.
   */
  async lockForLikes(id: number, db: Db): Promise<Locale | undefined> {
    const row = await db.maybeOne<{ locale: Locale }>(
      sql`SELECT locale FROM questions WHERE id = ${id} FOR NO KEY UPDATE`,
    );
    return row?.locale;
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

  /** The questions a member likes. */
  async likedBy(userId: number): Promise<number[]> {
    const rows = await this.db.rows<{ question_id: number }>(sql`
      SELECT question_id FROM question_likes WHERE user_id = ${userId}`);
    return rows.map((row) => row.question_id);
  }

  /** Questions' like counts and locales, for those still there. */
  likesAmong(
    ids: number[],
  ): Promise<{ questionId: number; locale: Locale; likes: number }[]> {
    return this.db.rows(sql`
      SELECT id AS "questionId", locale, likes FROM questions
      WHERE id = ANY(${ids}::int[])`);
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
      (await this.db.retryingTransaction((tx) =>
        tx.affected(
          sql`DELETE FROM questions WHERE id = ${id} AND locale = ${locale}`,
        ),
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
