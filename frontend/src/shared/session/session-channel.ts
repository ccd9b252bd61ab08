/**
 * The tabs of one browser share one session cookie: a tab that signs in or
 * out tells the others, which read the session again (see AccountWatch). One
 * channel per tab, for sending and listening: a tab does not hear itself.
 */
export const SESSION_CHANNEL = 'dialect-community-session';

let channel: BroadcastChannel | null | undefined;

function tabChannel(): BroadcastChannel | null {
  channel ??=
    typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(SESSION_CHANNEL);
  return channel;
}

/** Tells the app's other tabs that this one signed in or out. */
export function announceSessionChange(): void {
  tabChannel()?.postMessage('changed');
}

/** Calls `listener` when another tab signs in or out; returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  const tab = tabChannel();
  tab?.addEventListener('message', listener);
  return () => tab?.removeEventListener('message', listener);
}
