import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import { ConfigProvider, Input, theme } from 'antd';
import { type ReactNode, useContext, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { dateInputFormats } from '../DateText';
import { lazyModules } from '../lazyModules';
import { type DateInputProps, dayOf } from './dateInput';
import { ValueField } from './FormField';

/**
 * antd's picker is a page's heaviest field (the bundle budgets, webpack/bundleBudgets.js), so it
 * is not part of the page: its chunk is prefetched, and run once the browser is idle after the
 * page has shown, or sooner when a person reaches for a date field, which shows an input of the
 * same look until then.
 */
const picker = lazyModules({
  DatePickerInput: () => import(/* webpackChunkName: "date-picker", webpackPrefetch: true */ './DatePickerInput'),
});

/** Runs a callback when the browser is idle (Safari has no requestIdleCallback: a short timer there); answers how to cancel it. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/** How far a date field whose picker is not here yet has been reached for: the idle browser or a pointer wants it, a focus or a press also act on it. */
type Reach = 'not yet' | 'wanted' | 'focused' | 'pressed';
const REACH_ORDER: Reach[] = ['not yet', 'wanted', 'focused', 'pressed'];

/**
 * What a date field shows until the picker is here: the same input, read-only, with the day in the
 * same format, antd's placeholder and the calendar icon. Pointing at it asks for the picker, and
 * so does focusing it (Tab, its label) or pressing it (a click, a tap).
 */
function DateInputStandIn({
  id,
  value,
  formats,
  'aria-invalid': invalid,
  onReach,
}: DateInputProps & { onReach: (reach: Reach) => void }) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const { token } = theme.useToken();
  return (
    <Input
      id={id}
      readOnly
      value={dayOf(value)?.format(formats[0]) ?? ''}
      placeholder={locale?.DatePicker?.lang.placeholder}
      aria-invalid={invalid}
      suffix={<CalendarOutlined aria-hidden style={{ color: token.colorTextQuaternary }} />}
      onPointerEnter={() => onReach('wanted')}
      onPointerDown={() => onReach('pressed')}
      onFocus={() => onReach('focused')}
    />
  );
}

/**
 * antd's picker once its code is here, the stand-in until then. A picker that arrives after the
 * person reached the field takes the focus over, and opens its calendar if they pressed it, as a
 * press on the picker itself does.
 */
function DateInput(props: DateInputProps) {
  const [reach, setReach] = useState<Reach>('not yet');
  // A press also focuses, and the idle browser may ask after a person did: the furthest reach counts.
  const reached = (next: Reach) =>
    setReach((current) => (REACH_ORDER.indexOf(next) > REACH_ORDER.indexOf(current) ? next : current));
  useEffect(() => whenIdle(() => reached('wanted')), []);
  const DatePickerInput = picker.useModule('DatePickerInput', reach !== 'not yet');
  if (DatePickerInput) {
    // A person who reached for the field finds the picker focused, and open if they pressed it.
    const asReached = { autoFocus: reach === 'focused' || reach === 'pressed', defaultOpen: reach === 'pressed' };
    // The picker is its module's own component, kept in `picker` for the page's life: the same
    // function on every render, not one made here as the rule fears.
    // eslint-disable-next-line react-hooks/static-components
    return <DatePickerInput {...props} {...asReached} />;
  }
  return <DateInputStandIn {...props} onReach={reached} />;
}

interface DateFieldProps {
  name: string;
  label: ReactNode;
  /**
   * The days a shared rule refuses ('YYYY-MM-DD' in, true to grey the day out), so the picker does
   * not offer them; typed by hand, the schema's message says why. Built from the rule's own day test
   * in shared/validation (isFromToday, isUntilToday...), never from a bound written again here.
   */
  disabledDate?: (day: string) => boolean;
  extra?: ReactNode;
  required?: boolean;
  /** Applied to the day the person picks or types before it reaches the form (a slip corrected at once). */
  normalise?: (day: string) => string;
}

/** A calendar date with antd's picker and dayjs, held as the wire's 'YYYY-MM-DD' string (product.md §1.9). */
export function DateField({ name, label, disabledDate, extra, required, normalise }: DateFieldProps) {
  const { locale } = useIntl();
  return (
    <ValueField<string | null> name={name} label={label} extra={extra} required={required}>
      {(field) => (
        <DateInput
          id={field.id}
          aria-invalid={field['aria-invalid']}
          value={field.value}
          onChange={(day) => field.onChange(day && normalise ? normalise(day) : day)}
          onBlur={field.onBlur}
          formats={dateInputFormats(locale)}
          disabledDate={disabledDate}
        />
      )}
    </ValueField>
  );
}
