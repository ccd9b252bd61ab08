import { Button, Card, Flex, Text, TextArea } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { SwapIcon } from '../../../ui/feature-icons';
import type { TranslatorActions } from '../hooks/use-translator';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import { textDirection, type TranslatorLanguage } from '../languages';
import type { TranslatorState } from '../state/translator-reducer';
import { DeferredTranslatorLanguageSelect } from './DeferredTranslatorLanguageSelect';

type SourcePanelProps = {
  state: TranslatorState;
  actions: TranslatorActions;
  languages: readonly TranslatorLanguage[];
  /** The character counter under the text area. */
  counter: ReactNode;
  maxLength?: number;
};

/** The text to translate, its language and the Swap button. */
export function SourcePanel({
  state,
  actions,
  languages,
  counter,
  maxLength,
}: SourcePanelProps) {
  const { t } = useTranslatorIntl();
  const selectId = useId();
  const written = textDirection(state.source);
  // Swap takes a result on screen, not one being made.
  const swapOff = !state.translation || state.pending !== null;
  return (
    <Card size="3" className="translator-panel">
      <Flex direction="column" gap="3">
        <Flex align="end" justify="between" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={selectId} size="2" weight="medium">
              {t('translator.source.label')}
            </Text>
            <DeferredTranslatorLanguageSelect
              id={selectId}
              languages={languages}
              value={state.source}
              onChange={actions.setSource}
              testId="translator-source-language"
            />
          </Flex>
          <Button
            type="button"
            variant="soft"
            onClick={() => {
              if (!swapOff) actions.swap();
            }}
            // Off, not disabled, until there is a result to swap: the button
            // pressed keeps the keyboard's focus while the swapped text translates.
            aria-disabled={swapOff || undefined}
            data-disabled={swapOff || undefined}
            title={t('translator.actions.swapHint')}
            data-testid="translator-swap"
          >
            <SwapIcon />
            {t('translator.actions.swap')}
          </Button>
        </Flex>
        <TextArea
          size="3"
          rows={7}
          value={state.text}
          onChange={(event) => actions.setText(event.target.value)}
          placeholder={t('translator.source.placeholder')}
          aria-label={t('translator.source.textLabel')}
          maxLength={maxLength}
          dir={written.dir}
          lang={written.lang}
          className="translator-textarea"
          data-testid="translator-source-text"
        />
        {counter}
      </Flex>
    </Card>
  );
}
