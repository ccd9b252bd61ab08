import type { AnswerView } from '../answers/answer.views';
import type { Locale } from '../common/languages';
import { parseId } from '../common/parse-id.pipe';
import type { QuestionView } from '../questions/question.views';

export type AdminEventType =
  | 'question.created'
  | 'answer.created'
  | 'report.created'
  | 'user.registered'
  | 'contact.received';

/** One entry of the moderators' live feed. `link` is the page the entry leads to. */
export interface AdminEvent {
  type: AdminEventType;
  at: string;
  title: string;
  link: string;
  locale?: Locale;
  /** For a report: its reason and what it is about, for the client to word in its language. */
  report?: {
    reason: string;
    questionId: number | null;
    answerId: number | null;
  };
  /**
   * For an answer by the AI assistant: its start, for the client to name the
   * assistant in its language (`title` is the server's English wording).
   */
  assistantAnswer?: { excerpt: string };
}

/**
 * Something on the admin panel changed without a feed entry (a moderator
 * removed a question, an answer or a member, or changed a member's rights):
 * open panels read that part again.
 */
export interface AdminChange {
  /**
   * What the panel reads again: `questions` (of `locale`, or both), `users`,
   * `reports`, or only `audit`, the log. The log is read again after every change.
   */
  topic: 'questions' | 'users' | 'reports' | 'audit';
  /** For questions and answers: the locale whose moderation list changed. */
  locale?: Locale;
}

/** What the server pushes to browsers. */
export interface ServerToClientEvents {
  'answer:created': (answer: AnswerView) => void;
  'answer:votes': (counts: {
    answerId: number;
    useful: number;
    notUseful: number;
    likes: number;
  }) => void;
  /** To the question's room and its locale's list room. */
  'question:likes': (counts: { questionId: number; likes: number }) => void;
  /** To the locale's list room: a question's answer count changed (an answer posted or removed). */
  'question:answer-count': (counts: {
    questionId: number;
    answerCount: number;
  }) => void;
  /** The member's own like, to their own pages (another tab liked). */
  'question:my-like': (mine: { questionId: number; liked: boolean }) => void;
  /** The member's own votes on an answer, to their own pages. */
  'answer:my-votes': (mine: { answerId: number; myVotes: string[] }) => void;
  'question:created': (question: QuestionView) => void;
  /** An answer removed by a moderator: to the question's room. */
  'answer:deleted': (gone: { questionId: number; answerId: number }) => void;
  /** A question removed by a moderator: to its room and its locale's list room. */
  'question:deleted': (gone: { questionId: number }) => void;
  /** To the question's room: the AI assistant's answer will not come (every try failed). */
  'assistant:gave-up': (event: { questionId: number }) => void;
  'admin:event': (event: AdminEvent) => void;
  /** To the admin room: a removal or a change of rights that open panels read again. */
  'admin:changed': (change: AdminChange) => void;
  /** To a member's own sockets: their admin rights changed (or their account was deleted), so their pages read the session again. */
  'account:changed': (change: { isAdmin: boolean }) => void;
}

export type JoinRequest =
  | { room: 'question'; locale: Locale; id: number }
  | { room: 'questions'; locale: Locale }
  | { room: 'admin' };

/**
 * What a question's page needs to tell whether it missed events before it
 * joined: the question's counts as they were once it was in the room.
 */
export interface QuestionRoomState {
  answerCount: number;
  likes: number;
}

export type AckResult =
  | { ok: true; room: string; state?: QuestionRoomState }
  | { ok: false; error: string };

export type Ack = (result: AckResult) => void;

export interface ClientToServerEvents {
  join: (request: JoinRequest, ack?: Ack) => void;
  leave: (request: JoinRequest, ack?: Ack) => void;
}

export const rooms = {
  question: (locale: Locale, id: number) => `question:${locale}:${id}`,
  questions: (locale: Locale) => `questions:${locale}`,
  admin: 'admin',
  user: (id: number) => `user:${id}`,
  session: (id: string) => `session:${id}`,
};

/** Parses a client's join/leave payload; null when malformed. */
export function parseJoinRequest(value: unknown): JoinRequest | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const locale = v.locale === 'en' || v.locale === 'fr' ? v.locale : null;
  if (v.room === 'admin') return { room: 'admin' };
  if (v.room === 'questions' && locale) return { room: 'questions', locale };
  if (v.room === 'question' && locale) {
    // A number, or decimal digits as the HTTP routes take them.
    const id =
      typeof v.id === 'number' || typeof v.id === 'string'
        ? parseId(String(v.id))
        : undefined;
    if (id !== undefined) return { room: 'question', locale, id };
  }
  return null;
}
