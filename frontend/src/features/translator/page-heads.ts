import type { IntlShape } from 'react-intl';
import type { MessageId, TranslatorMessageId } from '../../i18n/messages';
import type { Dialect } from './dialects';

/** What a translator page puts in the document's head: its name (the heading), description and keywords. */
export type TranslatorPageHead = {
  page: string;
  description: string;
  keywords: string;
};

/** A translator message, formatted (its catalogue is merged into the main one at runtime). */
function format(
  intl: IntlShape,
  id: TranslatorMessageId,
  values?: Record<string, string>,
): string {
  return intl.formatMessage({ id: id as string as MessageId }, values);
}

/** The dialect's name inside a sentence: French writes it in lower case but for proper nouns ("en arabe du Golfe"). */
export function nameInSentence(dialect: Dialect, locale: string): string {
  return locale === 'fr' ? dialect.inSentenceFr : dialect.name;
}

/** The general translator's head. */
export function translatorPageHead(intl: IntlShape): TranslatorPageHead {
  return {
    page: intl.formatMessage({ id: 'translator.title' }),
    description: format(intl, 'translator.meta.general.description'),
    keywords: format(intl, 'translator.meta.general.keywords'),
  };
}

/** A dialect page's head. */
export function dialectPageHead(
  intl: IntlShape,
  dialect: Dialect,
): TranslatorPageHead {
  const dialectInSentence = nameInSentence(dialect, intl.locale);
  return {
    // "Egyptian Arabic Translator", "Traducteur arabe égyptien".
    page: intl.formatMessage(
      { id: 'dialectTranslator.title' },
      { dialect: dialectInSentence },
    ),
    description: format(intl, 'translator.meta.dialect.description', {
      dialect: dialectInSentence,
    }),
    keywords: format(intl, 'translator.meta.dialect.keywords', {
      dialect: dialectInSentence,
    }),
  };
}
