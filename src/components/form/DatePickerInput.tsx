import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type DateInputProps, dayOf } from './dateInput';

dayjs.extend(customParseFormat);

const isoOf = (day: Dayjs) => day.format('YYYY-MM-DD');

/** The day a person typed, read in the first of the field's formats that reads it whole. */
function typedDay(text: string, formats: string[]): string | undefined {
  for (const format of formats) {
    const day = dayjs(text.trim(), format, true);
    if (day.isValid()) return isoOf(day);
  }
  return undefined;
}

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
  /*
   * The picker drops a typed day its disabledDate refuses and puts the field back as it was (empty:
   * the search then said "required" instead of "the dates cannot be today"). The form takes such a
   * day, read before the picker's own handlers see the key or the blur, so the rule's message says
   * why; the calendar still offers none of those days.
   */
  const keepRefusedDay = (target: EventTarget) => {
    if (!disabledDate || !(target instanceof HTMLInputElement)) return;
    const day = typedDay(target.value, formats);
    if (day !== undefined && day !== value && disabledDate(day)) onChange(day);
  };
  return (
    <div
      className="date-picker-input"
      onBlurCapture={(event) => keepRefusedDay(event.target)}
      onKeyDownCapture={(event) => {
        if (event.key === 'Enter') keepRefusedDay(event.target);
      }}
    >
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
    </div>
  );
}
