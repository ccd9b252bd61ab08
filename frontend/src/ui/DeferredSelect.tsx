import { DropdownMenu } from '@radix-ui/themes';
import {
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useDeferred, type Deferred } from './deferred';

/** The keys that open a Radix select from its trigger. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/** How the real select starts once it replaces the stand-in. */
export type SelectTakeover = {
  /** Pressed or opened from the keyboard: the select opens at once. */
  defaultOpen: boolean;
  triggerRef: Ref<HTMLButtonElement>;
};

type DeferredSelectProps<M> = {
  /** The module holding the real select. */
  module: Deferred<M>;
  renderSelect: (module: M, takeover: SelectTakeover) => ReactNode;
  /** What the closed trigger shows: the chosen option's content, or the placeholder. */
  children: ReactNode;
  /** Nothing is chosen: the trigger shows the placeholder's color. */
  placeholder?: boolean;
  /** The trigger's id; a `<label htmlFor>` can point at it. */
  id?: string;
  ariaLabel?: string;
  ariaDescribedBy?: string;
  disabled?: boolean;
  testId?: string;
};

/**
 * A Radix Themes select for a page's first paint: only the trigger shows, with
 * the markup, classes and ARIA of Radix Themes' closed select trigger (size 2,
 * surface). Radix's select renders every option even while closed; here the
 * select's code loads when the browser is first idle, but the select replaces
 * the trigger only once the trigger is used: focused, pressed or opened from
 * the keyboard. It then opens when it was pressed or opened, and keeps the focus.
 */
export function DeferredSelect<M>({
  module: deferredModule,
  renderSelect,
  children,
  placeholder,
  id,
  ariaLabel,
  ariaDescribedBy,
  disabled,
  testId,
}: DeferredSelectProps<M>) {
  const [module, loadNow] = useDeferred(deferredModule);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  // Once used, the trigger stays the select's own.
  const [used, setUsed] = useState(false);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  // Radix points the closed trigger at its list's id too.
  const listId = useId();
  const shown = module !== undefined && used;

  useEffect(() => {
    if (shown && focused && !openOnLoad) trigger?.focus();
  }, [shown, focused, openOnLoad, trigger]);

  if (module !== undefined && shown)
    return renderSelect(module, {
      defaultOpen: openOnLoad,
      triggerRef: setTrigger,
    });

  const markUsed = () => {
    setUsed(true);
    loadNow();
  };
  const open = () => {
    setOpenOnLoad(true);
    markUsed();
  };
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-controls={listId}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={ariaLabel}
      aria-describedby={ariaDescribedBy}
      dir="ltr"
      data-state="closed"
      data-placeholder={placeholder ? '' : undefined}
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-testid={testId}
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
        <span style={{ pointerEvents: 'none' }}>{children}</span>
      </span>
      {/* Radix Themes' chevron, the one its select trigger draws. */}
      <DropdownMenu.TriggerIcon className="rt-SelectIcon" aria-hidden="true" />
    </button>
  );
}
