import en from './messages/en.json';
import fr from './messages/fr.json';
import translatorEn from './messages/translator.en.json';
import translatorFr from './messages/translator.fr.json';
import type { Locale } from './locale';

export type MessageId = keyof typeof en;

/** The translator pages keep their messages in their own catalogue (ids `translator.*`). */
export type TranslatorMessageId = keyof typeof translatorEn;

/**
 * Each locale's catalogue: the main messages plus the translator's. French must define
 * every English key; the messages test also rejects extra keys.
 */
export const messages: Record<
  Locale,
  Record<MessageId | TranslatorMessageId, string>
> = {
  en: { ...en, ...translatorEn },
  fr: { ...fr, ...translatorFr },
};
