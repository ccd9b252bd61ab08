import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toastsAtom,
  type ToastInput,
} from './toast-state';

let nextId = 0;

/**
 * Shows toasts. Texts are already translated by the caller:
 * `toast({ title: intl.formatMessage({ id: '...' }) })`.
 */
export function useToast() {
  const setToasts = useSetAtom(toastsAtom);

  const dismiss = useCallback(
    (id?: number) => {
      setToasts((toasts) =>
        toasts.map((t) =>
          id === undefined || t.id === id ? { ...t, open: false } : t,
        ),
      );
      setTimeout(() => {
        setToasts((toasts) =>
          toasts.filter((t) => t.open || (id !== undefined && t.id !== id)),
        );
      }, TOAST_REMOVE_DELAY_MS);
    },
    [setToasts],
  );

  const toast = useCallback(
    (input: ToastInput) => {
      const id = ++nextId;
      setToasts((toasts) =>
        [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT),
      );
      return { id, dismiss: () => dismiss(id) };
    },
    [setToasts, dismiss],
  );

  return { toast, dismiss };
}
