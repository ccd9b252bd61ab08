import { Box, Button, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { TranslateIcon } from '../../../ui/icons';
import type { TranslationToggle } from '../hooks/use-translation-toggle';

type TranslateButtonProps = {
  state: TranslationToggle;
  testId: string;
};

/** See translation / Hide translation; disabled with 'Translating...' while it loads. */
export function TranslateButton({ state, testId }: TranslateButtonProps) {
  return (
    <Button
      size="1"
      variant="ghost"
      color="gray"
      disabled={state.isLoading}
      aria-expanded={state.translation !== null}
      onClick={state.toggle}
      data-testid={testId}
    >
      <TranslateIcon />
      {state.isLoading ? (
        <FormattedMessage id="question.translate.loading" />
      ) : state.translation !== null ? (
        <FormattedMessage id="question.translate.hide" />
      ) : (
        <FormattedMessage id="question.translate.show" />
      )}
    </Button>
  );
}

/** The English translation under a post, while it is shown. */
export function TranslationText({
  state,
  testId,
}: {
  state: TranslationToggle;
  testId: string;
}) {
  if (state.translation === null) return null;
  return (
    <Box className="translation" data-testid={testId}>
      <Text as="p" size="1" weight="medium" color="gray" mb="1">
        <FormattedMessage id="question.translate.label" />
      </Text>
      <Text as="p" size="3" lang="en" dir="auto" className="user-text">
        {state.translation}
      </Text>
    </Box>
  );
}
