import askEn from '../i18n/messages/ask.en.json';
import askFr from '../i18n/messages/ask.fr.json';
import en from '../i18n/messages/en.json';
import fr from '../i18n/messages/fr.json';
import pagesEn from '../i18n/messages/pages.en.json';
import pagesFr from '../i18n/messages/pages.fr.json';
import questionEn from '../i18n/messages/question.en.json';
import questionFr from '../i18n/messages/question.fr.json';
import translatorEn from '../i18n/messages/translator.en.json';
import translatorFr from '../i18n/messages/translator.fr.json';
import type { Catalogue } from '../i18n/messages';
import type { Locale } from '../i18n/locale';

/** Every locale's catalogue at once, for tests that render without the app's loading. */
export const messages: Record<Locale, Catalogue> = {
  en: { ...en, ...askEn, ...questionEn, ...pagesEn, ...translatorEn },
  fr: { ...fr, ...askFr, ...questionFr, ...pagesFr, ...translatorFr },
};
