import type { components } from '../../api/schema';

type Schemas = components['schemas'];

/** Whether the AI assistant answers new questions, and with which provider. */
export type AssistantStatus = Schemas['AssistantStatusResponse'];

/** A configured provider's recent calls: last answered, last failed and why. */
export type ProviderCalls = Schemas['ProviderCallsResponse'];

/** `GET /api/admin/stats`: site figures for the admin panel. */
export type AdminStats = Schemas['AdminStatsResponse'];

export type AdminEventType =
  | 'question.created'
  | 'answer.created'
  | 'report.created'
  | 'user.registered'
  | 'contact.received';

/** Live `admin:event`: one entry of the moderators' feed. */
export type AdminEvent = {
  type: AdminEventType;
  /** When it happened (ISO 8601). */
  at: string;
  title: string;
  /** The page of the item, a client path (already localized for questions). */
  link: string;
  locale?: 'en' | 'fr';
  /** For a report: its reason and what it is about (`title` is the server's plain wording). */
  report?: {
    reason: string;
    questionId: number | null;
    answerId: number | null;
  };
  /** For an answer by the AI assistant: its start (the panel names the assistant in its language). */
  assistantAnswer?: { excerpt: string };
};

/**
 * Live `admin:changed`: a moderator's action made elsewhere (another admin,
 * another tab), whose lists the panel reads again (`audit`: the log alone;
 * the log is read again after every change); not a feed entry.
 */
export type AdminChange = {
  topic: 'questions' | 'users' | 'reports' | 'audit';
  /** For questions and answers: the locale whose moderation list changed. */
  locale?: 'en' | 'fr';
};

/** A feed entry with a key of its own (events carry no id). */
export type FeedEntry = AdminEvent & { key: number };
