/** What every draft's key in the tab's storage begins with (see drafts.ts). */
export const DRAFT_PREFIX = 'draft:';

/** Forgets every draft of the tab: at logout, what one member was writing is not left for the next. */
export function forgetDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Storage refused: there is nothing kept to forget.
  }
}
