import { Button, Card, Flex, Skeleton, Spinner, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { CopyIcon, SpeakerIcon } from '../../../ui/feature-icons';
import { useCopyText } from '../hooks/use-copy-text';
import { useListen } from '../hooks/use-listen';
import type { TranslatorActions } from '../hooks/use-translator';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import { textDirection, type TranslatorLanguage } from '../languages';
import type { TranslatorState } from '../state/translator-reducer';
import type { TranslationEngine } from '../types';
import { DeferredTranslatorLanguageSelect } from './DeferredTranslatorLanguageSelect';

const ENGINE_NAME = {
  standard: 'translator.engine.standard',
  advanced: 'translator.engine.advanced',
  offline: 'translator.engine.offline',
} as const satisfies Record<TranslationEngine, string>;

type TargetPanelProps = {
  state: TranslatorState;
  actions: TranslatorActions;
  languages: readonly TranslatorLanguage[];
  /** More buttons beside Listen and Copy (Favorite on the general translator). */
  extraActions?: ReactNode;
};

/** What the text says in the target language: indicator, result or placeholder. */
function TranslationResult({ state }: { state: TranslatorState }) {
  const { t } = useTranslatorIntl();
  const { status, translation, arabicScript, engine } = state;
  // The language the text on screen is in, even if the picker has moved on.
  const written = textDirection(
    state.resultOf?.target_language ?? state.target,
  );

  if (status === 'waiting') {
    return (
      <Flex align="center" gap="2" data-testid="translator-translating">
        <Spinner />
        <Text color="gray">{t('translator.result.translating')}</Text>
      </Flex>
    );
  }
  if (!translation) {
    // The request is out and nothing is on screen yet: the placeholder
    // shimmers, so a slow answer does not look like no answer.
    const pending = status === 'translating';
    const placeholder = (
      <Text
        as="p"
        color="gray"
        data-testid={pending ? 'translator-pending' : 'translator-placeholder'}
      >
        {t('translator.result.placeholder')}
      </Text>
    );
    return pending ? <Skeleton>{placeholder}</Skeleton> : placeholder;
  }
  return (
    <Flex direction="column" gap="3">
      <Text
        as="p"
        size="5"
        dir={written.dir}
        lang={written.lang}
        className="translator-translation"
        data-testid="translator-translation"
      >
        {translation}
      </Text>
      {arabicScript && (
        <Text
          as="p"
          size="6"
          dir="rtl"
          lang="ar"
          className="translator-arabic"
          data-testid="translator-arabic-script"
        >
          {arabicScript}
        </Text>
      )}
      {engine && (
        <Text as="p" size="1" color="gray" data-testid="translator-engine">
          {t('translator.result.engine', { engine: t(ENGINE_NAME[engine]) })}
        </Text>
      )}
    </Flex>
  );
}

/** The target language, the result and what can be done with it. */
export function TargetPanel({
  state,
  actions,
  languages,
  extraActions,
}: TargetPanelProps) {
  const { t } = useTranslatorIntl();
  const selectId = useId();
  const { listen, isPending: speaking } = useListen();
  const copy = useCopyText();
  // A result is on screen (not the "Translating..." that replaces it while a
  // change waits), read aloud in the language it was made for.
  const hasResult = state.translation !== '' && state.status !== 'waiting';
  const written = state.resultOf?.target_language ?? state.target;

  return (
    <Card size="3" className="translator-panel">
      <Flex direction="column" gap="3">
        <Flex align="end" justify="between" gap="3" wrap="wrap">
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={selectId} size="2" weight="medium">
              {t('translator.target.label')}
            </Text>
            <DeferredTranslatorLanguageSelect
              id={selectId}
              languages={languages}
              value={state.target}
              onChange={actions.setTarget}
              testId="translator-target-language"
            />
          </Flex>
          {hasResult && (
            <Flex gap="2" wrap="wrap">
              <Button
                type="button"
                variant="soft"
                loading={speaking}
                // Busy, not disabled, while the speech loads: a disabled
                // button would drop the keyboard's focus.
                disabled={false}
                aria-disabled={speaking || undefined}
                data-disabled={speaking || undefined}
                onClick={() => {
                  if (!speaking) void listen(state.translation, written);
                }}
                data-testid="translator-listen"
              >
                <SpeakerIcon />
                {t('translator.actions.listen')}
              </Button>
              <Button
                type="button"
                variant="soft"
                onClick={() => void copy(state.translation)}
                data-testid="translator-copy"
              >
                <CopyIcon />
                {t('translator.actions.copy')}
              </Button>
              {extraActions}
            </Flex>
          )}
        </Flex>
        <div
          className="translator-result"
          aria-live="polite"
          aria-busy={state.status !== 'idle'}
          data-testid="translator-result"
        >
          <TranslationResult state={state} />
        </div>
      </Flex>
    </Card>
  );
}
