import dayjs from 'dayjs';
import 'dayjs/locale/it';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useIntl } from 'react-intl';

dayjs.extend(relativeTime);

/**
 * A subscription's end date ('YYYY-MM-DD') as relative time in the active language ("tra un mese",
 * "in a month"), as product.md §1.2 asks; the calendar date is kept for hover and assistive tech.
 */
export function RelativeEnd({ date }: { date: string }) {
  const intl = useIntl();
  const end = dayjs(date);
  return (
    <time dateTime={date} title={intl.formatDate(end.toDate(), { dateStyle: 'long' })}>
      {end.locale(intl.locale).fromNow()}
    </time>
  );
}
