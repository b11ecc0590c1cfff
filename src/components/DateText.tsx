import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { PRODUCT_TIME_ZONE } from '@shared/validation/dates';

/**
 * product.md §2.9: dates read dd/MM/yyyy in Italian and MM/dd/yyyy in English, on every page and
 * field; a date may also be typed without its leading zeros, or as the wire's YYYY-MM-DD.
 */
const DATE_FORMATS: Record<string, string[]> = {
  it: ['DD/MM/YYYY', 'D/M/YYYY'],
  en: ['MM/DD/YYYY', 'M/D/YYYY'],
};

const formatsOf = (locale: string) => DATE_FORMATS[locale] ?? DATE_FORMATS.it;
const displayFormat = (locale: string) => formatsOf(locale)[0];

export const formatIsoDate = (locale: string, iso: string) => dayjs(iso).format(displayFormat(locale));

/** What a date field shows (the first) and reads (every one). */
export const dateInputFormats = (locale: string) => [...formatsOf(locale), 'YYYY-MM-DD'];

/** A calendar date of the API ('YYYY-MM-DD') in the language's format, machine-readable underneath. */
export function DateText({ date }: { date: string }) {
  const { locale } = useIntl();
  return <time dateTime={date}>{formatIsoDate(locale, date)}</time>;
}

/** From one day to another, both included: a job's or an engagement's dates. */
export function DateRange({ start, end }: { start: string; end: string }) {
  if (start === end) return <DateText date={start} />;
  return (
    <FormattedMessage
      id="components.dateRange"
      values={{ start: <DateText key="start" date={start} />, end: <DateText key="end" date={end} /> }}
    />
  );
}

/** An instant of the API (ISO date-time) as the product's day and time in Rome, in the language's order. */
export function DateTimeText({ instant }: { instant: string }) {
  const intl = useIntl();
  return (
    <time dateTime={instant}>
      {intl.formatDate(instant, { dateStyle: 'short', timeStyle: 'short', timeZone: PRODUCT_TIME_ZONE })}
    </time>
  );
}
