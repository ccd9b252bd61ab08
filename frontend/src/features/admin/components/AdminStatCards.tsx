import { Badge, Button, Callout, Flex, Grid, Text } from '@radix-ui/themes';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { StatCard } from '../../../ui/StatCard';
import { useAdminQuestions } from '../api/get-admin-questions';
import { useAdminStats } from '../api/get-admin-stats';
import { useAdminUsers } from '../api/get-admin-users';
import { useReports } from '../api/get-reports';
import type { AssistantStatus } from '../types';
import {
  fallbackCounts,
  type FallbackCounts,
  type StatCounts,
} from '../utils/stats-fallback';
import { PROVIDER_NAMES, ProviderCallsLine } from './ProviderCallsLine';

type CountKey = keyof StatCounts;

const CARDS: { key: CountKey; label: MessageId; testId: string }[] = [
  { key: 'totalUsers', label: 'admin.stats.users', testId: 'admin-stat-users' },
  {
    key: 'totalEnQuestions',
    label: 'admin.stats.enQuestions',
    testId: 'admin-stat-en-questions',
  },
  {
    key: 'totalFrQuestions',
    label: 'admin.stats.frQuestions',
    testId: 'admin-stat-fr-questions',
  },
  {
    key: 'totalAnswers',
    label: 'admin.stats.answers',
    testId: 'admin-stat-answers',
  },
  {
    key: 'aiAnswers',
    label: 'admin.stats.aiAnswers',
    testId: 'admin-stat-ai-answers',
  },
  {
    key: 'openReports',
    label: 'admin.stats.openReports',
    testId: 'admin-stat-open-reports',
  },
];

/** Off, on, or on with a provider whose last call failed: the badge's words and colour. */
const ASSISTANT_BADGES = {
  off: { label: 'admin.stats.assistantOff', color: 'gray' },
  failing: { label: 'admin.stats.assistantFailing', color: 'amber' },
  on: { label: 'admin.stats.assistantOn', color: 'green' },
} as const satisfies Record<string, { label: MessageId; color: string }>;

function assistantBadge(assistant: AssistantStatus) {
  if (!assistant.enabled) return ASSISTANT_BADGES.off;
  return assistant.calls.some((c) => c.failing)
    ? ASSISTANT_BADGES.failing
    : ASSISTANT_BADGES.on;
}

/** When the figures cannot be read, they are worked out from the lists on the page. */
function useFallbackCounts(enabled: boolean): FallbackCounts {
  // The same requests as the lists' first pages, so nothing is fetched twice.
  const users = useAdminUsers({}, { enabled });
  const en = useAdminQuestions('en', {}, { enabled });
  const fr = useAdminQuestions('fr', {}, { enabled });
  const reports = useReports(0);
  return fallbackCounts({
    users: users.data,
    enQuestions: en.data,
    frQuestions: fr.data,
    reports: reports.data,
  });
}

/**
 * The site's figures, and whether the AI assistant answers new questions and
 * its providers' calls fail. If the
 * figures fail to load, the cards show counts from the page's lists instead.
 */
export function AdminStatCards() {
  const stats = useAdminStats();
  const fallback = useFallbackCounts(stats.isError);
  const counts: FallbackCounts | undefined = stats.isError
    ? fallback
    : stats.data;
  const assistant = stats.data?.assistant;

  return (
    <Flex direction="column" gap="3">
      {stats.isError && (
        <Callout.Root
          color="amber"
          role="status"
          data-testid="admin-stats-error"
        >
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Callout.Text>
              <FormattedMessage id="admin.stats.fallback" />
            </Callout.Text>
            <Button
              size="1"
              variant="soft"
              color="amber"
              loading={stats.isFetching}
              onClick={() => void stats.refetch()}
            >
              <FormattedMessage id="common.tryAgain" />
            </Button>
          </Flex>
        </Callout.Root>
      )}
      <Grid
        columns={{ initial: '2', sm: '3', md: '4' }}
        gap="4"
        data-testid="admin-stats"
        data-source={stats.isError ? 'lists' : 'server'}
      >
        {CARDS.map((card) => {
          const value = counts?.[card.key] ?? null;
          return (
            <StatCard
              key={card.key}
              label={<FormattedMessage id={card.label} />}
              value={value === null ? '–' : <FormattedNumber value={value} />}
              loading={stats.isPending}
              testId={card.testId}
            />
          );
        })}
        <StatCard
          label={<FormattedMessage id="admin.stats.assistant" />}
          loading={stats.isPending}
          testId="admin-stat-assistant"
        >
          {assistant ? (
            <Flex direction="column" gap="2">
              <Flex align="center" gap="2" wrap="wrap">
                <Badge
                  size="2"
                  color={assistantBadge(assistant).color}
                  data-testid="admin-stat-assistant-value"
                >
                  <FormattedMessage id={assistantBadge(assistant).label} />
                </Badge>
                {assistant.enabled && assistant.provider && (
                  <Text size="2" color="gray">
                    {PROVIDER_NAMES[assistant.provider]}
                  </Text>
                )}
              </Flex>
              {assistant.enabled &&
                assistant.calls.map((calls) => (
                  <ProviderCallsLine key={calls.provider} calls={calls} />
                ))}
            </Flex>
          ) : (
            <Text
              size="7"
              weight="bold"
              data-testid="admin-stat-assistant-value"
            >
              {'–'}
            </Text>
          )}
        </StatCard>
      </Grid>
    </Flex>
  );
}
