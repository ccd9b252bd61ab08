import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Locale } from '../common/languages';
import { EventsService } from '../events/events.service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { CreateQuestionDto } from './dto/create-question.dto';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './dto/list-questions.dto';
import {
  QuestionRow,
  QuestionView,
  questionColumns,
  toQuestionView,
} from './question.views';

export interface QuestionPage {
  questions: QuestionView[];
  pagination: {
    page: number;
    totalPages: number;
    total: number;
    limit: number;
    offset: number;
  };
}

export interface ListOptions {
  locale: Locale;
  limit?: number;
  offset?: number;
  search?: string;
  language?: string;
  viewerId?: number | null;
}

/** Trigram similarity at or above which a word counts as a spelling variant ('kifash' ~ 'kifach': 0.4). */
const SPELLING_VARIANT_THRESHOLD = '0.4';
/**
 * Relevance ranking reads each match's text vector; to keep a very common term
 * fast, the ranking covers its most recent matches, and older ones follow by date.
 */
const RANKED_WINDOW = 1000;
/** Spelling variants added per query word, most similar first. */
const VARIANTS_PER_WORD = 6;

/**
 * Builds `p.tsq` from the search term ($1) and locale ($2): the websearch
 * query (phrases, OR, -exclusions) in the simple and the locale's language
 * configurations, OR every query word widened to its spelling variants from
 * the vocabulary (search_words, trigram index). Accents and case are ignored.
 */
export const SEARCH_QUERY_CTE = `
  WITH words AS (
    SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent($1)))) AS w
  ),
  groups AS (
    SELECT '(' || string_agg(tsquery_lexeme(v.word), ' | ') || ')' AS grp
    FROM words CROSS JOIN LATERAL (
      SELECT words.w AS word
      UNION
      (SELECT s.word FROM search_words s WHERE s.word % words.w
       ORDER BY similarity(s.word, words.w) DESC LIMIT ${VARIANTS_PER_WORD})
    ) v
    GROUP BY words.w
  ),
  p AS (
    SELECT websearch_to_tsquery('simple', immutable_unaccent($1))
           || websearch_to_tsquery(locale_regconfig($2), immutable_unaccent($1))
           || coalesce((SELECT to_tsquery('simple', string_agg(grp, ' & ')) FROM groups), ''::tsquery) AS tsq
  )`;

