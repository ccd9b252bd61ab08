import { SetMetadata } from '@nestjs/common';
import { QueueName } from './job-queues';

export const JOB_HANDLER = 'jobs:handler';

/**
 * Marks a provider method as the worker of a queue. It receives the job's
 * data and the attempt number; throwing makes the job retry with back-off.
 */
export const JobHandler = (queue: QueueName): MethodDecorator =>
  SetMetadata(JOB_HANDLER, queue);
