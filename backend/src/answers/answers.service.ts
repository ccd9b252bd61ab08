import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Locale } from '../common/languages';
import { EventsService } from '../events/events.service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { QuestionsService } from '../questions/questions.service';
import {
  AnswerRow,
  AnswerView,
  answerColumns,
  toAnswerView,
} from './answer.views';

@Injectable()
export class AnswersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsService,
    private readonly questions: QuestionsService,
    private readonly users: UsersService,
  ) {}

  /** A question's answers, oldest first (a conversation reads top to bottom). */
  async listForQuestion(
    questionId: number,
    locale: Locale,
    viewerId: number | null,
  ): Promise<AnswerView[]> {
    const [question] = await this.dataSource.query(
      'SELECT 1 FROM questions WHERE id = $1 AND locale = $2',
      [questionId, locale],
    );
    if (!question) throw new NotFoundException('Question not found');
    const rows: AnswerRow[] = await this.dataSource.query(
      `SELECT ${answerColumns('$2')}
       FROM answers a LEFT JOIN users u ON u.id = a.user_id
       WHERE a.question_id = $1
       ORDER BY a.created_at, a.id`,
      [questionId, viewerId],
    );
    return rows.map(toAnswerView);
  }

  async findOne(
    id: number,
    viewerId: number | null,
  ): Promise<AnswerView | null> {
    const [row]: AnswerRow[] = await this.dataSource.query(
      `SELECT ${answerColumns('$2')} FROM answers a LEFT JOIN users u ON u.id = a.user_id WHERE a.id = $1`,
      [id, viewerId],
    );
    return row ? toAnswerView(row) : null;
  }

  /** Posts a member's answer; the question's and the author's counts change in the same transaction. */
  async create(
    author: User,
    questionId: number,
    content: string,
    locale: Locale,
  ): Promise<AnswerView> {
    const id = await this.dataSource.transaction(async (tx) => {
      if (
        !(await this.questions.incrementAnswerCount(tx, questionId, locale))
      ) {
        throw new NotFoundException('Question not found');
      }
      const [{ id: answerId }] = await tx.query(
        'INSERT INTO answers (question_id, user_id, content) VALUES ($1, $2, $3) RETURNING id',
        [questionId, author.id, content],
      );
      await this.users.adjustCounters(tx, author.id, { answers: 1 });
      return answerId as number;
    });
    const answer = (await this.findOne(id, author.id))!;
    this.events.emit('answer.created', { locale, questionId, answer });
    return answer;
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
    const created = await this.dataSource
      .transaction(async (tx) => {
        const inserted: { id: number }[] = await tx.query(
          `INSERT INTO answers (question_id, content, is_ai) VALUES ($1, $2, true)
         ON CONFLICT (question_id) WHERE is_ai DO NOTHING RETURNING id`,
          [questionId, content],
        );
        if (inserted.length === 0) return null;
        const locale = await this.questions.incrementAnswerCount(
          tx,
          questionId,
        );
        return locale ? { id: inserted[0].id, locale } : null;
      })
      .catch((error: { driverError?: { code?: string } }) => {
        // The question was deleted meanwhile: nothing to answer.
        if (error.driverError?.code === '23503') return null;
        throw error;
      });
    if (!created) return null;
    const answer = (await this.findOne(created.id, null))!;
    this.events.emit('answer.created', {
      locale: created.locale,
      questionId,
      answer,
    });
    return answer;
  }

  async hasAiAnswer(questionId: number): Promise<boolean> {
    const rows = await this.dataSource.query(
      'SELECT 1 FROM answers WHERE question_id = $1 AND is_ai',
      [questionId],
    );
    return rows.length > 0;
  }

  async counts(): Promise<{ total: number; ai: number }> {
    const [row] = await this.dataSource.query(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE is_ai)::int AS ai FROM answers',
    );
    return row;
  }
}
