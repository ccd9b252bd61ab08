import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { AnswerView } from '../answers/answer.views';
import type { QuestionView } from '../questions/question.views';
import type { Locale } from '../common/languages';
import type { Db } from '../database/db';

/** Every event the app publishes, with its payload. The realtime module carries them to browsers. */
export interface AppEvents {
  'question.created': { locale: Locale; question: QuestionView };
  /** `answerCount`: the question's count once the answer was stored, when read. */
  'answer.created': {
    locale: Locale;
    questionId: number;
    answer: AnswerView;
    answerCount?: number;
  };
  'answer.votes': {
    locale: Locale;
    questionId: number;
    answerId: number;
    useful: number;
    notUseful: number;
    likes: number;
  };
  'question.likes': { locale: Locale; questionId: number; likes: number };
  /** A member liked a question or took the like back: their other pages follow. */
  'question.liked-by': { userId: number; questionId: number; liked: boolean };
  /** A member's votes on an answer changed: their other pages follow. */
  'answer.voted-by': { userId: number; answerId: number; myVotes: string[] };
  'question.deleted': { locale: Locale; questionId: number };
  'answer.deleted': {
    locale: Locale;
    questionId: number;
    answerId: number;
    answerCount?: number;
  };
  /** The AI assistant's answer to a question will not come: every try failed. */
  'assistant.gave-up': { locale: Locale; questionId: number };
  'report.created': {
    reportId: number;
    questionId: number | null;
    answerId: number | null;
    reason: string;
  };
  'user.registered': { userId: number; username: string };
  'contact.received': { messageId: number; subject: string };
  /** A browser session ended (logout, time-out, password change elsewhere): its live connections close. */
  'session.ended': { sessionId: string };
  /** A session got a new id (password change): its live connections follow it. */
  'session.renewed': { from: string; to: string };
  /** A member's admin flag changed: live admin feeds follow at once. */
  'user.admin-changed': { userId: number; isAdmin: boolean };
  /** A member was deleted: their live connections close. */
  'user.deleted': { userId: number };
  /** An admin action was written to the audit log (`action` as logged: `user.plan`, `report.dismiss`...): open panels read again what it changed. */
  'admin.recorded': { action: string };
  /** Demo questions were loaded in bulk (no `question.created` for each): lists of questions read them again. */
  'questions.seeded': { questions: number };
}

export type AppEventName = keyof AppEvents;

/**
 * Events announced inside the writer's transaction, before it commits.
 * Listeners get the transaction, so what they write (a queued job) commits or
 * rolls back with it; a listener that throws rolls the whole write back.
 */
export interface TransactionEvents {
  /** A question row was inserted (by the member `userId`). */
  'question.stored': { questionId: number; userId: number };
}

export type TransactionEventName = keyof TransactionEvents;

/** What listeners may tell the writer back, merged in listener order. */
export interface TransactionEventOutcomes {
  /** `assistantAnswering`: the AI assistant's answer to the question is queued. */
  'question.stored': { assistantAnswering?: boolean };
}

type TransactionListener<E extends TransactionEventName> = (
  tx: Db,
  payload: TransactionEvents[E],
) => Promise<TransactionEventOutcomes[E] | void>;

/**
 * The one place features announce what happened. `emit` is called after the
 * transaction has committed and its listeners must not throw into the caller;
 * `emitInTransaction` runs before the commit, inside it.
 */
@Injectable()
export class EventsService {
  private readonly logger = new Logger(EventsService.name);
  private readonly bus = new EventEmitter();
  private readonly everyEvent: ((name: AppEventName) => void)[] = [];
  private readonly inTransaction = new Map<
    TransactionEventName,
    TransactionListener<TransactionEventName>[]
  >();

  constructor() {
    this.bus.setMaxListeners(50);
  }

  emit<E extends AppEventName>(name: E, payload: AppEvents[E]): void {
    for (const listener of this.everyEvent) listener(name);
    for (const listener of this.bus.listeners(name)) {
      try {
        (listener as (p: AppEvents[E]) => void)(payload);
      } catch (error) {
        this.logger.error({ err: error, event: name }, 'event listener failed');
      }
    }
  }

  /** Calls `listener` with the name of every event, before the event's own listeners. */
  onEvery(listener: (name: AppEventName) => void): () => void {
    this.everyEvent.push(listener);
    return () => {
      const i = this.everyEvent.indexOf(listener);
      if (i >= 0) this.everyEvent.splice(i, 1);
    };
  }

  on<E extends AppEventName>(
    name: E,
    listener: (payload: AppEvents[E]) => void,
  ): () => void {
    this.bus.on(name, listener);
    return () => this.bus.off(name, listener);
  }

  /**
   * Runs every transaction listener of an event, in order, inside the caller's
   * transaction; returns what they told back.
   */
  async emitInTransaction<E extends TransactionEventName>(
    tx: Db,
    name: E,
    payload: TransactionEvents[E],
  ): Promise<TransactionEventOutcomes[E]> {
    const outcome: TransactionEventOutcomes[E] = {};
    for (const listener of this.inTransaction.get(name) ?? [])
      Object.assign(outcome, await listener(tx, payload));
    return outcome;
  }

  onInTransaction<E extends TransactionEventName>(
    name: E,
    listener: TransactionListener<E>,
  ): () => void {
    const listeners = this.inTransaction.get(name) ?? [];
    const stored =
      listener as unknown as TransactionListener<TransactionEventName>;
    listeners.push(stored);
    this.inTransaction.set(name, listeners);
    return () => {
      const i = listeners.indexOf(stored);
      if (i >= 0) listeners.splice(i, 1);
    };
  }
}
