import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { AppConfig } from '../src/config/config';
import { JobHandler } from '../src/jobs/job-handler.decorator';
import {
  JobsService,
  POLLING_INTERVAL_SECONDS,
} from '../src/jobs/jobs.service';
import { createTestDatabase, TestDatabase } from './support/test-database';
import { waitFor } from './support/wait';

/** Jobs queued at once: a burst of questions, each waiting for the assistant. */
const BACKLOG = 8;

const configWith = (answerWorkers: number) =>
  ({
    ai: {
      jobRetries: 0,
      jobExpireSeconds: 60,
      maintenanceSeconds: 30,
      answerWorkers,
    },
    contact: { retryDelaySeconds: 30 },
  }) as AppConfig;

/**
 * A job queue on a fresh database whose handlers are `instance`'s, for the
 * tests of a describe block (started before them, stopped after).
 */
function jobQueueOf(instance: object, answerWorkers: number) {
  const queue: { jobs?: JobsService; database?: TestDatabase } = {};
  beforeAll(async () => {
    queue.database = await createTestDatabase();
    queue.jobs = new JobsService(
      {
        getProviders: () => [{ instance }],
      } as unknown as DiscoveryService,
      new MetadataScanner(),
      new Reflector(),
      configWith(answerWorkers),
      queue.database.url,
    );
    await queue.jobs.onApplicationBootstrap();
  });
  afterAll(async () => {
    await queue.jobs?.onApplicationShutdown();
    await queue.database?.drop();
  });
  return () => queue.jobs!;
}

class Recorder {
  readonly started: number[] = [];
  readonly handled: number[] = [];

  @JobHandler('ai-answer')
  async answer({ questionId }: { questionId: number }): Promise<void> {
    this.started.push(performance.now());
    if (questionId === 3) throw new Error('the provider failed');
    this.handled.push(questionId);
  }

  @JobHandler('contact-email')
  async mail(): Promise<void> {}
}

describe('job queue backlog', () => {
  const recorder = new Recorder();
  const jobs = jobQueueOf(recorder, 1);

  it('works through queued jobs one after another, not one per polling interval, a failed one included', async () => {
    for (let questionId = 1; questionId <= BACKLOG; questionId++)
      await jobs().send('ai-answer', { questionId });
    await waitFor(
      async () => recorder.started.length === BACKLOG,
      20_000,
      'every job to start',
    );
    expect(recorder.handled.sort((a, b) => a - b)).toEqual([
      1, 2, 4, 5, 6, 7, 8,
    ]);
    const gaps = recorder.started
      .slice(1)
      .map((at, i) => at - recorder.started[i])
      .sort((a, b) => a - b);
    const median = gaps[Math.floor(gaps.length / 2)];
    // One job per polling interval would leave about 500 ms between starts.
    expect(median).toBeLessThan((POLLING_INTERVAL_SECONDS * 1000) / 2);
  });
});

/** Answers that take a while, as a slow provider's do. */
class SlowRecorder {
  running = 0;
  mostAtOnce = 0;
  readonly handled: number[] = [];

  @JobHandler('ai-answer')
  async answer({ questionId }: { questionId: number }): Promise<void> {
    this.running++;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.running);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    this.running--;
    this.handled.push(questionId);
  }

  @JobHandler('contact-email')
  async mail(): Promise<void> {}
}

describe('AI answers side by side', () => {
  const recorder = new SlowRecorder();
  const jobs = jobQueueOf(recorder, 3);

  it('runs as many answers at once as AI_ANSWER_WORKERS says, each job once', async () => {
    for (let questionId = 1; questionId <= 6; questionId++)
      await jobs().send('ai-answer', { questionId });
    await waitFor(
      async () => recorder.handled.length === 6,
      20_000,
      'every answer',
    );
    expect(recorder.handled.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(recorder.mostAtOnce).toBe(3);
  });
});
