import { Badge } from '@radix-ui/themes';
import { useTranslatorIntl } from '../hooks/use-translator-intl';

/** Premium for plans with advanced mode, otherwise Free. */
export function PlanBadge({ premium }: { premium: boolean }) {
  const { t } = useTranslatorIntl();
  return (
    <Badge
      color={premium ? 'amber' : 'gray'}
      variant="soft"
      radius="full"
      data-testid="translator-plan-badge"
    >
      {premium ? t('translator.plan.premium') : t('translator.plan.free')}
    </Badge>
  );
}
