import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { type DateInputProps, dayOf } from './dateInput';

const isoOf = (day: Dayjs) => day.format('YYYY-MM-DD');

/**
 * antd's date picker with its calendar (about 32 KB gzipped), in a chunk of its own that DateField
 * runs when the browser is idle after the page has shown, or when a person first reaches for a
 * date. `autoFocus` and `defaultOpen` carry over what the person did to the stand-in meanwhile.
 */
export default function DatePickerInput({
  id,
  value,
  onChange,
  onBlur,
  formats,
  disabledDate,
  'aria-invalid': invalid,
  autoFocus,
  defaultOpen,
}: DateInputProps & { autoFocus: boolean; defaultOpen: boolean }) {
  return (
    <DatePicker
      id={id}
      aria-invalid={invalid}
      value={dayOf(value)}
      onChange={(date) => onChange(date ? isoOf(date) : null)}
      onBlur={onBlur}
      format={formats}
      disabledDate={disabledDate && ((day) => disabledDate(isoOf(day)))}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      style={{ width: '100%' }}
    />
  );
}
