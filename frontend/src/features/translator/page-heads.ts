import type { IntlShape } from 'react-intl';
import type { MessageId, TranslatorMessageId } from '../../i18n/messages';
import { dialectName, type Dialect } from './dialects';

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

/** Mid-sentence, French writes language names in lower case ("en arabe égyptien"). */
export function nameInSentence(name: string, locale: string): string {
  return locale === 'fr' ? name.toLocaleLowerCase('fr') : name;
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
  const name = dialectName(dialect, intl.locale);
  const dialectInSentence = nameInSentence(name, intl.locale);
  return {
    page: intl.formatMessage(
      { id: 'dialectTranslator.title' },
      { dialect: name },
    ),
    description: format(intl, 'translator.meta.dialect.description', {
      dialect: dialectInSentence,
    }),
    keywords: format(intl, 'translator.meta.dialect.keywords', {
      dialect: dialectInSentence,
    }),
  };
}
