import { Inject, Injectable } from '@nestjs/common';
import { trimText } from '../common/dto/trim-text';
import { Locale } from '../common/languages';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import {
  Database,
  Db,
  isForeignKeyViolation,
  isStatementTimeout,
} from '../database/db';
import { EventsService } from '../events/events.service';
import { User } from '../users/user';
import { CreateQuestionDto } from './dto/create-question.dto';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './dto/list-questions.dto';
import {
  QuestionDetailRow,
  QuestionDetailView,
  QuestionRow,
  QuestionView,
  toQuestionDetailView,
  toQuestionView,
} from './question.views';
import {
  LIKE_MEMBER_KEY,
  QuestionSummary,
  QuestionsRepository,
  SearchPage,
} from './questions.repository';
import {
  SearchOrder,
  SearchOrderCache,
  SearchPageKey,
} from './search-order-cache';
import { ApiError, notFound, signInRequired } from '../common/http-error';

export interface QuestionPage {
  questions: QuestionView[];
  pagination: {
    page: number;
    totalPages: number;
    total: number;
    /** A search with more matches than `total` (which stops counting at SEARCH_CAP). */
    totalCapped?: boolean;
    limit: number;
    offset: number;
  };
}

/** A question of the curated demo content. */
export interface SeededQuestion {
  /** Stable identity of the question in the demo content; a second load skips it. */
  seedKey: string;
  locale: Locale;
  title: string;
  content?: string;
  language: string;
  targetLanguage: string;
  authorId: number;
  createdAt: Date;
}

export interface ListOptions {
  locale: Locale;
  limit?: number;
  offset?: number;
  search?: string;
  language?: string;
  viewerId?: number | null;
}

