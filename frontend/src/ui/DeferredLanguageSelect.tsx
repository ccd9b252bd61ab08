import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { deferred } from './deferred';
import { DeferredSelect } from './DeferredSelect';
import { FlagOption } from './Flag';
import { findLanguage, languageName } from './languages';

const select = deferred(() => import('./LanguageSelect'));

type Props = ComponentProps<
  typeof import('./LanguageSelect').LanguageSelect
> & {
  /** Needed to stand in for the trigger (no `id` or help text: not in a form). */
  ariaLabel: string;
};

/**
 * `LanguageSelect` for a page's first paint (the question list's filter): a
 * light trigger until it is used (see `DeferredSelect`).
 */
export function DeferredLanguageSelect(props: Props) {
  const intl = useIntl();
  const language = findLanguage(props.value);
  const empty = !language && !props.allLabel;
  return (
    <DeferredSelect
      module={select}
      renderSelect={(module, takeover) => (
        <module.LanguageSelect
          {...props}
          defaultOpen={takeover.defaultOpen}
          triggerRef={takeover.triggerRef}
        />
      )}
      placeholder={empty}
      ariaLabel={props.ariaLabel}
      disabled={props.disabled}
      testId={props.testId}
    >
      {language ? (
        <FlagOption
          flag={language.flag}
          name={languageName(language.code, intl.locale)}
        />
      ) : empty ? (
        props.placeholder
      ) : (
        props.allLabel
      )}
    </DeferredSelect>
  );
}
