import { useIntl } from 'react-intl';
import { formatIsoDate } from '../../components/DateText';
import { type DayRange, daysOfMonthIn, weekStartOf } from '../../components/recordsCalendar/calendarDays';
import type { TimeReportRecord } from '@shared/contracts/timesheets';

const KINDS = ['oreLavorate', 'oreFerie', 'orePermessi'] as const;
type Kind = (typeof KINDS)[number];

interface Week {
  start: string;
  hours: Record<Kind, number>;
  total: number;
}

/** The month's weeks (from Monday) that hold days of the range, with each kind's hours. */
export function weeksOf(month: string, range: DayRange, records: TimeReportRecord[]): Week[] {
  const weeks = new Map<string, Week>();
  for (const day of daysOfMonthIn(month, range)) {
    const start = weekStartOf(day);
    if (!weeks.has(start))
      weeks.set(start, { start, hours: { oreLavorate: 0, oreFerie: 0, orePermessi: 0 }, total: 0 });
  }
  for (const record of records) {
    const week = weeks.get(weekStartOf(record.dataRiferimento));
    if (!week) continue;
    for (const kind of KINDS) week.hours[kind] += record[kind];
    week.total += record.oreLavorate + record.oreFerie + record.orePermessi;
  }
  return [...weeks.values()];
}

/** Hours per week as stacked bars (worked, holiday, leave): a month read at a glance. */
export function WeeklyHoursChart({ weeks }: { weeks: Week[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `timesheets.${id}` }, values);
  const highest = Math.max(1, ...weeks.map((week) => week.total));
  return (
    <figure className="records-figures timesheet-chart">
      <figcaption>
        <h3>{t('chart.title')}</h3>
      </figcaption>
      <ol className="timesheet-bars">
        {weeks.map((week) => {
          const from = formatIsoDate(intl.locale, week.start).slice(0, 5);
          return (
            <li
              key={week.start}
              aria-label={t('chart.week', {
                from,
                total: week.total,
                worked: week.hours.oreLavorate,
                holiday: week.hours.oreFerie,
                leave: week.hours.orePermessi,
              })}
            >
              <span className="timesheet-bar-total" aria-hidden>
                {week.total}
              </span>
              <span className="timesheet-bar" aria-hidden>
                {KINDS.map((kind) =>
                  week.hours[kind] > 0 ? (
                    <span
                      key={kind}
                      className={`timesheet-bar-${kind}`}
                      style={{ height: `${(week.hours[kind] / highest) * 100}%` }}
                    />
                  ) : null,
                )}
              </span>
              <span className="timesheet-bar-label" aria-hidden>
                {from}
              </span>
            </li>
          );
        })}
      </ol>
      <ul className="timesheet-legend">
        {KINDS.map((kind) => (
          <li key={kind}>
            <span className={`timesheet-swatch timesheet-bar-${kind}`} aria-hidden />
            {t(`field.${kind}`)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