@Injectable()
export class QuestionsService {
  constructor(
    private readonly repo: QuestionsRepository,
    private readonly searchOrders: SearchOrderCache,
    private readonly db: Database,
    private readonly events: EventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One page of a locale's questions: newest first, or, with a search term,
   * by relevance then recency. The language filter combines with search.
   */
  async findPageForList(options: ListOptions): Promise<QuestionPage> {
    const limit = Math.min(options.limit ?? PAGE_SIZE, MAX_PAGE_SIZE);
    const offset = options.offset ?? 0;
    // A term with nothing a reader sees (spaces, zero-width characters) is no term.
    const term = trimText(options.search ?? '');
    const language = options.language ?? null;
    const viewerId = options.viewerId ?? null;
    const { rows, total, capped } = term
      ? await this.search(
          { term, locale: options.locale, language, limit, offset },
          viewerId,
        )
      : {
          rows: await this.repo.findNewestPage(
            options.locale,
            language,
            limit,
            offset,
            viewerId,
          ),
          total: await this.repo.countInLocale(options.locale, language),
          capped: false,
        };
    return {
      questions: rows.map(toQuestionView),
      pagination: {
        page: Math.floor(offset / limit) + 1,
        totalPages: Math.ceil(total / limit),
        total,
        ...(capped ? { totalCapped: true } : {}),
        limit,
        offset,
      },
    };
  }

  /**
   * A search's page. The page is shared through SearchOrderCache: a page
   * searched a moment ago, or being searched now, is answered as kept, with
   * the viewer's own likes among its questions read now.
   */
  private async search(
    page: SearchPageKey,
    viewerId: number | null,
  ): Promise<SearchPage> {
    const known = this.searchOrders.find(page, () =>
      // Searched again as a guest: the page kept holds no viewer's likes.
      this.searchNow(page, null).then(keptOf),
    );
    // A failed search is searched again.
    const kept = known && (await known.catch(() => undefined));
    if (kept)
      return {
        rows: await this.withLikesOf(viewerId, kept.rows),
        total: kept.total,
        capped: kept.capped,
      };
    const found = this.searchNow(page, viewerId);
    this.searchOrders.keep(page, found.then(keptOf));
    return found;
  }

  /** A guest's rows as the viewer reads them: with their own likes. */
  private async withLikesOf(
    viewerId: number | null,
    rows: QuestionRow[],
  ): Promise<QuestionRow[]> {
    if (viewerId === null || rows.length === 0) return rows;
    const liked = await this.repo.likedAmong(
      viewerId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, liked: liked.has(row.id) }));
  }

  /** A search that runs past SEARCH_TIMEOUT_MS answers 503, not 500. */
  private async searchNow(
    page: SearchPageKey,
    viewerId: number | null,
  ): Promise<SearchPage> {
    try {
      return await this.repo.findSearchPage(
        page,
        viewerId,
        this.config.search.timeoutMs,
      );
    } catch (error) {
      if (isStatementTimeout(error))
        throw new ApiError(
          503,
          'search_timeout',
          'The search took too long and was stopped. Please try again, or try fewer or more specific words.',
        );
      throw error;
    }
  }

  /** One question of the locale, as the lists show it. */
  async findOneForLocale(
    id: number,
    locale: Locale,
    viewerId: number | null,
  ): Promise<QuestionView> {
    return toQuestionView(await this.rowInLocale(id, locale, viewerId));
  }

  /** One question as its own page reads it: with whether the viewer has reported it. */
  async findForPage(
    id: number,
    locale: Locale,
    viewerId: number | null,
  ): Promise<QuestionDetailView> {
    return toQuestionDetailView(await this.rowInLocale(id, locale, viewerId));
  }

  private async rowInLocale(
    id: number,
    locale: Locale,
    viewerId: number | null,
  ): Promise<QuestionDetailRow> {
    const row = await this.repo.findOneInLocale(id, locale, viewerId);
    if (!row) throw await this.notInLocale(id, locale);
    return row;
  }

  /**
   * The 404 of a question missing from a locale: when the other locale's
   * community has it, `params.locale` names that locale, so its page can link
   * there (a question lives in one locale).
   */
  private async notInLocale(id: number, locale: Locale): Promise<ApiError> {
    const other: Locale = locale === 'en' ? 'fr' : 'en';
    return (await this.repo.existsInLocale(id, other))
      ? notFound('Question', { locale: other })
      : notFound('Question');
  }

  /** Throws the 404 a client sees when a question is not in this locale. */
  async assertExists(id: number, locale: Locale): Promise<void> {
    if (!(await this.repo.existsInLocale(id, locale)))
      throw notFound('Question');
  }

  /**
   * Stores a question. Work that must not be lost with it (the AI answer's
   * job) is queued by listeners in the same transaction.
   */
  /**
   * Stores a member's question, or, when it repeats one they asked in the
   * last few minutes (see REPEAT_WINDOW_MINUTES), answers that one again
   * (`repeated`): nothing is stored, announced or queued twice.
   * `beforeStoring` runs once the question is known to be new, inside the
   * transaction: what it throws stores nothing.
   */
  async create(
    author: User,
    dto: CreateQuestionDto,
    locale: Locale,
    beforeStoring: () => Promise<void> = async () => undefined,
  ): Promise<{
    question: QuestionView;
    repeated: boolean;
    assistantAnswering: boolean;
  }> {
    const { id, repeated, assistantAnswering } = await this.db.transaction(
      async (tx) => {
        const fields = {
          locale,
          title: dto.title,
          content: dto.content ?? '',
          language: dto.language,
          targetLanguage: dto.targetLanguage,
          userId: author.id,
        };
        await this.repo.lockPostsOf(author.id, tx);
        const earlier = await this.repo.findRecentRepeat(fields, tx);
        if (earlier !== undefined)
          return { id: earlier, repeated: true, assistantAnswering: false };
        await beforeStoring();
        const questionId = await this.repo.insertQuestion(fields, tx);
        const outcome = await this.events.emitInTransaction(
          tx,
          'question.stored',
          { questionId, userId: author.id },
        );
        return {
          id: questionId,
          repeated: false,
          assistantAnswering: outcome.assistantAnswering === true,
        };
      },
    );
    const question = await this.findOneForLocale(id, locale, author.id);
    if (!repeated) this.events.emit('question.created', { locale, question });
    return { question, repeated, assistantAnswering };
  }

  /**
   * Stores a question of the demo content (see the seed feature), dated in
   * the past. Nobody is notified and no AI answer is queued: the content comes
   * with its answers. Returns the new id, or null when the question with this
   * seed key is already there.
   */
  async createSeeded(
    question: SeededQuestion,
    tx?: Db,
  ): Promise<number | null> {
    return (
      (await this.repo.insertSeededQuestion(
        {
          seedKey: question.seedKey,
          locale: question.locale,
          title: question.title.trim(),
          content: question.content?.trim() ?? '',
          language: question.language,
          targetLanguage: question.targetLanguage,
          userId: question.authorId,
          createdAt: question.createdAt,
        },
        tx,
      )) ?? null
    );
  }

  /** Likes from members on a demo question; returns how many were added. Counters follow by trigger. */
  async addSeededLikes(
    questionId: number,
    userIds: readonly number[],
    tx?: Db,
  ): Promise<number> {
    let added = 0;
    for (const userId of userIds)
      if (await this.repo.insertLike(userId, questionId, tx)) added++;
    return added;
  }

  /**
   * Likes or unlikes; returns the new count. Counters move by trigger only
   * when a like row really appears or disappears, so concurrent clicks never
   * double-count.
   */
  async toggleLike(
    user: User,
    questionId: number,
    locale: Locale,
  ): Promise<{ likes: number; liked: boolean }> {
    const result = await this.db
      .retryingTransaction(async (tx) => {
        const found = await this.repo.lockForLikes(questionId, tx);
        if (found !== locale) throw notFound('Question');
        const liked = await this.repo.insertLike(user.id, questionId, tx);
        if (!liked) await this.repo.deleteLike(user.id, questionId, tx);
        return { likes: await this.repo.likesOf(questionId, tx), liked };
      })
      .catch((error: unknown) => {
        // The member's account was deleted while the like was being written.
        if (isForeignKeyViolation(error, LIKE_MEMBER_KEY))
          throw signInRequired();
        throw error;
      });
    this.events.emit('question.likes', {
      locale,
      questionId,
      likes: result.likes,
    });
    this.events.emit('question.liked-by', {
      userId: user.id,
      questionId,
      liked: result.liked,
    });
    return result;
  }

  /**
   * Deletes a question with its answers, votes, likes, reports and
   * translations. The database takes back every credit those rows gave their
   * authors (see the counter triggers).
   */
  /** The questions a member likes (see announceLikes). */
  likedBy(userId: number): Promise<number[]> {
    return this.repo.likedBy(userId);
  }

  /**
   * Tells each question's viewers its like count as it is now, for the
   * questions still there: after likes went without a like request (their
   * member was deleted).
   */
  async announceLikes(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    for (const { questionId, locale, likes } of await this.repo.likesAmong(ids))
      this.events.emit('question.likes', { locale, questionId, likes });
  }

  async deleteById(id: number, locale: Locale): Promise<void> {
    if (!(await this.repo.deleteInLocale(id, locale)))
      throw notFound('Question');
    this.events.emit('question.deleted', { locale, questionId: id });
  }

  /** How many questions each target language has in a locale, most first. */
  languageCounts(
    locale: Locale,
  ): Promise<{ targetLanguage: string; count: number }[]> {
    return this.repo.languageCounts(locale);
  }

  async countsByLocale(): Promise<{ en: number; fr: number }> {
    const rows = await this.repo.countsByLocale();
    return {
      en: rows.find((r) => r.locale === 'en')?.n ?? 0,
      fr: rows.find((r) => r.locale === 'fr')?.n ?? 0,
    };
  }

  /** What the AI assistant needs to answer a question, or null when it is gone. */
  async findForAssistant(id: number): Promise<QuestionSummary | null> {
    return (await this.repo.findSummary(id)) ?? null;
  }

  /** Title and opening of a question for link previews, or null. */
  async summaryForPreview(
    id: number,
    locale: Locale,
  ): Promise<{ title: string; content: string } | null> {
    const summary = await this.repo.findSummary(id);
    return summary && summary.locale === locale ? summary : null;
  }

  /** The locale of a question, or undefined when there is none. */
  localeOf(id: number): Promise<Locale | undefined> {
    return this.repo.localeOf(id);
  }

  /** A question's answer count as stored now (its answers' trigger keeps it), or undefined when it is gone. */
  answerCountOf(id: number): Promise<number | undefined> {
    return this.repo.answerCountOf(id);
  }

  /** The text a reader sees: the title, then the text when there is one; null when the question is gone. */
  async textOf(id: number): Promise<string | null> {
    const summary = await this.repo.findSummary(id);
    if (!summary) return null;
    return summary.content.trim()
      ? `${summary.title}\n\n${summary.content}`
      : summary.title;
  }

  /** Every question's id, locale and date, oldest first. */
  listForSitemap(): Promise<{ id: number; locale: Locale; createdAt: Date }[]> {
    return this.repo.findAllForSitemap();
  }
}

/** A search's page as kept for every viewer: its rows as a guest reads them. */
function keptOf({ rows, total, capped }: SearchPage): SearchOrder {
  return {
    rows: rows.map((row) => (row.liked ? { ...row, liked: false } : row)),
    total,
    capped,
  };
}
