import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ISO_DATE_PATTERN } from '../../validation/dates';
import { ValueField } from './FormField';

/**
 * How a date is shown and typed. English writes the month's name, so nobody reads 05/06 the
 * American way; both accept the other common ways of typing it.
 */
const DATE_FORMATS: Record<string, string[]> = {
  it: ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'],
  en: ['D MMM YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'],
};

const isoOf = (day: Dayjs) => day.format('YYYY-MM-DD');

interface DateFieldProps {
  name: string;
  label: ReactNode;
  /**
   * The days a shared rule refuses ('YYYY-MM-DD' in, true to grey the day out), so the picker does
   * not offer them; typed by hand, the schema's message says why. Built from the rule's own day test
   * in src/validation (isFromToday, isUntilToday...), never from a bound written again here.
   */
  disabledDate?: (day: string) => boolean;
  /** The formats shown and read, the first one shown; the language's by default. */
  formats?: string[];
  extra?: ReactNode;
  required?: boolean;
  /** Applied to the day the person picks or types before it reaches the form (a slip corrected at once). */
  normalise?: (day: string) => string;
}

/** A calendar date with antd's picker and dayjs, held as the wire's 'YYYY-MM-DD' string (spec 01 section 9). */
export function DateField({ name, label, disabledDate, formats, extra, required, normalise }: DateFieldProps) {
  const { locale } = useIntl();
  return (
    <ValueField<string | null> name={name} label={label} extra={extra} required={required}>
      {(field) => (
        <DatePicker
          id={field.id}
          aria-invalid={field['aria-invalid']}
          value={field.value && ISO_DATE_PATTERN.test(field.value) ? dayjs(field.value) : null}
          onChange={(date) => field.onChange(date ? (normalise ?? String)(isoOf(date)) : null)}
          onBlur={field.onBlur}
          format={formats ?? DATE_FORMATS[locale] ?? DATE_FORMATS.it}
          disabledDate={disabledDate && ((day) => disabledDate(isoOf(day)))}
          style={{ width: '100%' }}
        />
      )}
    </ValueField>
  );
}