@Injectable()
export class QuestionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsService,
    private readonly users: UsersService,
  ) {}

  /**
   * One page of a locale's questions: newest first, or, with a search term,
   * by relevance then recency. The language filter combines with search.
   */
  async findPageForList(options: ListOptions): Promise<QuestionPage> {
    const limit = Math.min(options.limit ?? PAGE_SIZE, MAX_PAGE_SIZE);
    const offset = options.offset ?? 0;
    const term = options.search?.trim() ?? '';
    const { rows, total } = term
      ? await this.searchPage(
          options.locale,
          term,
          options.language ?? null,
          limit,
          offset,
          options.viewerId ?? null,
        )
      : await this.newestPage(
          options.locale,
          options.language ?? null,
          limit,
          offset,
          options.viewerId ?? null,
        );
    return {
      questions: rows.map(toQuestionView),
      pagination: {
        page: Math.floor(offset / limit) + 1,
        totalPages: Math.ceil(total / limit),
        total,
        limit,
        offset,
      },
    };
  }

  private async newestPage(
    locale: Locale,
    language: string | null,
    limit: number,
    offset: number,
    viewerId: number | null,
  ): Promise<{ rows: QuestionRow[]; total: number }> {
    const rows: QuestionRow[] = await this.dataSource.query(
      `SELECT ${questionColumns('$5')}
       FROM questions q LEFT JOIN users u ON u.id = q.user_id
       WHERE q.locale = $1 AND ($2::text IS NULL OR q.target_language = $2)
       ORDER BY q.created_at DESC, q.id DESC
       LIMIT $3 OFFSET $4`,
      [locale, language, limit, offset, viewerId],
    );
    const [{ total }] = await this.dataSource.query(
      `SELECT coalesce(sum(n), 0)::int AS total FROM question_counts
       WHERE locale = $1 AND ($2::text IS NULL OR target_language = $2)`,
      [locale, language],
    );
    return { rows, total };
  }

  private searchPage(
    locale: Locale,
    term: string,
    language: string | null,
    limit: number,
    offset: number,
    viewerId: number | null,
  ): Promise<{ rows: QuestionRow[]; total: number }> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query(
        "SELECT set_config('pg_trgm.similarity_threshold', $1, true)",
        [SPELLING_VARIANT_THRESHOLD],
      );
      // Matches are numbered by recency (a small window over id and date only); the
      // RANKED_WINDOW most recent are ordered by relevance, the rest follow by recency.
      // Authors and likes are looked up for the returned page alone.
      const rows: (QuestionRow & { total: number })[] = await tx.query(
        `${SEARCH_QUERY_CTE},
         matches AS (
           SELECT q.id, q.created_at, count(*) OVER () AS total,
                  row_number() OVER (ORDER BY q.created_at DESC, q.id DESC) AS recency
           FROM questions q CROSS JOIN p
           WHERE q.locale = $2 AND ($3::text IS NULL OR q.target_language = $3) AND q.search @@ p.tsq
         ),
         hits AS (
           SELECT m.id, m.created_at, m.total, m.recency,
                  CASE WHEN m.recency <= ${RANKED_WINDOW} THEN
                    (SELECT ts_rank_cd(r.search, p.tsq) FROM questions r WHERE r.id = m.id)
                  END AS rank
           FROM matches m CROSS JOIN p
           ORDER BY (m.recency <= ${RANKED_WINDOW}) DESC, rank DESC NULLS LAST, m.recency
           LIMIT $4 OFFSET $5
         )
         SELECT ${questionColumns('$6')}, hits.total::int AS total
         FROM hits JOIN questions q ON q.id = hits.id LEFT JOIN users u ON u.id = q.user_id
         ORDER BY (hits.recency <= ${RANKED_WINDOW}) DESC, hits.rank DESC NULLS LAST, hits.recency`,
        [term, locale, language, limit, offset, viewerId],
      );
      if (rows.length > 0 || offset === 0)
        return { rows, total: rows[0]?.total ?? 0 };
      // Past the last page: still report the true total.
      const [{ total }] = await tx.query(
        `${SEARCH_QUERY_CTE}
         SELECT count(*)::int AS total FROM questions q CROSS JOIN p
         WHERE q.locale = $2 AND ($3::text IS NULL OR q.target_language = $3) AND q.search @@ p.tsq`,
        [term, locale, language],
      );
      return { rows, total };
    });
  }

  async findOneForLocale(
    id: number,
    locale: Locale,
    viewerId: number | null,
  ): Promise<QuestionView> {
    const [row]: QuestionRow[] = await this.dataSource.query(
      `SELECT ${questionColumns('$3')}
       FROM questions q LEFT JOIN users u ON u.id = q.user_id
       WHERE q.id = $1 AND q.locale = $2`,
      [id, locale, viewerId],
    );
    if (!row) throw new NotFoundException('Question not found');
    return toQuestionView(row);
  }

  /**
   * Adds to a question's answer count inside the caller's transaction.
   * Returns the question's locale, or null when there is no such question (in that locale, if given).
   */
  async incrementAnswerCount(
    tx: EntityManager,
    questionId: number,
    locale?: Locale,
  ): Promise<Locale | null> {
    const [[row]] = await tx.query(
      `UPDATE questions SET answer_count = answer_count + 1
       WHERE id = $1 AND ($2::text IS NULL OR locale = $2) RETURNING locale`,
      [questionId, locale ?? null],
    );
    return row ? (row.locale as Locale) : null;
  }

  async create(
    author: User,
    dto: CreateQuestionDto,
    locale: Locale,
  ): Promise<QuestionView> {
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO questions (locale, title, content, language, target_language, user_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        locale,
        dto.title,
        dto.content ?? '',
        dto.language,
        dto.targetLanguage,
        author.id,
      ],
    );
    const question = await this.findOneForLocale(id, locale, author.id);
    this.events.emit('question.created', { locale, question });
    return question;
  }

  /**
   * Likes or unlikes; returns the new count. Counters move only by a row that
   * was really inserted or deleted, so concurrent clicks never double-count.
   */
  async toggleLike(
    user: User,
    questionId: number,
    locale: Locale,
  ): Promise<{ likes: number; liked: boolean }> {
    const result = await this.dataSource
      .transaction(async (tx) => {
        const [question] = await tx.query(
          'SELECT user_id FROM questions WHERE id = $1 AND locale = $2',
          [questionId, locale],
        );
        if (!question) throw new NotFoundException('Question not found');
        const inserted: unknown[] = await tx.query(
          `INSERT INTO question_likes (user_id, question_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING 1`,
          [user.id, questionId],
        );
        let delta = inserted.length;
        if (delta === 0) {
          const [deleted]: [unknown[], number] = await tx.query(
            'DELETE FROM question_likes WHERE user_id = $1 AND question_id = $2 RETURNING 1',
            [user.id, questionId],
          );
          delta = -deleted.length;
        }
        const [[row]] = await tx.query(
          'UPDATE questions SET likes = GREATEST(likes + $2, 0) WHERE id = $1 RETURNING likes',
          [questionId, delta],
        );
        if (delta !== 0 && question.user_id !== null)
          await this.users.adjustCounters(tx, question.user_id, {
            likes: delta,
          });
        return { likes: row.likes as number, liked: delta > 0 };
      })
      .catch((error: { driverError?: { code?: string } }) => {
        // The question was deleted while the like was being written.
        if (error.driverError?.code === '23503')
          throw new NotFoundException('Question not found');
        throw error;
      });
    this.events.emit('question.likes', {
      locale,
      questionId,
      likes: result.likes,
    });
    return result;
  }

  /**
   * Deletes a question with its answers, votes, likes, reports and translations
   * (foreign keys cascade), and takes back every credit those rows gave their
   * authors (answers, likes, quality points) in the same transaction. The
   * question and its answers are locked first, so a vote or like racing the
   * deletion either lands before it (and is taken back) or fails.
   */
  async deleteById(id: number, locale: Locale): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const [question] = await tx.query(
        'SELECT id FROM questions WHERE id = $1 AND locale = $2 FOR UPDATE',
        [id, locale],
      );
      if (!question) throw new NotFoundException('Question not found');
      await tx.query(
        'SELECT id FROM answers WHERE question_id = $1 ORDER BY id FOR UPDATE',
        [id],
      );
      const credits: {
        user_id: number;
        answers: number;
        likes: number;
        quality: number;
      }[] = await tx.query(
        `SELECT user_id, sum(answers)::int AS answers, sum(likes)::int AS likes,
                sum(quality)::int AS quality
         FROM (
           SELECT a.user_id, 1 AS answers,
                  count(v.kind) FILTER (WHERE v.kind = 'like') AS likes,
                  count(v.kind) FILTER (WHERE v.kind = 'useful')
                    - count(v.kind) FILTER (WHERE v.kind = 'not_useful') AS quality
           FROM answers a LEFT JOIN answer_votes v ON v.answer_id = a.id
           WHERE a.question_id = $1 AND a.user_id IS NOT NULL
           GROUP BY a.id, a.user_id
           UNION ALL
           SELECT q.user_id, 0, count(l.user_id), 0
           FROM questions q JOIN question_likes l ON l.question_id = q.id
           WHERE q.id = $1 AND q.user_id IS NOT NULL
           GROUP BY q.user_id
         ) AS c
         GROUP BY user_id
         ORDER BY user_id`,
        [id],
      );
      for (const c of credits)
        await this.users.adjustCounters(tx, c.user_id, {
          answers: -c.answers,
          likes: -c.likes,
          quality: -c.quality,
        });
      await tx.query('DELETE FROM questions WHERE id = $1', [id]);
    });
  }

  /** How many questions each target language has in a locale, most first. */
  languageCounts(
    locale: Locale,
  ): Promise<{ targetLanguage: string; count: number }[]> {
    return this.dataSource.query(
      `SELECT target_language AS "targetLanguage", n AS count
       FROM question_counts WHERE locale = $1 AND n > 0
       ORDER BY n DESC, target_language`,
      [locale],
    );
  }

  async countsByLocale(): Promise<{ en: number; fr: number }> {
    const rows: { locale: Locale; n: number }[] = await this.dataSource.query(
      'SELECT locale, sum(n)::int AS n FROM question_counts GROUP BY locale',
    );
    return {
      en: rows.find((r) => r.locale === 'en')?.n ?? 0,
      fr: rows.find((r) => r.locale === 'fr')?.n ?? 0,
    };
  }

  /** What the AI assistant needs to answer a question, or null when it is gone. */
  async findForAssistant(id: number): Promise<{
    title: string;
    content: string;
    locale: Locale;
    language: string;
    targetLanguage: string;
  } | null> {
    const [row] = await this.dataSource.query(
      'SELECT title, content, locale, language, target_language AS "targetLanguage" FROM questions WHERE id = $1',
      [id],
    );
    return row ?? null;
  }

  /** Title and opening of a question for link previews, or null. */
  async summaryForPreview(
    id: number,
    locale: Locale,
  ): Promise<{ title: string; content: string } | null> {
    const [row] = await this.dataSource.query(
      'SELECT title, content FROM questions WHERE id = $1 AND locale = $2',
      [id, locale],
    );
    return row ?? null;
  }
}
