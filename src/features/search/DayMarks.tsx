import { useIntl } from 'react-intl';
import { formatIsoDate } from '../../components/DateText';

/** Days as small marks, green when available and red when not, each named for screen readers. */
export function DayMarks({ days }: { days: { giorno: string; disponibile: boolean }[] }) {
  const intl = useIntl();
  return (
    <ul className="search-days" aria-label={intl.formatMessage({ id: 'search.result.availability' })}>
      {days.map((day) => {
        const label = intl.formatMessage(
          { id: day.disponibile ? 'search.day.available' : 'search.day.unavailable' },
          { day: formatIsoDate(intl.locale, day.giorno) },
        );
        return (
          <li
            key={day.giorno}
            className={day.disponibile ? 'search-day available' : 'search-day unavailable'}
            title={label}
            aria-label={label}
          >
            {Number(day.giorno.slice(8, 10))}
          </li>
        );
      })}
    </ul>
  );
}
