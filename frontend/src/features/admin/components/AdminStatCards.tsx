import { Badge, Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { ErrorState } from '../../../ui/ErrorState';
import { useAdminStats } from '../api/get-admin-stats';
import type { AdminStats } from '../types';

type CountKey = Exclude<keyof AdminStats, 'assistant'>;

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

/** The site's figures, and whether the AI assistant answers new questions. */
export function AdminStatCards() {
  const stats = useAdminStats();

  if (stats.isError)
    return (
      <ErrorState
        onRetry={() => void stats.refetch()}
        testId="admin-stats-error"
      />
    );

  const assistant = stats.data?.assistant;
  return (
    <Grid
      columns={{ initial: '2', sm: '3', md: '4' }}
      gap="4"
      data-testid="admin-stats"
    >
      {CARDS.map((card) => (
        <Card key={card.key} size="2" data-testid={card.testId}>
          <Flex direction="column" gap="1">
            <Text size="2" color="gray">
              <FormattedMessage id={card.label} />
            </Text>
            <Skeleton loading={stats.isPending}>
              <Text size="7" weight="bold" data-testid={`${card.testId}-value`}>
                <FormattedNumber value={stats.data?.[card.key] ?? 0} />
              </Text>
            </Skeleton>
          </Flex>
        </Card>
      ))}
      <Card size="2" data-testid="admin-stat-assistant">
        <Flex direction="column" gap="2">
          <Text size="2" color="gray">
            <FormattedMessage id="admin.stats.assistant" />
          </Text>
          <Skeleton loading={stats.isPending}>
            <Flex align="center" gap="2" wrap="wrap">
              <Badge
                size="2"
                color={assistant?.enabled ? 'green' : 'gray'}
                data-testid="admin-stat-assistant-value"
              >
                <FormattedMessage
                  id={
                    assistant?.enabled
                      ? 'admin.stats.assistantOn'
                      : 'admin.stats.assistantOff'
                  }
                />
              </Badge>
              {assistant?.enabled && assistant.provider && (
                <Text size="2" color="gray">
                  {assistant.provider}
                </Text>
              )}
            </Flex>
          </Skeleton>
        </Flex>
      </Card>
    </Grid>
  );
}
