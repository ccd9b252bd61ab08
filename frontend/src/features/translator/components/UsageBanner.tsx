import { Callout, Flex } from '@radix-ui/themes';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import type { TranslatorStats } from '../types';
import { PlanBadge } from './PlanBadge';

/** A member's usage on the dialect pages: 'Translations today: X/Y' and the plan. */
export function UsageBanner({ stats }: { stats: TranslatorStats }) {
  const { t } = useTranslatorIntl();
  return (
    <Callout.Root variant="surface" data-testid="translator-usage-banner">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Callout.Text>
          {t('translator.usage.today', {
            used: stats.translations_today,
            limit: stats.daily_limit,
          })}
        </Callout.Text>
        <PlanBadge premium={stats.can_use_advanced} />
      </Flex>
    </Callout.Root>
  );
}
