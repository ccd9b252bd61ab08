import { useIntl } from 'react-intl';
import { relativeTime } from '../utils/relative-time';

/** After this many days a date is shown as a date rather than "x ago". */
const RELATIVE_DAYS = 30;

/**
 * "3 hours ago" for recent posts, the date for older ones; the full date on
 * hover. Written once per render (a list draws one per card), not kept
 * counting like react-intl's FormattedRelativeTime can.
 */
export function RelativeDate({ value }: { value: string }) {
  const intl = useIntl();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const { value: amount, unit } = relativeTime(date);
  const recent =
    unit === 'second' ||
    unit === 'minute' ||
    unit === 'hour' ||
    unit === 'day' ||
    (unit === 'week' && -amount * 7 < RELATIVE_DAYS);

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
