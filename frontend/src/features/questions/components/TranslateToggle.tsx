import { Box, Button, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { mutationErrorText } from '../../../shared/use-mutation-error';
import { TranslateIcon } from '../../../ui/icons';
import type { TranslationToggle } from '../hooks/use-translation-toggle';

type TranslateButtonProps = {
  state: TranslationToggle;
  testId: string;
};

/** See translation / Hide translation; disabled with 'Translating...' while it loads. */
export function TranslateButton({ state, testId }: TranslateButtonProps) {
  if (state.unavailable) return null;
  return (
    <Button
      size="1"
      variant="ghost"
      color="gray"
      disabled={state.isLoading}
      aria-expanded={state.translation !== null || state.failure !== null}
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

/** The English translation under a post, while it is shown, or why it could not be had. */
export function TranslationText({
  state,
  testId,
}: {
  state: TranslationToggle;
  testId: string;
}) {
  const intl = useIntl();
  if (state.failure !== null) {
    return (
      <Text as="p" size="2" color="red" role="status" data-testid={testId}>
        {state.unavailable
          ? intl.formatMessage({ id: 'question.translate.unavailable' })
          : mutationErrorText(intl, state.failure, 'question.translate.failed')}
      </Text>
    );
  }
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
