import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import itLocale from '@fullcalendar/core/locales/it';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import type { DayCellContentArg } from '@fullcalendar/core';
import { Button, Grid } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isUntilToday } from '@shared/validation/dates';
import type { RecordState } from '@shared/validation/reviewStates';
import { type DayRange, addMonths, daysOfMonthIn, isoOf, monthOf } from './calendarDays';
import { RecordStateTag } from './RecordStateTag';

/** What every day sheet's record answers of its review (product.md §4.20). */
export interface ReviewedRecord {
  stato: RecordState;
  notaRevisione: string | null;
}

export interface RecordsCalendarProps<SheetRecord extends ReviewedRecord> {
  range: DayRange;
  today: string;
  /** The month shown, by its first day; the page keeps it, as its totals are the month's. */
  month: string;
  onMonthChange(month: string): void;
  recordOf(day: string): SheetRecord | undefined;
  /** What a day with a record shows (plate and badges, hours). */
  renderEntry(record: SheetRecord): ReactNode;
  /** The record in words, for the day's accessible name. */
  describe(record: SheetRecord): string;
  /** No engagement to record for: nothing to click. */
  disabled: boolean;
  onOpenDay(day: string): void;
}

const PLUGINS = [dayGridPlugin];
/** The month grid's side (product.md §2.2: a month view of 600 × 600). */
const MONTH_GRID_PX = 600;

/**
 * The month calendar of a day sheet (product.md §2.2): only the range's days can be opened, and
 * only up to today (a later day is refused, product.md §3.9). Each day is a button (mouse, touch and
 * keyboard alike) that opens the add dialog, or the day's record. On wide screens the month as a
 * 600 × 600 grid (FullCalendar); on a phone the same month as a list of days, which stays readable at 390 px.
 */
export function RecordsCalendar<SheetRecord extends ReviewedRecord>(props: RecordsCalendarProps<SheetRecord>) {
  const { range, today, month, onMonthChange, recordOf, renderEntry, describe, disabled, onOpenDay } = props;
  const intl = useIntl();
  const wide = Boolean(Grid.useBreakpoint().md);
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `recordsCalendar.${id}` }, values);
  const firstMonth = monthOf(range.first);
  const lastMonth = monthOf(range.last);
  const monthTitle = intl.formatDate(`${month}T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

  const dayButton = (day: string, dayNumber: ReactNode) => {
    const record = recordOf(day);
    // The record rule's own bound (recordDay): a day after today is refused, so it is not offered.
    const future = !isUntilToday(day, today);
    const date = intl.formatDate(`${day}T12:00:00Z`, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    // A rejected day carries the client's note (what to correct) until it is sent again.
    const note = record?.stato === 'respinto' ? record.notaRevisione : null;
    const state = record
      ? [describe(record), note && t('note', { note })].filter(Boolean).join(' · ')
      : future
        ? t('day.future')
        : t('day.empty');
    return (
      <button
        type="button"
        className={`records-day${record ? ' records-day-filled' : ''}`}
        aria-label={t('day', { date, state })}
        title={future ? t('day.future') : undefined}
        disabled={disabled || future}
        onClick={() => onOpenDay(day)}
      >
        <span className="records-day-number">{dayNumber}</span>
        {record ? (
          <span className="records-day-entry">
            {renderEntry(record)}
            <RecordStateTag state={record.stato} />
            {note && (
              <span className="records-day-note" title={note}>
                {note}
              </span>
            )}
          </span>
        ) : (
          !future && !disabled && <PlusOutlined className="records-day-add" aria-hidden />
        )}
      </button>
    );
  };

  return (
    <div className="records-calendar">
      <div className="records-calendar-head">
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('previous')}
          title={t('previous')}
          disabled={month <= firstMonth}
          onClick={() => onMonthChange(addMonths(month, -1))}
        />
        <h3 className="records-calendar-title" aria-live="polite">
          {monthTitle}
        </h3>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={t('next')}
          title={t('next')}
          disabled={month >= lastMonth}
          onClick={() => onMonthChange(addMonths(month, 1))}
        />
      </div>
      {wide ? (
        <MonthGrid month={month} range={range} dayButton={dayButton} />
      ) : (
        <DayList month={month} range={range} dayButton={dayButton} />
      )}
    </div>
  );
}

interface ViewProps {
  month: string;
  range: DayRange;
  dayButton(day: string, dayNumber: ReactNode): ReactNode;
}

/**
 * The wide screen's month grid: a whole month, always six weeks from Monday, 600 × 600 px
 * (product.md §2.2), so every month and every engagement meets the same grid. Days of those weeks
 * outside the range or the month show only their number, greyed.
 */
function MonthGrid({ month, range, dayButton }: ViewProps) {
  const intl = useIntl();
  const outside = (day: string) => day < range.first || day > range.last || monthOf(day) !== month;
  const renderDay = (arg: DayCellContentArg) => {
    const day = isoOf(arg.date);
    const number = String(arg.date.getDate());
    return outside(day) ? number : dayButton(day, number);
  };
  return (
    <div className="records-month">
      <FullCalendar
        // Another month is another view: built afresh rather than moved.
        key={month}
        plugins={PLUGINS}
        initialView="dayGridMonth"
        initialDate={month}
        fixedWeekCount
        // Weeks from Monday in both languages, as the hours-per-week chart counts them.
        firstDay={1}
        dayHeaderFormat={{ weekday: 'short' }}
        locale={intl.locale === 'it' ? itLocale : 'en'}
        headerToolbar={false}
        height={MONTH_GRID_PX}
        expandRows
        stickyHeaderDates={false}
        dayCellClassNames={(arg) => (outside(isoOf(arg.date)) ? ['records-outside'] : [])}
        dayCellContent={renderDay}
      />
    </div>
  );
}

/** The phone's list: the month's days in the range, one row each. */
function DayList({ month, range, dayButton }: ViewProps) {
  const intl = useIntl();
  return (
    <ol className="records-day-list">
      {daysOfMonthIn(month, range).map((day) => (
        <li key={day}>
          {dayButton(day, intl.formatDate(`${day}T12:00:00Z`, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }))}
        </li>
      ))}
    </ol>
  );
}
