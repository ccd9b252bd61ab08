import { Button, Callout, Flex } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseApiError } from '../api/http';
import { apiErrorText, isPreciseError } from '../i18n/api-error-text';

type ErrorStateProps = {
  /** Fetches again; the button is hidden without it. */
  onRetry?: () => void;
  /** The failed request's error: a precise reason (a limit's wait, a search stopped for time) is said. */
  error?: unknown;
  testId?: string;
};

/** What a section shows when its data could not be loaded. */
export function ErrorState({ onRetry, error, testId }: ErrorStateProps) {
  const intl = useIntl();
  const details = parseApiError(error);
  return (
    <Callout.Root color="red" role="alert" data-testid={testId}>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Callout.Text>
          {(isPreciseError(details) && apiErrorText(intl, details)) ||
            intl.formatMessage({ id: 'common.error' })}
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
