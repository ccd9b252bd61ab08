import { useIntl } from 'react-intl';
import { useClockTick } from '../hooks/use-clock-tick';
import { relativeTime } from '../utils/relative-time';

/**
 * "3 hours ago" for recent posts, the date for older ones; the full date on
 * hover. Kept current on an open page by one shared clock (useClockTick), not a
 * timer per date as react-intl's FormattedRelativeTime would run.
 */
export function RelativeDate({ value }: { value: string }) {
  const intl = useIntl();
  // Drawn again on each tick of the shared clock; measured from the moment
  // it is drawn, so a date that appears between ticks is right at once.
  useClockTick();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const { value: amount, unit } = relativeTime(date);
  // Under 30 days, relativeTime's month, a date reads "x ago".
  const recent = unit !== 'month' && unit !== 'year';

  return (
    <time
      dateTime={date.toISOString()}
      title={intl.formatDate(date, { dateStyle: 'long', timeStyle: 'short' })}
    >
      {recent
        ? intl.formatRelativeTime(amount, unit, { numeric: 'auto' })
        : intl.formatDate(date, { dateStyle: 'medium' })}
    </time>
  );
}
