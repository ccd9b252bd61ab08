import { Grid } from '@radix-ui/themes';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { Locale } from '../../../i18n/locale';
import { ErrorState } from '../../../ui/ErrorState';
import { StatCard } from '../../../ui/StatCard';
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
        <StatCard
          key={card.key}
          label={<FormattedMessage id={card.label} />}
          value={<FormattedNumber value={stats.data?.[card.key] ?? 0} />}
          loading={stats.isPending}
          testId={card.testId}
        />
      ))}
    </Grid>
  );
}
