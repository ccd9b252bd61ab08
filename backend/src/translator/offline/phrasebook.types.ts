/** The Arabic varieties the offline phrasebook covers (translator language codes; `ar` is Modern Standard Arabic). */
export type DialectCode =
  'darija' | 'egyptian' | 'levantine' | 'gulf' | 'iraqi' | 'ar';

export type Topic =
  | 'greetings'
  | 'introductions'
  | 'courtesy'
  | 'directions'
  | 'shopping'
  | 'food'
  | 'time'
  | 'numbers'
  | 'days'
  | 'emergencies';

/** One phrase of a dialect's phrasebook, with the English and French phrasings it answers to. */
export interface PhraseEntry {
  topic: Topic;
  /** English phrasings that map to this entry (the first is canonical), e.g. ['good morning']. */
  en: string[];
  /** French phrasings (the first is canonical), e.g. ['bonjour', 'bon matin']. */
  fr: string[];
  /** Romanized, as people of that region write it in chat (neutral, or addressing a man). */
  latin: string;
  /** Arabic script (same form). */
  arabic: string;
  /** Romanized form when addressing a woman, if it differs. */
  latinF?: string;
  /** Arabic script when addressing a woman, if it differs. */
  arabicF?: string;
}

export const DIALECT_CODES: readonly DialectCode[] = [
  'darija',
  'egyptian',
  'levantine',
  'gulf',
  'iraqi',
  'ar',
];

export const TOPICS: readonly Topic[] = [
  'greetings',
  'introductions',
  'courtesy',
  'directions',
  'shopping',
  'food',
  'time',
  'numbers',
  'days',
  'emergencies',
];

export function isDialectCode(code: string): code is DialectCode {
  return (DIALECT_CODES as readonly string[]).includes(code);
}
