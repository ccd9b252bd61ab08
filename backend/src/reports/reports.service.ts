import { Injectable } from '@nestjs/common';
import { AnswersService } from '../answers/answers.service';
import { isForeignKeyViolation, isUniqueViolation } from '../database/db';
import { EventsService } from '../events/events.service';
import { QuestionsService } from '../questions/questions.service';
import { User } from '../users/user';
import { CreateReportDto } from './dto/create-report.dto';
import {
  ReportRow,
  ReportsRepository,
  ReportTarget,
} from './reports.repository';
import { ApiError, notFound } from '../common/http-error';

export interface ReportView {
  id: number;
  questionId: number | null;
  answerId: number | null;
  reason: string;
  details: string | null;
  status: string;
  createdAt: string;
  reporter: { id: number; username: string } | null;
  /** The reported text, for the moderator. */
  excerpt: string | null;
  /** The page it is on (the question's, in its locale: `/fr/question/12`); null when it is gone. */
  link: string | null;
}

function toReportView(r: ReportRow): ReportView {
  return {
    id: r.id,
    questionId: r.question_id,
    answerId: r.answer_id,
    reason: r.reason,
    details: r.details,
    status: r.status,
    createdAt: new Date(r.created_at).toISOString(),
    reporter:
      r.reporter_id !== null && r.reporter_username !== null
        ? { id: r.reporter_id, username: r.reporter_username }
        : null,
    excerpt: r.excerpt,
    link:
      r.page_question_id === null
        ? null
        : `${r.page_locale === 'fr' ? '/fr' : ''}/question/${r.page_question_id}`,
  };
}

/** What a report pointed at, as the moderators' log keeps it. */
export type ReportedItem = ReportTarget & {
  /** The reported question's title, or the reported answer's opening. */
  title?: string;
  excerpt?: string;
  /** The question the reported answer answers. */
  answerQuestionId?: number;
  locale?: string;
};

@Injectable()
export class ReportsService {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly questions: QuestionsService,
    private readonly answers: AnswersService,
    private readonly events: EventsService,
  ) {}

  /**
   * One open report per user per item: a second one answers 409, even over
   * the member's hourly limit (it adds nothing; only stored reports count).
   * `beforeStoring` runs once the report is known to be new, before it is
   * stored (it counts the report against the member's limit).
   */
  async create(
    user: User,
    dto: CreateReportDto,
    beforeStoring: () => Promise<void> = async () => undefined,
  ): Promise<{ id: number }> {
    // An id sent as null counts as not given.
    if ((dto.questionId == null) === (dto.answerId == null)) {
      throw new ApiError(
        400,
        'invalid_post_target',
        'Give either questionId or answerId',
      );
    }
    const missing = () => notFound(dto.questionId ? 'Question' : 'Answer');
    const alreadyReported = () =>
      new ApiError(
        409,
        'already_reported',
        'You have already reported this. A moderator will look at it.',
      );
    const exists = dto.questionId
      ? !!(await this.questions.localeOf(dto.questionId))
      : !!(await this.answers.findPlacement(dto.answerId!));
    if (!exists) throw missing();
    let id: number | undefined;
    try {
      id = await this.repo.insertUnlessOpen(
        {
          userId: user.id,
          questionId: dto.questionId ?? null,
          answerId: dto.answerId ?? null,
          reason: dto.reason,
          details: dto.details || null,
        },
        beforeStoring,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadyReported();
      if (isForeignKeyViolation(error)) throw missing();
      throw error;
    }
    if (id === undefined) throw alreadyReported();
    this.events.emit('report.created', {
      reportId: id,
      questionId: dto.questionId ?? null,
      answerId: dto.answerId ?? null,
      reason: dto.reason,
    });
    return { id };
  }

  /** A page of the open reports, newest first, and how many are open. */
  async listOpen(
    limit: number,
    offset: number,
  ): Promise<{ reports: ReportView[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.repo.findOpen(limit, offset),
      this.repo.countOpen(),
    ]);
    return { reports: rows.map(toReportView), total };
  }

  /** Dismisses an open report; returns what it pointed at, described (see describe). */
  async dismiss(id: number): Promise<ReportedItem> {
    const target = await this.repo.dismissOpen(id);
    if (!target) throw notFound('Report');
    return this.describe(target);
  }

  /**
   * What a report points at, for the moderators' log: its reason, the
   * question's title and locale, or the answer's opening and its question
   * (what is gone already is left out).
   */
  private async describe(target: ReportTarget): Promise<ReportedItem> {
    if (target.questionId !== null) {
      const question = await this.questions.findForAssistant(target.questionId);
      return question
        ? { ...target, title: question.title, locale: question.locale }
        : target;
    }
    if (target.answerId === null) return target;
    const [answer, placement] = await Promise.all([
      this.answers.findOne(target.answerId, null),
      this.answers.findPlacement(target.answerId),
    ]);
    return {
      ...target,
      ...(answer && { excerpt: answer.content.slice(0, 120) }),
      ...(placement && {
        answerQuestionId: placement.questionId,
        locale: placement.locale,
      }),
    };
  }

  countOpen(): Promise<number> {
    return this.repo.countOpen();
  }

  /**
   * Deletes what an open report points at (a question with its answers, or an
   * answer); the report goes with it. Returns what was deleted, described.
   */
  async deleteReportedItem(id: number): Promise<ReportedItem> {
    const taken = await this.repo.takeOpen(id);
    if (!taken) throw notFound('Report');
    // Described before it goes: the log names what was deleted.
    const target = await this.describe(taken);
    try {
      if (target.questionId !== null) {
        const locale = await this.questions.localeOf(target.questionId);
        if (locale) await this.questions.deleteById(target.questionId, locale);
      } else if (target.answerId !== null) {
        // An answer deleted meanwhile is what was asked for.
        await this.answers
          .deleteById(target.answerId)
          .catch((error: unknown) => {
            if (!(error instanceof ApiError && error.getStatus() === 404))
              throw error;
          });
      }
    } catch (error) {
      await this.repo.reopen(id);
      throw error;
    }
    return target;
  }
}
