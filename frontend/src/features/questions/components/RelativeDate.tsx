import { FormattedDate, FormattedRelativeTime, useIntl } from 'react-intl';
import { relativeTime } from '../utils/relative-time';

/** After this many days a date is shown as a date rather than "x ago". */
const RELATIVE_DAYS = 30;

/** "3 hours ago" for recent posts, the date for older ones; the full date on hover. */
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
      {recent ? (
        <FormattedRelativeTime value={amount} unit={unit} numeric="auto" />
      ) : (
        <FormattedDate value={date} dateStyle="medium" />
      )}
    </time>
  );
}
