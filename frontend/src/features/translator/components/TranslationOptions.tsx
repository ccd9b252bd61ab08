import { Badge, Card, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { useId } from 'react';
import type { TranslatorActions } from '../hooks/use-translator';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import type { TranslatorState } from '../state/translator-reducer';

type TranslationOptionsProps = {
  state: TranslatorState;
  actions: TranslatorActions;
  /** From the member's stats; guests and the free plan cannot. */
  canUseAdvanced: boolean;
  /** The general translator always marks advanced mode as premium. */
  alwaysShowPremium?: boolean;
};

/** A switch with its label, an optional badge beside it and a hint under it. */
function OptionRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
  badge,
  testId,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: boolean) => void;
  badge?: string;
  testId: string;
}) {
  const hintId = useId();
  return (
    <Flex direction="column" gap="1">
      <Flex align="center" gap="2" wrap="wrap">
        <Text as="label" size="2" weight="medium">
          <Flex as="span" align="center" gap="2">
            <Switch
              checked={checked}
              disabled={disabled}
              onCheckedChange={onChange}
              aria-describedby={hintId}
              data-testid={testId}
            />
            {label}
          </Flex>
        </Text>
        {badge && (
          <Badge
            color="amber"
            variant="soft"
            radius="full"
            data-testid={`${testId}-badge`}
          >
            {badge}
          </Badge>
        )}
      </Flex>
      <Text as="p" id={hintId} size="1" color="gray">
        {hint}
      </Text>
    </Flex>
  );
}

/** Feminine mode and advanced mode (premium plans only). */
export function TranslationOptions({
  state,
  actions,
  canUseAdvanced,
  alwaysShowPremium = false,
}: TranslationOptionsProps) {
  const { t } = useTranslatorIntl();
  const showPremium = alwaysShowPremium || !canUseAdvanced;
  return (
    <Card size="3" data-testid="translator-options">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="4">
          {t('translator.options.title')}
        </Heading>
        <OptionRow
          label={t('translator.options.feminine')}
          hint={t('translator.options.feminineHint')}
          checked={state.feminine}
          onChange={actions.setFeminine}
          testId="translator-feminine"
        />
        <OptionRow
          label={t('translator.options.advanced')}
          hint={t('translator.options.advancedHint')}
          checked={state.advanced && canUseAdvanced}
          disabled={!canUseAdvanced}
          onChange={actions.setAdvanced}
          badge={showPremium ? t('translator.plan.premium') : undefined}
          testId="translator-advanced"
        />
      </Flex>
    </Card>
  );
}
