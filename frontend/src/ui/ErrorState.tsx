import { Button, Callout, Flex } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

type ErrorStateProps = {
  /** Fetches again; the button is hidden without it. */
  onRetry?: () => void;
  testId?: string;
};

/** What a section shows when its data could not be loaded. */
export function ErrorState({ onRetry, testId }: ErrorStateProps) {
  return (
    <Callout.Root color="red" role="alert" data-testid={testId}>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Callout.Text>
          <FormattedMessage id="common.error" />
        </Callout.Text>
        {onRetry && (
          <Button size="1" variant="soft" color="red" onClick={onRetry}>
            <FormattedMessage id="common.tryAgain" />
          </Button>
        )}
      </Flex>
    </Callout.Root>
  );
}
