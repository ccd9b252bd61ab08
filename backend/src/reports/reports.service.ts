import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventsService } from '../events/events.service';
import { User } from '../users/entities/user.entity';
import { CreateReportDto } from './dto/create-report.dto';

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
}

@Injectable()
export class ReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsService,
  ) {}

  /** One open report per user per item: a second one answers 409. */
  async create(user: User, dto: CreateReportDto): Promise<{ id: number }> {
    if ((dto.questionId === undefined) === (dto.answerId === undefined)) {
      throw new BadRequestException('Give either questionId or answerId');
    }
    const [target] = dto.questionId
      ? await this.dataSource.query('SELECT 1 FROM questions WHERE id = $1', [
          dto.questionId,
        ])
      : await this.dataSource.query('SELECT 1 FROM answers WHERE id = $1', [
          dto.answerId,
        ]);
    if (!target)
      throw new NotFoundException(
        dto.questionId ? 'Question not found' : 'Answer not found',
      );
    let id: number;
    try {
      [{ id }] = await this.dataSource.query(
        `INSERT INTO reports (user_id, question_id, answer_id, reason, details)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          user.id,
          dto.questionId ?? null,
          dto.answerId ?? null,
          dto.reason,
          dto.details || null,
        ],
      );
    } catch (error) {
      const code = (error as { driverError?: { code?: string } }).driverError
        ?.code;
      if (code === '23505')
        throw new ConflictException(
          'You have already reported this. A moderator will look at it.',
        );
      if (code === '23503')
        throw new NotFoundException(
          dto.questionId ? 'Question not found' : 'Answer not found',
        );
      throw error;
    }
    this.events.emit('report.created', {
      reportId: id,
      questionId: dto.questionId ?? null,
      answerId: dto.answerId ?? null,
      reason: dto.reason,
    });
    return { id };
  }

  async listOpen(limit = 100): Promise<ReportView[]> {
    const rows = await this.dataSource.query(
      `SELECT r.id, r.question_id, r.answer_id, r.reason, r.details, r.status, r.created_at,
              u.id AS reporter_id, u.username AS reporter_username,
              left(coalesce(q.title, a.content), 200) AS excerpt
       FROM reports r
       LEFT JOIN users u ON u.id = r.user_id
       LEFT JOIN questions q ON q.id = r.question_id
       LEFT JOIN answers a ON a.id = r.answer_id
       WHERE r.status = 'open'
       ORDER BY r.created_at DESC
       LIMIT $1`,
      [limit],
    );
    return rows.map((r: Record<string, unknown>): ReportView => ({
      id: r.id as number,
      questionId: r.question_id as number | null,
      answerId: r.answer_id as number | null,
      reason: r.reason as string,
      details: r.details as string | null,
      status: r.status as string,
      createdAt: new Date(r.created_at as string).toISOString(),
      reporter: r.reporter_id
        ? {
            id: r.reporter_id as number,
            username: r.reporter_username as string,
          }
        : null,
      excerpt: r.excerpt as string | null,
    }));
  }

  async dismiss(id: number): Promise<void> {
    const [, affected] = await this.dataSource.query(
      "UPDATE reports SET status = 'dismissed' WHERE id = $1 AND status = 'open'",
      [id],
    );
    if (affected === 0) throw new NotFoundException('Report not found');
  }

  async countOpen(): Promise<number> {
    const [{ n }] = await this.dataSource.query(
      "SELECT count(*)::int AS n FROM reports WHERE status = 'open'",
    );
    return n;
  }
}
