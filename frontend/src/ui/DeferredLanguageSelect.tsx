import { DropdownMenu, Flex, Text } from '@radix-ui/themes';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { deferred, useDeferred } from './deferred';
import { Flag } from './Flag';
import { findLanguage, languageName } from './languages';

const select = deferred(() => import('./LanguageSelect'));

/** The keys that open a Radix select from its trigger. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

type Props = ComponentProps<
  typeof import('./LanguageSelect').LanguageSelect
> & {
  /** Needed to stand in for the trigger (no `id` or help text: not in a form). */
  ariaLabel: string;
};

/**
 * `LanguageSelect` for a page's first paint (the question list's filter): only
 * the trigger shows, with the markup, classes and ARIA of Radix Themes' closed
 * select trigger. The select's code loads when the browser is first idle, but
 * the select (which renders every option even while closed) replaces the
 * trigger only once the trigger is used: focused, pressed or opened from the
 * keyboard. It then opens when it was pressed or opened, and keeps the focus.
 */
export function DeferredLanguageSelect(props: Props) {
  const intl = useIntl();
  const [module, loadNow] = useDeferred(select);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  // Once used, the trigger stays the select's own.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Radix points the closed trigger at its list's id too.
  const listId = useId();
  const shown = module !== undefined && used;

  useEffect(() => {
    if (shown && focused && !openOnLoad) trigger.current?.focus();
  }, [shown, focused, openOnLoad]);

  if (module && shown)
    return (
      <module.LanguageSelect
        {...props}
        defaultOpen={openOnLoad}
        triggerRef={trigger}
      />
    );

  const markUsed = () => {
    setUsed(true);
    loadNow();
  };
  const open = () => {
    setOpenOnLoad(true);
    markUsed();
  };
  const language = findLanguage(props.value);
  const empty = !language && !props.allLabel;
  return (
    <button
      type="button"
      role="combobox"
      aria-controls={listId}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={props.ariaLabel}
      dir="ltr"
      data-state="closed"
      data-placeholder={empty ? '' : undefined}
      disabled={props.disabled}
      data-disabled={props.disabled ? '' : undefined}
      data-testid={props.testId}
      className="rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-surface"
      onFocus={() => {
        setFocused(true);
        markUsed();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does for a mouse: the list, not the trigger, takes focus.
        if (event.pointerType === 'mouse') event.preventDefault();
        open();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>
          {language ? (
            <Flex as="span" align="center" gap="2">
              <Flag src={language.flag} />
              <Text as="span">{languageName(language.code, intl.locale)}</Text>
            </Flex>
          ) : empty ? (
            props.placeholder
          ) : (
            props.allLabel
          )}
        </span>
      </span>
      {/* Radix Themes' chevron, the one its select trigger draws. */}
      <DropdownMenu.TriggerIcon className="rt-SelectIcon" aria-hidden="true" />
    </button>
  );
}
