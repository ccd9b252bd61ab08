import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { AppConfig } from '../config/config';
import { JobHandler } from './job-handler.decorator';
import { JobsService } from './jobs.service';

const config = {
  ai: { jobRetries: 1, jobExpireSeconds: 60, maintenanceSeconds: 30 },
  contact: { retryDelaySeconds: 30 },
} as AppConfig;

/** Start-up with these providers; the database URL is never reached when handlers are wrong. */
function jobsWith(...instances: object[]): JobsService {
  const discovery = {
    getProviders: () => instances.map((instance) => ({ instance })),
  } as unknown as DiscoveryService;
  return new JobsService(
    discovery,
    new MetadataScanner(),
    new Reflector(),
    config,
    'postgres://unused',
  );
}

class AnswersJob {
  @JobHandler('ai-answer')
  async run(): Promise<void> {}
}

class MailJob {
  @JobHandler('contact-email')
  async send(): Promise<void> {}
}

class AnotherAnswersJob {
  @JobHandler('ai-answer')
  async handle(): Promise<void> {}
}

describe('JobsService start-up', () => {
  it('refuses to start when a queue has no handler', async () => {
    await expect(
      jobsWith(new AnswersJob()).onApplicationBootstrap(),
    ).rejects.toThrow("the job queue 'contact-email' has no handler");
  });

  it('refuses to start when a queue has two handlers', async () => {
    await expect(
      jobsWith(
        new AnswersJob(),
        new AnotherAnswersJob(),
        new MailJob(),
      ).onApplicationBootstrap(),
    ).rejects.toThrow("the job queue 'ai-answer' has two handlers");
  });
});
