import type { Locale, SiteLanguage } from '../../common/languages';

/** A member of the demo community. Their e-mail is made from the username (see seed.service.ts). */
export interface SeedMember {
  username: string;
  firstName: string;
  lastName: string;
  nativeLanguages: SiteLanguage[];
  learningLanguages: SiteLanguage[];
}

/** An answer: `by` is the username of the member who wrote it, or `'ai'` for the AI assistant. */
export interface SeedAnswer {
  by: string;
  content: string;
}

/** A question with its answers. */
export interface SeedQuestion {
  /** Stable identity, stored as the question's seed key: `<set prefix>-<number>`. */
  key: string;
  /** Username of the member who asks. */
  askedBy: string;
  title: string;
  content?: string;
  /** The asker's native language. */
  language: SiteLanguage;
  /** The language the question is about. */
  targetLanguage: SiteLanguage;
  answers: SeedAnswer[];
}

export const SEED_SET_NAMES = ['general', 'darija', 'darija-french'] as const;
export type SeedSetName = (typeof SEED_SET_NAMES)[number];

/** One loadable set of questions, all in one locale. */
export interface SeedSet {
  name: SeedSetName;
  locale: Locale;
  /** Every key of the set starts with this prefix. */
  keyPrefix: string;
  /** The questions are spread over this many past days. */
  spanDays: number;
  questions: SeedQuestion[];
}
