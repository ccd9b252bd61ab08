import { useAtomValue } from 'jotai';
import {
  cloneElement,
  useCallback,
  useEffect,
  useState,
  type ReactElement,
  type Ref,
} from 'react';
import { toastsAtom } from '../../shared/toasts/toast-state';
import { deferred, useDeferred } from '../../ui/deferred';
import { dialectMenuOpenAtom } from './dialect-menu-state';

/**
 * The layout's menus, dialog, tooltip and toasts: one chunk, loaded when the
 * browser is first idle (or on a first press), so the first paint does not
 * wait for Radix's popper, focus and dismissal code.
 */
export const layoutWidgets = deferred(() => import('./widgets'));

export type LayoutWidgets = typeof import('./widgets');

/** Points a React ref (a callback or an object) at `element`. */
function setRef<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * A Radix Themes tooltip on `children` once the widgets have loaded; until then
 * the element alone (a tooltip only shows after a hover delay or on focus). The
 * swap makes a new element: it keeps focus across it, and waits while the
 * element is pressed, since a press begun on the old element would never click.
 */
export function DeferredTooltip({
  content,
  children,
}: {
  content: string;
  children: ReactElement<{
    ref?: Ref<HTMLElement>;
    onFocus?: () => void;
    onBlur?: () => void;
    onPointerDown?: () => void;
  }>;
}) {
  const [widgets] = useDeferred(layoutWidgets);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  // Once wrapped, the element stays wrapped: a press never swaps it back.
  const [wrapped, setWrapped] = useState(false);
  const wrap = widgets !== undefined && (wrapped || !pressed);
  if (wrap && !wrapped) setWrapped(true);
  // The element in the page (a new one once the tooltip wraps it).
  const [node, setNode] = useState<HTMLElement | null>(null);
  // The element's own ref follows it across the swap too.
  const childRef = children.props.ref;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      setNode(element);
      setRef(childRef, element);
    },
    [childRef],
  );

  // Focus lost with the old element (nothing focused) comes back to the new
  // one; focus something else took meanwhile (a dialog the element opened) stays.
  useEffect(() => {
    const lost =
      document.activeElement === null ||
      document.activeElement === document.body;
    if (focused && node && lost) node.focus();
  }, [node, focused]);

  // The press ends wherever the pointer is released, after the element's click.
  useEffect(() => {
    if (!pressed) return;
    const release = () => setTimeout(() => setPressed(false));
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
    };
  }, [pressed]);

  const element = cloneElement(children, {
    ref,
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
    // Only the first swap waits for a press; a wrapped element stays wrapped.
    onPointerDown: wrapped ? undefined : () => setPressed(true),
  });
  if (!widgets || !wrap) return element;
  return <widgets.Tooltip content={content}>{element}</widgets.Tooltip>;
}

/** The dialect menu, loaded when idle or when it is first opened. */
export function DeferredDialectMenu() {
  const [widgets, loadNow] = useDeferred(layoutWidgets);
  const open = useAtomValue(dialectMenuOpenAtom);
  useEffect(() => {
    if (open) loadNow();
  }, [open, loadNow]);
  return widgets ? <widgets.DialectMenu /> : null;
}

/** The toasts' viewport and the offline notice, loaded when idle or when the first toast comes. */
export function DeferredToaster() {
  const [widgets, loadNow] = useDeferred(layoutWidgets);
  const pending = useAtomValue(toastsAtom).length > 0;
  useEffect(() => {
    if (pending) loadNow();
  }, [pending, loadNow]);
  return widgets ? (
    <>
      <widgets.Toaster />
      <widgets.OfflineNotice />
    </>
  ) : null;
}
