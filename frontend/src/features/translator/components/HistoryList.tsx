import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { ErrorState } from '../../../ui/ErrorState';
import { useTranslationHistory } from '../api/get-translation-history';
import { HISTORY_SHOWN } from '../constants';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import { SavedTranslation } from './SavedTranslation';

/** The member's most recent translations. */
export function HistoryList() {
  const { t } = useTranslatorIntl();
  const history = useTranslationHistory();
  return (
    <Card size="3" data-testid="translator-history">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('translator.history.title')}
        </Heading>
        {history.isPending ? (
          <Skeleton height="64px" />
        ) : history.isError ? (
          <ErrorState onRetry={() => void history.refetch()} />
        ) : history.data.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t('translator.history.empty')}
          </Text>
        ) : (
          <ul className="translator-saved-list">
            {history.data.slice(0, HISTORY_SHOWN).map((entry) => (
              <SavedTranslation
                key={entry.id}
                sourceText={entry.source_text}
                translation={entry.translation}
                arabicScript={entry.arabic_script}
                sourceLanguage={entry.source_language}
                targetLanguage={entry.target_language}
                testId="translator-history-item"
              />
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
