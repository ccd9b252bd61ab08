import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import PgBoss from 'pg-boss';
import { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { DATABASE_URL } from '../database/database-url';
import { Db } from '../database/db';
import { JOB_HANDLER } from './job-handler.decorator';
import { JobQueues, QueueName, QueuePolicy } from './job-queues';

export interface JobContext {
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

type Handler = (data: unknown, context: JobContext) => Promise<void>;

/** How often a worker looks at an empty queue for new jobs. */
export const POLLING_INTERVAL_SECONDS = 0.5;

/**
 * The one job queue (pg-boss: jobs live in PostgreSQL, survive restarts and
 * are retried with back-off). It always starts. Handlers are found at start-up
 * by the `@JobHandler(queue)` decorator; a queue without a handler, or with
 * two, stops the start with a clear error.
 */
@Injectable()
export class JobsService
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger(JobsService.name);
  private boss?: PgBoss;
  /** Set once shutdown begins: the database may then close the queue's connections. */
  private stopping = false;
  private readonly policies: Record<QueueName, QueuePolicy>;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
  ) {
    this.policies = {
      'ai-answer': {
        retryLimit: config.ai.jobRetries,
        retryDelay: 2,
        retryBackoff: true,
        expireInSeconds: config.ai.jobExpireSeconds,
      },
      'contact-email': {
        retryLimit: 12,
        retryDelay: config.contact.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 120,
      },
    };
  }

  get running(): boolean {
    return !!this.boss;
  }

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.findHandlers();
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
    boss.on('error', (error) => {
      // The database closing its connections at shutdown, after the queue stopped.
      if (this.stopping && (error as { code?: string }).code === '57P01')
        return;
      this.logger.error({ err: error }, 'job queue error');
    });
    await boss.start();
    for (const [queue, policy] of Object.entries(this.policies) as [
      QueueName,
      QueuePolicy,
    ][]) {
      await boss.createQueue(queue, { name: queue, ...policy });
      await boss.updateQueue(queue, { name: queue, ...policy });
      const handler = handlers.get(queue)!;
      // Each worker runs one job at a time; the AI answers have several, so
      // that a slow provider answers questions asked together side by side.
      // After a job, the worker asks for the next one at once: a backlog is
      // worked through without waiting a polling interval between jobs. The
      // interval only paces the checks of an empty queue.
      for (let i = 0; i < this.workersOf(queue); i++) {
        let worker = '';
        worker = await boss.work(
          queue,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
          },
          async ([job]) => {
            try {
              await handler(job.data, {
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              });
            } finally {
              boss.notifyWorker(worker);
            }
          },
        );
      }
    }
    this.boss = boss;
  }

  /** How many jobs of the queue this instance runs at the same time. */
  private workersOf(queue: QueueName): number {
    return queue === 'ai-answer' ? this.config.ai.answerWorkers : 1;
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.boss
      ?.stop({ graceful: true, timeout: 3000, wait: true })
      .catch(() => undefined);
    this.boss = undefined;
  }

  /**
   * Queues a job. Given a transaction, the job is written on its connection
   * and exists only if that transaction commits. A singleton key keeps one
   * waiting job per key.
   */
  async send<Q extends QueueName>(
    queue: Q,
    data: JobQueues[Q],
    options: { singletonKey?: string; tx?: Db } = {},
  ): Promise<void> {
    if (!this.boss) throw new Error('the job queue is not running');
    await this.boss.send(queue, data as object, {
      singletonKey: options.singletonKey,
      ...(options.tx ? { db: options.tx } : {}),
    });
  }

  private findHandlers(): Map<QueueName, Handler> {
    const handlers = new Map<QueueName, Handler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance) as object;
      for (const name of this.scanner.getAllMethodNames(proto)) {
        const method = instance[name];
        if (typeof method !== 'function') continue;
        const queue = this.reflector.get<QueueName | undefined>(
          JOB_HANDLER,
          method,
        );
        if (!queue) continue;
        if (!(queue in this.policies))
          throw new Error(`@JobHandler('${queue}') names no known queue`);
        if (handlers.has(queue))
          throw new Error(`the job queue '${queue}' has two handlers`);
        handlers.set(queue, (data, context) =>
          (method as Handler).call(instance, data, context),
        );
      }
    }
    for (const queue of Object.keys(this.policies))
      if (!handlers.has(queue as QueueName))
        throw new Error(`the job queue '${queue}' has no handler`);
    return handlers;
  }
}
