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
  const failing = calls.failing && !!calls.lastFailureAt && !!calls.lastFailure;
  return (
    <Text
      as="p"
      size="1"
      color={failing ? 'amber' : 'gray'}
      data-testid={`admin-provider-calls-${calls.provider}`}
      data-failing={String(failing)}
    >
      <CallsText calls={calls} />
    </Text>
  );
}

function CallsText({ calls }: { calls: ProviderCalls }) {
  const provider = PROVIDER_NAMES[calls.provider];
  const { lastFailure, lastFailureAt, lastSuccessAt } = calls;
  if (calls.failing && lastFailureAt && lastFailure)
    return (
      <FormattedMessage
        id={
          lastSuccessAt
            ? 'admin.stats.calls.failing'
            : 'admin.stats.calls.failingNever'
        }
        values={{
          provider,
          count: calls.failuresInARow,
          ago: <TimeAgo key={lastFailureAt} at={lastFailureAt} />,
          task: <FormattedMessage key="task" id={TASKS[lastFailure.task]} />,
          reason: lastFailure.reason,
        }}
      />
    );
  if (lastSuccessAt)
    return (
      <FormattedMessage
        id="admin.stats.calls.answered"
        values={{
          provider,
          ago: <TimeAgo key={lastSuccessAt} at={lastSuccessAt} />,
        }}
      />
    );
  return <FormattedMessage id="admin.stats.calls.none" values={{ provider }} />;
}
