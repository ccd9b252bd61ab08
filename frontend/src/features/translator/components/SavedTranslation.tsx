import { Flex, Text } from '@radix-ui/themes';
import { Flag } from '../../../ui/Flag';
import type { ReactNode } from 'react';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import { findTranslatorLanguage, textDirection } from '../languages';

type SavedTranslationProps = {
  sourceText: string;
  translation: string;
  arabicScript: string | null;
  sourceLanguage: string;
  targetLanguage: string;
  /** A button beside the texts (Remove, for favorites). */
  action?: ReactNode;
  testId: string;
};

/** One line of the favorites or the history: the languages, the text and its translation. */
export function SavedTranslation({
  sourceText,
  translation,
  arabicScript,
  sourceLanguage,
  targetLanguage,
  action,
  testId,
}: SavedTranslationProps) {
  const { t } = useTranslatorIntl();
  const name = (code: string) => {
    const language = findTranslatorLanguage(code);
    if (!language) return code;
    return (
      <span className="flag-label">
        <Flag src={language.flag} size={12} />
        {t(language.nameId)}
      </span>
    );
  };
  return (
    <li className="translator-saved" data-testid={testId}>
      <Flex justify="between" align="start" gap="3">
        <Flex direction="column" gap="1" minWidth="0" flexGrow="1">
          <Text size="1" color="gray">
            {name(sourceLanguage)} → {name(targetLanguage)}
          </Text>
          <Text
            size="2"
            className="user-text"
            data-testid="saved-source-text"
            {...textDirection(sourceLanguage)}
          >
            {sourceText}
          </Text>
          <Text
            size="2"
            weight="medium"
            className="user-text"
            data-testid="saved-translation"
            {...textDirection(targetLanguage)}
          >
            {translation}
          </Text>
          {arabicScript && (
            <Text as="p" size="3" dir="rtl" lang="ar">
              {arabicScript}
            </Text>
          )}
        </Flex>
        {action}
      </Flex>
    </li>
  );
}
