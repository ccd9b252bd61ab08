import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { Flag } from '../../../ui/Flag';
import { languageFlag, languageName } from '../../../ui/languages';
import { RT } from '../../../ui/radix-markup';

type LanguagePairProps = {
  /** The language the question is about. */
  targetLanguage: string;
  /** The asker's native language. */
  language: string;
};

/** "Learning [flag] Darija · From [flag] French": what the asker learns and speaks. */
export function LanguagePair({ targetLanguage, language }: LanguagePairProps) {
  const intl = useIntl();
  // Keyed: react-intl puts the value into a list beside the label's text.
  const flagAndName = (code: string) => (
    <Fragment key={code}>
      <Flag src={languageFlag(code)} size={12} />
      {languageName(code, intl.locale)}
    </Fragment>
  );
  // Radix Themes' Flex and Badge markup, as plain elements (see ui/radix-markup.ts).
  const pill = (color: string, id: MessageId, code: string) => (
    <span data-accent-color={color} data-radius="full" className={RT.badgeSoft}>
      {intl.formatMessage({ id }, { language: flagAndName(code) })}
    </span>
  );
  return (
    <div data-testid="language-pair" className={RT.rowWrap2}>
      {pill('indigo', 'question.languages.learning', targetLanguage)}
      {pill('gray', 'question.languages.from', language)}
    </div>
  );
}
