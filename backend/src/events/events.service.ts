import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { AnswerView } from '../answers/answer.views';
import type { QuestionView } from '../questions/question.views';
import type { Locale } from '../common/languages';

/** Every event the app publishes, with its payload. The realtime module carries them to browsers. */
export interface AppEvents {
  'question.created': { locale: Locale; question: QuestionView };
  'answer.created': { locale: Locale; questionId: number; answer: AnswerView };
  'answer.votes': {
    locale: Locale;
    questionId: number;
    answerId: number;
    useful: number;
    notUseful: number;
    likes: number;
  };
  'question.likes': { locale: Locale; questionId: number; likes: number };
  'report.created': {
    reportId: number;
    questionId: number | null;
    answerId: number | null;
    reason: string;
  };
  'user.registered': { userId: number; username: string };
  'contact.received': { messageId: number; subject: string };
  /** A browser session ended (logout): its live connections close. */
  'session.ended': { sessionId: string };
  /** A member's admin flag changed: live admin feeds follow at once. */
  'user.admin-changed': { userId: number; isAdmin: boolean };
}

export type AppEventName = keyof AppEvents;

/**
 * The one place features announce what happened. Callers emit after their
 * transaction has committed; listeners must not throw into the caller.
 */
@Injectable()
export class EventsService {
  private readonly logger = new Logger(EventsService.name);
  private readonly bus = new EventEmitter();

  constructor() {
    this.bus.setMaxListeners(50);
  }

  emit<E extends AppEventName>(name: E, payload: AppEvents[E]): void {
    for (const listener of this.bus.listeners(name)) {
      try {
        (listener as (p: AppEvents[E]) => void)(payload);
      } catch (error) {
        this.logger.error({ err: error, event: name }, 'event listener failed');
      }
    }
  }

  on<E extends AppEventName>(
    name: E,
    listener: (payload: AppEvents[E]) => void,
  ): () => void {
    this.bus.on(name, listener);
    return () => this.bus.off(name, listener);
  }
}
