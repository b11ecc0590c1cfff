import dayjs from 'dayjs';
import { ISO_DATE_PATTERN } from '@shared/validation/dates';
import type { BoundValue } from './FormField';

/** A date input bound to a form field held as the wire's 'YYYY-MM-DD' string (product.md §1.9). */
export interface DateInputProps extends BoundValue<string | null> {
  /** The formats shown and read, the first one shown. */
  formats: string[];
  /** The days a rule refuses ('YYYY-MM-DD' in, true to grey the day out). */
  disabledDate?: (day: string) => boolean;
}

/** The field's day as dayjs, or null for an empty or unreadable value. */
export const dayOf = (value: string | null) => (value && ISO_DATE_PATTERN.test(value) ? dayjs(value) : null);
