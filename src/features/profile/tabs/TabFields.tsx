import { DatePicker, Form, Input, type InputProps, InputNumber, type InputNumberProps, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { type FormikValues, getIn, useFormikContext } from 'formik';
import { type ComponentProps, type ReactNode, createContext, useContext, useId } from 'react';
import { useIntl } from 'react-intl';
import { type AnyObjectSchema, type AnySchema, getIn as schemaAt } from 'yup';
import { FormField, ValueField } from '../../../components/FormField';
import { ISO_DATE_PATTERN } from '../../../validation/dates';
import { TabForm } from './TabForm';

/**
 * The pieces the wizard's tabs share: the tab form with its schema at hand, a titled section with a
 * responsive grid, a text input with a mask applied as the user types, a select over a lookup list,
 * a whole-number input, a date, and the message of a rule on a whole list (at most three roles, no
 * language twice). Rules stay in src/validation/profile/; these only shape what is typed and how
 * it is shown, and mark a label required exactly when that schema requires the field.
 */

/** The tab's schema, for the fields: Formik's context does not carry it, whatever its types say. */
const TabSchemaContext = createContext<AnyObjectSchema | null>(null);

/** TabForm, handing its schema down to the fields so their labels can say which ones are optional. */
export function SchemaTabForm<Values extends FormikValues>({ children, ...props }: ComponentProps<typeof TabForm<Values>>) {
  return (
    <TabForm<Values> {...props}>
      {(formik) => <TabSchemaContext.Provider value={props.schema}>{children(formik)}</TabSchemaContext.Provider>}
    </TabForm>
  );
}

/**
 * Whether the tab's schema requires the field now, with the values as they are (the spouse's code
 * only for a married user), so a label says "optional" exactly when the shared rule does.
 */
function useSchemaRequired(name: string): boolean {
  const validationSchema = useContext(TabSchemaContext);
  const { values } = useFormikContext();
  if (!validationSchema) return false;
  try {
    const { schema, parent } = schemaAt(validationSchema, name, values);
    return !(schema as AnySchema).describe({ value: getIn(values, name), parent, context: values }).optional;
  } catch {
    // A path the schema does not know (a form-only field) is not one of its rules.
    return false;
  }
}

/** FormField, its label marked required when the tab's schema requires the field. */
export function TabFormField(props: Omit<ComponentProps<typeof FormField>, 'required'>) {
  return <FormField {...props} required={useSchemaRequired(props.name)} />;
}

/** ValueField, its label marked required when the tab's schema requires the field. */
export function TabValueField<T>(props: Omit<ComponentProps<typeof ValueField<T>>, 'required'>) {
  return <ValueField<T> {...props} required={useSchemaRequired(props.name)} />;
}

const SECTION_TITLE_STYLE = { fontSize: 16, margin: '8px 0 16px' } as const;

interface FormSectionProps {
  title: ReactNode;
  /** A line under the title saying what the section is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** A titled group of fields; its children are antd Cols, so each tab decides the widths per screen. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={SECTION_TITLE_STYLE}>
        {title}
      </Typography.Title>
      {description && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
          {description}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 0]}>{children}</Row>
    </section>
  );
}

const isSignificant = (character: string) => /[\p{L}\p{N}]/u.test(character);

/** Where the caret goes in the masked text: after as many letters and digits as were before it. */
function caretAfter(text: string, significantCount: number): number {
  if (significantCount === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isSignificant(text[index]) && ++seen === significantCount) return index + 1;
  }
  return text.length;
}

/**
 * Masks the input in place, before Formik reads it, so Formik stores the masked text and React
 * finds the DOM already showing it. Spaces the mask adds or removes (an IBAN's groups) would send
 * the caret to the end, so it is put back after the same letters and digits.
 */
function applyMask(input: HTMLInputElement, mask: (value: string) => string) {
  const raw = input.value;
  const masked = mask(raw);
  if (masked === raw) return;
  const caret = input.selectionStart ?? raw.length;
  const significantBefore = [...raw.slice(0, caret)].filter(isSignificant).length;
  input.value = masked;
  const position = caretAfter(masked, significantBefore);
  input.setSelectionRange(position, position);
}

interface MaskedTextFieldProps extends Omit<InputProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: ReactNode;
  /** Applied to every change: upper-casing, cutting, grouping. */
  mask: (value: string) => string;
  extra?: ReactNode;
}

export function MaskedTextField({ name, label, mask, extra, ...inputProps }: MaskedTextFieldProps) {
  return (
    <TabFormField name={name} label={label} extra={extra}>
      {(field) => (
        <Input
          {...inputProps}
          {...field}
          onChange={(event) => {
            applyMask(event.target, mask);
            field.onChange(event);
          }}
        />
      )}
    </TabFormField>
  );
}

export interface LookupOption {
  value: number | string;
  label: string;
}

type LookupValue = number | string | null;

