import { Injectable } from '@nestjs/common';
import { Locale } from '../common/languages';
import { Db, isForeignKeyViolation } from '../database/db';
import { EventsService } from '../events/events.service';
import { QuestionsService } from '../questions/questions.service';
import { User } from '../users/user';
import { AnswerView, toAnswerView } from './answer.views';
import { AnswersRepository } from './answers.repository';
import { notFound } from '../common/http-error';

/** An answer of the curated demo content. */
export interface SeededAnswer {
  questionId: number;
  /** The member who wrote it; null for the AI assistant's answer. */
  authorId: number | null;
  content: string;
  createdAt: Date;
}

/** The question was deleted while its answer was being stored. */
function questionGone(error: unknown): never {
  if (isForeignKeyViolation(error)) throw notFound('Question');
  throw error;
}

@Injectable()
export class AnswersService {
  constructor(
    private readonly repo: AnswersRepository,
    private readonly questions: QuestionsService,
    private readonly events: EventsService,
  ) {}

  /**
   * The question's answer count for the lists' viewers, or undefined when it
   * cannot be read: the answer is stored either way, and the lists read it
   * on their next load.
   */
  private countOf(questionId: number): Promise<number | undefined> {
    return this.questions.answerCountOf(questionId).catch(() => undefined);
  }

  /** A question's answers, oldest first (a conversation reads top to bottom). */
  async listForQuestion(
    questionId: number,
    locale: Locale,
    viewerId: number | null,
  ): Promise<AnswerView[]> {
    await this.questions.assertExists(questionId, locale);
    return (await this.repo.findForQuestion(questionId, viewerId)).map(
      toAnswerView,
    );
  }

  async findOne(
    id: number,
    viewerId: number | null,
  ): Promise<AnswerView | null> {
    const row = await this.repo.findOne(id, viewerId);
    return row ? toAnswerView(row) : null;
  }

  /** Who wrote an answer, which question it answers and in which locale, or undefined. */
  findPlacement(
    id: number,
  ): Promise<
    { userId: number | null; questionId: number; locale: Locale } | undefined
  > {
    return this.repo.findPlacement(id);
  }

  /** Posts a member's answer; the question's and the author's counts follow by trigger. */
  /**
   * Stores a member's answer, or, when it repeats one of theirs to the same
   * question from the last few minutes (see REPEAT_WINDOW_MINUTES), answers
   * that one again (`repeated`): nothing is stored or announced twice.
   * `beforeStoring` runs once the answer is known to be new: what it throws
   * stores nothing.
   */
  async create(
    author: User,
    questionId: number,
    content: string,
    locale: Locale,
    beforeStoring: () => Promise<void> = async () => undefined,
  ): Promise<{ answer: AnswerView; repeated: boolean }> {
    await this.questions.assertExists(questionId, locale);
    const { id, repeated } = await this.repo
      .insertUnlessRepeated(
        { questionId, userId: author.id, content },
        beforeStoring,
      )
      .catch(questionGone);
    const answer = (await this.findOne(id, author.id))!;
    if (!repeated)
      this.events.emit('answer.created', {
        locale,
        questionId,
        answer,
        answerCount: await this.countOf(questionId),
      });
    return { answer, repeated };
  }

  /**
   * Stores the AI assistant's answer to a question, at most once: a retried
   * or racing job finds the answer already there and stores nothing.
   * Returns null when the question is gone or already has an AI answer.
   */
  async createAiAnswer(
    questionId: number,
    content: string,
  ): Promise<AnswerView | null> {
    const id = await this.repo
      .insertAiAnswerOnce(questionId, content)
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      });
    if (id === undefined) return null;
    const locale = await this.questions.localeOf(questionId);
    const answer = await this.findOne(id, null);
    if (!locale || !answer) return null;
    this.events.emit('answer.created', {
      locale,
      questionId,
      answer,
      answerCount: await this.countOf(questionId),
    });
    return answer;
  }

  /**
   * Stores an answer of the demo content, dated in the past: a member's, or
   * the AI assistant's when `authorId` is null. Nobody is notified: the demo
   * content is loaded, not posted live. Returns the new id.
   */
  createSeeded(answer: SeededAnswer, tx?: Db): Promise<number> {
    return this.repo.insertSeededAnswer(
      {
        questionId: answer.questionId,
        userId: answer.authorId,
        content: answer.content.trim(),
        isAi: answer.authorId === null,
        createdAt: answer.createdAt,
      },
      tx,
    );
  }

  /** An answer's text, or null when the answer is gone. */
  async textOf(id: number): Promise<string | null> {
    return (await this.repo.findContent(id)) ?? null;
  }

  hasAiAnswer(questionId: number): Promise<boolean> {
    return this.repo.hasAiAnswer(questionId);
  }

  counts(): Promise<{ total: number; ai: number }> {
    return this.repo.counts();
  }

  /**
   * Deletes an answer with its votes; its author's credit is taken back by
   * trigger, and the question's viewers see it go.
   */
  async deleteById(id: number): Promise<void> {
    const gone = await this.repo.deleteAnswer(id);
    if (!gone) throw notFound('Answer');
    this.events.emit('answer.deleted', {
      ...gone,
      answerId: id,
      answerCount: await this.countOf(gone.questionId),
    });
  }
}
