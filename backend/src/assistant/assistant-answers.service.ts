import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { AiService } from '../ai/ai.service';
import { ProviderError } from '../ai/providers/provider';
import { AnswersService } from '../answers/answers.service';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { DATABASE_URL } from '../database/database-url';
import { EventsService } from '../events/events.service';
import { QuestionsService } from '../questions/questions.service';

export const AI_ANSWER_QUEUE = 'ai-answer';

interface AiAnswerJob {
  questionId: number;
}

/**
 * Every new question gets one AI answer, produced in the background by a
 * pg-boss job (stored in PostgreSQL: it survives restarts and is retried with
 * back-off). A job whose server died is picked up again once it expires.
 * Storing is idempotent, so retries and racing workers add one answer at most.
 */
@Injectable()
export class AssistantAnswersService
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger(AssistantAnswersService.name);
  private boss?: PgBoss;
  private unsubscribe?: () => void;

  constructor(
    private readonly ai: AiService,
    private readonly questions: QuestionsService,
    private readonly answers: AnswersService,
    private readonly events: EventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
  ) {}

  get running(): boolean {
    return !!this.boss;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.ai.status().enabled) {
      this.logger.log('AI assistant is off: no AI provider is configured');
      return;
    }
    const boss = new PgBoss({
      connectionString: this.databaseUrl,
      schema: 'pgboss',
      max: 4,
      application_name: 'dialect-community-jobs',
      maintenanceIntervalSeconds: this.config.ai.maintenanceSeconds,
      monitorStateIntervalSeconds: Math.max(
        this.config.ai.maintenanceSeconds,
        1,
      ),
    });
    boss.on('error', (error) =>
      this.logger.error({ err: error }, 'job queue error'),
    );
    await boss.start();
    await boss.createQueue(AI_ANSWER_QUEUE, {
      name: AI_ANSWER_QUEUE,
      retryLimit: this.config.ai.jobRetries,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: this.config.ai.jobExpireSeconds,
    });
    await boss.work<AiAnswerJob>(
      AI_ANSWER_QUEUE,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: 0.5 },
      async ([job]) =>
        this.handle(job.data.questionId, job.retryCount, job.retryLimit),
    );
    this.boss = boss;
    this.unsubscribe = this.events.on('question.created', ({ question }) => {
      void this.enqueue(question.id);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.boss
      ?.stop({ graceful: true, timeout: 3000, wait: true })
      .catch(() => undefined);
    this.boss = undefined;
  }

  /** Asks for an AI answer to a question (once per question, whatever the number of calls). */
  async enqueue(questionId: number): Promise<void> {
    if (!this.boss) return;
    try {
      await this.boss.send(
        AI_ANSWER_QUEUE,
        { questionId },
        { singletonKey: `question:${questionId}` },
      );
    } catch (error) {
      this.logger.error(
        { err: error, questionId },
        'could not enqueue the AI answer',
      );
    }
  }

  private async handle(
    questionId: number,
    retryCount: number,
    retryLimit: number,
  ): Promise<void> {
    const question = await this.questions.findForAssistant(questionId);
    if (!question || (await this.answers.hasAiAnswer(questionId))) return;
    try {
      const text = await this.ai.answerQuestion(question);
      await this.answers.createAiAnswer(questionId, text);
    } catch (error) {
      const reason =
        error instanceof ProviderError
          ? error.message
          : (error as Error)?.message;
      if (retryCount >= retryLimit) {
        this.logger.error(
          { questionId, tries: retryCount + 1, reason },
          'AI answer gave up',
        );
      }
      throw error;
    }
  }
}
