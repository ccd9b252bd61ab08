import { atom } from 'jotai';

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: number; open: boolean };

/** At most this many toasts are visible; a new one replaces the oldest. */
export const TOAST_LIMIT = 1;

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;

/** Time for the close animation before a dismissed toast leaves the list. */
export const TOAST_REMOVE_DELAY_MS = 300;

export const toastsAtom = atom<ToastItem[]>([]);
