import {
  Button,
  Card,
  Flex,
  Heading,
  Progress,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import type { AccountType, TranslatorStats } from '../types';
import { PlanBadge } from './PlanBadge';

const PLAN_NAME = {
  free: 'translator.plan.free',
  basic: 'translator.plan.basic',
  pro: 'translator.plan.pro',
} as const satisfies Record<AccountType, string>;

/** The general translator's usage card: plan, today's count, limits, upgrade. */
export function UsageCard({ stats }: { stats: TranslatorStats | undefined }) {
  const { t } = useTranslatorIntl();
  const locale = useLocale();
  return (
    <Card size="3" data-testid="translator-usage-card">
      <Flex direction="column" gap="3">
        <Flex align="center" justify="between" gap="3">
          <Heading as="h2" size="4">
            {t('translator.usage.title')}
          </Heading>
          {stats && <PlanBadge premium={stats.can_use_advanced} />}
        </Flex>
        {stats ? (
          <>
            <Text as="p" size="2" data-testid="translator-usage-today">
              {t('translator.usage.today', {
                used: stats.translations_today,
                limit: stats.daily_limit,
              })}
            </Text>
            <Progress
              value={Math.min(
                100,
                (stats.translations_today / Math.max(1, stats.daily_limit)) *
                  100,
              )}
              aria-label={t('translator.usage.progressLabel')}
            />
            <Text as="p" size="2" color="gray">
              {t('translator.usage.plan', {
                plan: t(PLAN_NAME[stats.account_type]),
              })}
            </Text>
            <Text as="p" size="2" color="gray">
              {t('translator.usage.charLimit', { limit: stats.char_limit })}
            </Text>
            {stats.account_type === 'free' && (
              <Flex direction="column" gap="2" align="start">
                <Text as="p" size="2">
                  {t('translator.usage.upgradeHint')}
                </Text>
                <Button asChild>
                  <Link
                    to={paths.plans(locale)}
                    data-testid="translator-upgrade"
                  >
                    {t('translator.usage.upgrade')}
                  </Link>
                </Button>
              </Flex>
            )}
          </>
        ) : (
          <Skeleton height="96px" />
        )}
      </Flex>
    </Card>
  );
}
