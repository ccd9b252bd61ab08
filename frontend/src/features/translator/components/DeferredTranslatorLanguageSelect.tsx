import { deferred } from '../../../ui/deferred';
import { DeferredSelect } from '../../../ui/DeferredSelect';
import { FlagOption } from '../../../ui/Flag';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import { findTranslatorLanguage } from '../languages';
import type { TranslatorLanguageSelectProps } from './TranslatorLanguageSelect';

const select = deferred(() => import('./TranslatorLanguageSelect'));

/**
 * `TranslatorLanguageSelect` for the translator's first paint: a light trigger
 * showing the chosen language until it is used (see `DeferredSelect`), so the
 * page does not build its two lists of options for controls nobody touched.
 */
export function DeferredTranslatorLanguageSelect(
  props: Omit<TranslatorLanguageSelectProps, 'defaultOpen' | 'triggerRef'>,
) {
  const { t } = useTranslatorIntl();
  const language = findTranslatorLanguage(props.value);
  return (
    <DeferredSelect
      module={select}
      renderSelect={(module, takeover) => (
        <module.TranslatorLanguageSelect
          {...props}
          defaultOpen={takeover.defaultOpen}
          triggerRef={takeover.triggerRef}
        />
      )}
      placeholder={!language}
      id={props.id}
      testId={props.testId}
    >
      {language && (
        <FlagOption flag={language.flag} name={t(language.nameId)} />
      )}
    </DeferredSelect>
  );
}
