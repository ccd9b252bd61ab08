import { Card, Flex, Grid, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { Locale } from '../../../i18n/locale';
import { ErrorState } from '../../../ui/ErrorState';
import { useCommunityStats } from '../api/get-community-stats';
import type { CommunityStats } from '../types';

const CARDS: { key: keyof CommunityStats; label: MessageId; testId: string }[] =
  [
    { key: 'totalUsers', label: 'users.stats.members', testId: 'stat-members' },
    {
      key: 'totalContributors',
      label: 'users.stats.contributors',
      testId: 'stat-contributors',
    },
    {
      key: 'totalAnswers',
      label: 'users.stats.answers',
      testId: 'stat-answers',
    },
    {
      key: 'totalLanguages',
      label: 'users.stats.languages',
      testId: 'stat-languages',
    },
  ];

/** Members, contributors, answers and languages. */
export function StatCards({ locale }: { locale: Locale }) {
  const stats = useCommunityStats(locale);

  if (stats.isError)
    return (
      <ErrorState onRetry={() => void stats.refetch()} testId="stats-error" />
    );

  return (
    <Grid columns={{ initial: '2', md: '4' }} gap="4" data-testid="stat-cards">
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
    </Grid>
  );
}
