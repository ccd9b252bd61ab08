/** Every background queue and the data its jobs carry. */
export interface JobQueues {
  /** Produce the AI assistant's answer to a question. */
  /**
   * `userId` and `day`: the member's daily AI answer it was counted against
   * (YYYY-MM-DD, UTC), given back if the answer never comes. Jobs queued
   * before they were recorded carry neither.
   */
  'ai-answer': { questionId: number; userId?: number; day?: string };
  /** E-mail a contact message to the team. */
  'contact-email': { messageId: number };
}

export type QueueName = keyof JobQueues;

/** Every queue's name at run time (the record makes the compiler insist on each). */
export const QUEUE_NAMES = Object.keys({
  'ai-answer': true,
  'contact-email': true,
} satisfies Record<QueueName, true>) as QueueName[];

/** Retry and expiry rules of a queue. */
export interface QueuePolicy {
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with back-off. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job running longer than this is taken as lost and retried. */
  expireInSeconds: number;
}
