import { useIntl } from 'react-intl';
import { formatIsoDate } from '../../components/DateText';
import type { ShownDay } from '@shared/contracts/search';

/** A day's state as the marks tell it apart: booked (an accepted engagement) is not the person's own "unavailable". */
type DayState = 'available' | 'unavailable' | 'booked';
const STATES: DayState[] = ['available', 'unavailable', 'booked'];

/**
 * A short month's name in a language ("dic", "Dec"), one formatter per language: a card's marks
 * are drawn each time it scrolls into view, and react-intl's formatDate looks its formatter up by
 * the options' text at every call.
 */
const monthFormats = new Map<string, Intl.DateTimeFormat>();
function shortMonth(locale: string, isoDay: string) {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(`${isoDay}T12:00:00Z`));
}

const stateOf = (day: ShownDay): DayState => (day.prenotato ? 'booked' : day.disponibile ? 'available' : 'unavailable');

/**
 * A person's days (product.md §2.2) as small marks, each its day number over its month, green when
 * available, red hatched when the person marked it unavailable, blue when an accepted engagement
 * books it, with a legend of the three; each mark is named for screen readers.
 */
export function DayMarks({ days }: { days: ShownDay[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `search.day.${id}` }, values);
  return (
    <div className="search-availability">
      <ul className="search-days" aria-label={intl.formatMessage({ id: 'search.result.availability' })}>
        {days.map((day) => {
          const state = stateOf(day);
          const label = t(state, { day: formatIsoDate(intl.locale, day.giorno) });
          return (
            <li key={day.giorno} className={`search-day ${state}`} title={label} aria-label={label}>
              <span className="search-day-number" aria-hidden>
                {/* The day of the month in digits, as both languages write it. */}
                {Number(day.giorno.slice(8, 10))}
              </span>
              <span className="search-day-month" aria-hidden>
                {shortMonth(intl.locale, day.giorno)}
              </span>
            </li>
          );
        })}
      </ul>
      {days.length > 0 && (
        // The legend repeats what each mark's name says, for the eye.
        <ul className="search-days-legend" aria-hidden>
          {STATES.map((state) => (
            <li key={state}>
              <span className={`search-day-swatch ${state}`} />
              {t(`legend.${state}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
