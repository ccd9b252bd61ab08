import { Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { ProviderCalls } from '../types';
import { TimeAgo } from './TimeAgo';

/** A provider as its maker writes its name. */
export const PROVIDER_NAMES: Record<ProviderCalls['provider'], string> = {
  openai: 'OpenAI',
  gemini: 'Gemini',
};

const TASKS: Record<
  NonNullable<ProviderCalls['lastFailure']>['task'],
  MessageId
> = {
  answer: 'admin.stats.calls.task.answer',
  translate: 'admin.stats.calls.task.translate',
  speak: 'admin.stats.calls.task.speak',
};

/**
 * One provider's recent calls on the assistant's card: failing since when and
 * why, or when it last answered.
 */
export function ProviderCallsLine({ calls }: { calls: ProviderCalls }) {
  const provider = PROVIDER_NAMES[calls.provider];
  if (calls.failing && calls.lastFailureAt && calls.lastFailure) {
    return (
      <Text
        as="p"
        size="1"
        color="amber"
        data-testid={`admin-provider-calls-${calls.provider}`}
        data-failing="true"
      >
        <FormattedMessage
          id="admin.stats.calls.failing"
          values={{
            provider,
            count: calls.failuresInARow,
            ago: <TimeAgo key={calls.lastFailureAt} at={calls.lastFailureAt} />,
            task: (
              <FormattedMessage key="task" id={TASKS[calls.lastFailure.task]} />
            ),
            reason: calls.lastFailure.reason,
          }}
        />
      </Text>
    );
  }
  return (
    <Text
      as="p"
      size="1"
      color="gray"
      data-testid={`admin-provider-calls-${calls.provider}`}
      data-failing="false"
    >
      {calls.lastSuccessAt ? (
        <FormattedMessage
          id="admin.stats.calls.answered"
          values={{
            provider,
            ago: <TimeAgo key={calls.lastSuccessAt} at={calls.lastSuccessAt} />,
          }}
        />
      ) : (
        <FormattedMessage id="admin.stats.calls.none" values={{ provider }} />
      )}
    </Text>
  );
}
