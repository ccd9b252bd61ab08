import { useCallback, useState } from 'react';
import { DRAFT_PREFIX } from './forget-drafts';
import { useUser } from './session/get-user';

/** The owner of drafts written without a session. */
const GUEST = 'guest';

/**
 * Whose drafts the tab shows: the signed-in member's, or a guest's (also
 * while the session is not known yet). Each member's drafts are theirs
 * alone: another member signing in on the tab, or a guest once the session
 * has ended (the account deleted, say), does not see them; the member
 * finds them again on signing back in.
 */
export function useDraftOwner(): string {
  const { user } = useUser();
  return user ? String(user.id) : GUEST;
}

function stored(owner: string, key: string): string {
  return `${DRAFT_PREFIX}${owner}:${key}`;
}

/**
 * The owner's draft kept for the tab, or undefined (see useDraft, for a form
 * whose own state holds the text). A member with none takes the guest's:
 * what a guest wrote before signing in was theirs.
 */
export function readDraft<T>(owner: string, key: string): T | undefined {
  try {
    const own = stored(owner, key);
    let raw = sessionStorage.getItem(own);
    if (raw === null && owner !== GUEST) {
      const guests = stored(GUEST, key);
      raw = sessionStorage.getItem(guests);
      if (raw !== null) {
        sessionStorage.setItem(own, raw);
        sessionStorage.removeItem(guests);
      }
    }
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** Keeps the owner's draft for the tab; undefined forgets it. */
export function keepDraft(owner: string, key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(stored(owner, key));
    else sessionStorage.setItem(stored(owner, key), JSON.stringify(value));
  } catch {
    // Storage full or refused: the text is still on screen.
  }
}

/**
 * A form's text kept for the tab (sessionStorage) until it is posted: a failed
 * post, a session that ended meanwhile, the sign-in page or a reload loses
 * nothing the member wrote. Returns the value, a setter that keeps it, and
 * `clear` for once it is posted. Kept per member (see useDraftOwner).
 */
export function useDraft<T>(key: string, empty: T) {
  const owner = useDraftOwner();
  const id = `${owner}:${key}`;
  const [state, setState] = useState(() => ({
    id,
    value: readDraft<T>(owner, key) ?? empty,
  }));
  // Another form (another question's page), or another member, reads its own draft.
  const value =
    state.id === id ? state.value : (readDraft<T>(owner, key) ?? empty);
  const update = useCallback(
    (next: T) => {
      setState({ id, value: next });
      keepDraft(owner, key, next);
    },
    [id, owner, key],
  );
  const clear = useCallback(() => {
    setState({ id, value: empty });
    keepDraft(owner, key, undefined);
  }, [id, owner, key, empty]);
  return [value, update, clear] as const;
}
