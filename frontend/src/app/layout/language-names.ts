import type { Locale } from '../../i18n/locale';
import type { MessageId } from '../../i18n/messages';

export const LANGUAGE_NAMES: Record<Locale, MessageId> = {
  en: 'header.language.en',
  fr: 'header.language.fr',
};
