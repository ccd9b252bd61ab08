import en from './messages/en.json';
import fr from './messages/fr.json';
import type { Locale } from './locale';

export type MessageId = keyof typeof en;

/** French must define every English key; the messages test also rejects extra keys. */
export const messages: Record<Locale, Record<MessageId, string>> = { en, fr };
