import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { useDeferred } from '../../ui/deferred';
import { layoutWidgets, type LayoutWidgets } from './deferred-widgets';

/** What a deferred menu takes from its placeholder when it replaces it. */
export type DeferredMenuProps = {
  /** Opened at once: the placeholder was pressed before the menu's code had loaded. */
  defaultOpen: boolean;
  /** The placeholder had focus: the real trigger takes it over. */
  focusTrigger: boolean;
};

/** The real trigger's ref: it takes focus when the placeholder it replaces had it. */
export function useTriggerTakingFocus(focusTrigger: boolean) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus();
  }, [focusTrigger]);
  return triggerRef;
}

/** The keys that open a Radix dropdown menu from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A header dropdown menu whose code loads when the browser is idle. Until then
 * its trigger shows alone, with the attributes Radix gives a closed trigger
 * (`aria-haspopup="menu"`, `aria-expanded="false"`); pressing it (pointer, or
 * Enter, Space or Down) loads the menu and opens it as soon as it is there.
 */
export function DeferredMenu({
  trigger,
  render,
}: {
  /** The trigger button, the same element before and after the menu loads. */
  trigger: ReactElement<Record<string, unknown>>;
  render: (
    widgets: LayoutWidgets,
    props: DeferredMenuProps & { trigger: ReactElement },
  ) => ReactElement;
}) {
  const [widgets, loadNow] = useDeferred(layoutWidgets);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);

  if (widgets)
    return render(widgets, {
      trigger,
      defaultOpen: openOnLoad,
      focusTrigger: focused && !openOnLoad,
    });

  const open = () => {
    setOpenOnLoad(true);
    loadNow();
  };
  return cloneElement(trigger, {
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // As Radix does: the menu, not the trigger, takes focus.
      event.preventDefault();
      open();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      open();
    },
  });
}