interface LookupSelectFieldProps {
  name: string;
  label: ReactNode;
  options: LookupOption[];
  placeholder?: string;
  /** Optional fields can be emptied again. */
  allowClear?: boolean;
  /** Called after the field took the new value: a cascading select resets the levels below it here. */
  onPicked?: (value: LookupValue) => void;
  /** Options chosen elsewhere in the form (another row), shown but not pickable twice. */
  takenValues?: LookupValue[];
  disabled?: boolean;
  extra?: ReactNode;
}

/** A select over a lookup list; long lists (permit reasons, roles) can be searched by typing. */
export function LookupSelectField({ name, label, options, placeholder, allowClear, onPicked, takenValues, disabled, extra }: LookupSelectFieldProps) {
  const taken = new Set((takenValues ?? []).filter((value) => value != null).map(String));
  return (
    <TabValueField<LookupValue> name={name} label={label} extra={extra}>
      {(field) => (
        <Select<LookupValue, LookupOption & { disabled?: boolean }>
          id={field.id}
          aria-invalid={field['aria-invalid']}
          // antd shows the placeholder only for undefined; Formik keeps "nothing chosen" as null.
          value={field.value ?? undefined}
          onChange={(value) => {
            const next = value ?? null;
            field.onChange(next);
            onPicked?.(next);
          }}
          onBlur={field.onBlur}
          options={options.map((option) => ({ ...option, disabled: taken.has(String(option.value)) && String(option.value) !== String(field.value) }))}
          placeholder={placeholder}
          allowClear={allowClear}
          disabled={disabled}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: '100%' }}
        />
      )}
    </TabValueField>
  );
}

interface IntegerFieldProps extends Pick<InputNumberProps<number>, 'formatter' | 'prefix' | 'suffix' | 'placeholder' | 'controls'> {
  name: string;
  label: ReactNode;
  /**
   * The typed text as a plain decimal ('' when empty). The input reads the parser's answer as a
   * decimal string, as its own default parser does; its typings say number, which would turn an
   * emptied field into 0 instead of no value.
   */
  parser?: (text: string | undefined) => string;
  /** Besides setting the value: the family tab grows the list of children's codes with the count. */
  onPicked?: (value: number | null) => void;
  extra?: ReactNode;
}

/**
 * A whole number. No min or max on the input: antd would silently clamp what was typed, while the
 * shared schema says what the range is, at the field, in the user's language.
 */
export function IntegerField({ name, label, onPicked, extra, parser, ...numberProps }: IntegerFieldProps) {
  return (
    <TabValueField<number | null> name={name} label={label} extra={extra}>
      {(field) => (
        <InputNumber<number>
          {...numberProps}
          parser={parser as InputNumberProps<number>['parser']}
          id={field.id}
          aria-invalid={field['aria-invalid']}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onPicked?.(value);
          }}
          onBlur={field.onBlur}
          inputMode="numeric"
          style={{ width: '100%' }}
        />
      )}
    </TabValueField>
  );
}

/**
 * How a date is shown and typed. English writes the month's name, so nobody reads 05/06 the
 * American way; both accept the other common ways of typing it.
 */
const DATE_FORMATS: Record<string, string[]> = {
  it: ['DD/MM/YYYY', 'D/M/YYYY', 'YYYY-MM-DD'],
  en: ['D MMM YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'],
};

interface DateFieldProps {
  name: string;
  label: ReactNode;
  /** The first day the calendar offers ('YYYY-MM-DD'); the schema still says why an earlier one is refused. */
  minDate?: string;
  extra?: ReactNode;
}

/** A calendar date, held as the wire's 'YYYY-MM-DD' string (spec 01 section 9). */
export function DateField({ name, label, minDate, extra }: DateFieldProps) {
  const { locale } = useIntl();
  return (
    <TabValueField<string | null> name={name} label={label} extra={extra}>
      {(field) => (
        <DatePicker
          id={field.id}
          aria-invalid={field['aria-invalid']}
          value={field.value && ISO_DATE_PATTERN.test(field.value) ? dayjs(field.value) : null}
          onChange={(date) => field.onChange(date ? date.format('YYYY-MM-DD') : null)}
          onBlur={field.onBlur}
          format={DATE_FORMATS[locale] ?? DATE_FORMATS.it}
          minDate={minDate ? dayjs(minDate) : undefined}
          style={{ width: '100%' }}
        />
      )}
    </TabValueField>
  );
}

/**
 * The message of a rule on a list as a whole (too many rows, the same language twice); the rows'
 * own fields show theirs. Shown once the form has been submitted, like a field's after a visit.
 */
export function ListError({ name }: { name: string }) {
  const intl = useIntl();
  const { errors, submitCount } = useFormikContext();
  const error: unknown = getIn(errors, name);
  if (submitCount === 0 || typeof error !== 'string') return null;
  return (
    <Form.Item>
      <Form.ErrorList errors={[intl.formatMessage({ id: error })]} />
    </Form.Item>
  );
}
