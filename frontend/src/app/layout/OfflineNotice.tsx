import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Says so while the browser is offline: what a visitor sends then waits
 * (questions, answers, votes) and goes out once the connection is back. The
 * live region is always in the page, so the notice is announced as it appears.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {online ? null : <FormattedMessage id="app.offline" />}
    </div>
  );
}
