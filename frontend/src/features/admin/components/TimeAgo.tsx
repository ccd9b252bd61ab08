import { useState } from 'react';
import { FormattedRelativeTime, useIntl } from 'react-intl';

/** "12 seconds ago", kept up to date; the full date on hover. */
export function TimeAgo({ at }: { at: string }) {
  const intl = useIntl();
  const [secondsAgo] = useState(() => {
    const elapsed = Math.round((Date.now() - Date.parse(at)) / 1000);
    return Number.isFinite(elapsed) ? Math.max(0, elapsed) : 0;
  });
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time
      dateTime={date.toISOString()}
      title={intl.formatDate(date, { dateStyle: 'long', timeStyle: 'medium' })}
    >
      <FormattedRelativeTime
        value={-secondsAgo}
        unit="second"
        numeric="auto"
        updateIntervalInSeconds={10}
      />
    </time>
  );
}
