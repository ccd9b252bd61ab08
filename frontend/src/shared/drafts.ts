import { useCallback, useState } from 'react';

const PREFIX = 'draft:';

/** A draft kept for the tab, or undefined (see useDraft, for a form whose own state holds the text). */
export function readDraft<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** Keeps a draft for the tab; undefined forgets it. */
export function keepDraft(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the text is still on screen.
  }
}

/**
 * A form's text kept for the tab (sessionStorage) until it is posted: a failed
 * post, a session that ended meanwhile, the sign-in page or a reload loses
 * nothing the member wrote. Returns the value, a setter that keeps it, and
 * `clear` for once it is posted.
 */
export function useDraft<T>(key: string, empty: T) {
  const [state, setState] = useState(() => ({
    key,
    value: readDraft<T>(key) ?? empty,
  }));
  // Another form (another question's page) reads its own draft.
  const value = state.key === key ? state.value : (readDraft<T>(key) ?? empty);
  const update = useCallback(
    (next: T) => {
      setState({ key, value: next });
      keepDraft(key, next);
    },
    [key],
  );
  const clear = useCallback(() => {
    setState({ key, value: empty });
    keepDraft(key, undefined);
  }, [key, empty]);
  return [value, update, clear] as const;
}

/** Forgets every draft of the tab: at logout, what one member was writing is not left for the next. */
export function forgetDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Storage refused: there is nothing kept to forget.
  }
}
