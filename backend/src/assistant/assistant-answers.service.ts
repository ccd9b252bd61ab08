import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AiService } from '../ai/ai.service';
import { ProviderError } from '../ai/providers/provider';
import { AnswersService } from '../answers/answers.service';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { EventsService } from '../events/events.service';
import { JobHandler } from '../jobs/job-handler.decorator';
import { JobQueues } from '../jobs/job-queues';
import { JobContext, JobsService } from '../jobs/jobs.service';
import { QuestionsService } from '../questions/questions.service';
import { AiAnswerUsageRepository } from './ai-answer-usage.repository';

/**
 * Every new question gets one AI answer, produced in the background. The job
 * is queued in the question's own transaction, so a question is never stored
 * without its job (nor a job without its question), whatever crashes when.
 * Storing is idempotent, so retries and racing workers add one answer at most.
 * A member gets AI answers for at most AI_ANSWERS_PER_DAY questions per UTC
 * day, counted in the same transaction (and given back when the answer
 * never comes); past it, the question is posted without one.
 */
@Injectable()
export class AssistantAnswersService implements OnModuleInit {
  private readonly logger = new Logger(AssistantAnswersService.name);

  constructor(
    private readonly ai: AiService,
    private readonly questions: QuestionsService,
    private readonly answers: AnswersService,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly usage: AiAnswerUsageRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (!this.ai.status().enabled)
      this.logger.log('AI assistant is off: no AI provider is configured');
    this.events.onInTransaction(
      'question.stored',
      async (tx, { questionId, userId }) => {
        if (!this.ai.status().enabled) return;
        const limit = this.config.ai.answersPerDay;
        const day = await this.usage.takeOneToday(userId, limit, tx);
        if (!day) {
          this.logger.log(
            { questionId, userId, limit },
            'No AI answer: the member reached the daily limit',
          );
          return;
        }
        await this.jobs.send(
          'ai-answer',
          { questionId, userId, day },
          { singletonKey: `question:${questionId}`, tx },
        );
        return { assistantAnswering: true };
      },
    );
  }

  @JobHandler('ai-answer')
  async answer(
    { questionId, userId, day }: JobQueues['ai-answer'],
    { retryCount, retryLimit }: JobContext,
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
        // An answer that never came does not count against the member's day.
        if (userId !== undefined && day !== undefined)
          await this.usage.giveBackOne(userId, day);
        // Its page stops saying the assistant is writing.
        this.events.emit('assistant.gave-up', {
          locale: question.locale,
          questionId,
        });
      }
      throw error;
    }
  }
}
