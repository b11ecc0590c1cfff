import { Checkbox, Form } from 'antd';
import { type FieldMetaProps, getIn, useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSchemaRequired } from './formSchema';

/**
 * Formik fields bound to antd Form.Items: Formik owns the value, and the shared rule's message (a
 * locale id of shared/validation) shows under the field in the user's language once the field has
 * been visited or the form submitted. Inside a SchemaForm a label is marked required exactly when
 * the form's schema requires the field; `required` overrides that where a rule cannot be described.
 */

export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: (event: React.FocusEvent) => void;
  'aria-invalid'?: boolean;
}

/** yup's message (a locale id) in the user's language, once the field was touched or the form submitted. */
function useFieldError(meta: FieldMetaProps<unknown>): string | undefined {
  const intl = useIntl();
  return meta.touched && meta.error ? intl.formatMessage({ id: meta.error }) : undefined;
}

interface FormFieldProps {
  name: string;
  label: ReactNode;
  /** Renders the input, bound to Formik's field. */
  children: (field: BoundField) => ReactNode;
  extra?: ReactNode;
  /** Marks the label as required (forms with requiredMark="optional" mark every other field optional). */
  required?: boolean;
}

/** A text-like input (its onChange gives a DOM event) bound to a Formik field. */
export function FormField({ name, label, children, extra, required }: FormFieldProps) {
  const [field, meta] = useField<string>(name);
  const error = useFieldError(meta);
  const schemaRequired = useSchemaRequired(name);
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required ?? schemaRequired}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {children({ ...field, value: field.value ?? '', id: name, 'aria-invalid': error ? true : undefined })}
    </Form.Item>
  );
}

interface CheckboxFieldProps {
  name: string;
  /** The checkbox's own label, which may hold a link. */
  children: ReactNode;
}

/**
 * A boolean Formik field as an antd checkbox, with the same message rule as FormField. The value is
 * set from `checked` because antd's change event is not a DOM event Formik's handleChange can read.
 */
export function CheckboxField({ name, children }: CheckboxFieldProps) {
  const [field, meta, helpers] = useField<boolean>(name);
  const error = useFieldError(meta);
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error}>
      <Checkbox
        id={name}
        name={name}
        checked={Boolean(field.value)}
        onChange={(event) => {
          // A click counts as a visit, so unticking a required box says why at once.
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.checked);
        }}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
      >
        {children}
      </Checkbox>
    </Form.Item>
  );
}

export interface BoundValue<T> {
  id: string;
  value: T;
  /** antd's Select, Switch, Radio.Group and DatePicker hand over a value, not an event. */
  onChange: (value: T) => void;
  onBlur: () => void;
  'aria-invalid'?: boolean;
}

interface ValueFieldProps<T> {
  name: string;
  label: ReactNode;
  children: (field: BoundValue<T>) => ReactNode;
  extra?: ReactNode;
  required?: boolean;
}

/** Like FormField, for inputs whose onChange gives the value itself (selects, switches, dates). */
export function ValueField<T>({ name, label, children, extra, required }: ValueFieldProps<T>) {
  const [field, meta, helpers] = useField<T>(name);
  const error = useFieldError(meta);
  const schemaRequired = useSchemaRequired(name);
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required ?? schemaRequired}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {children({
        id: name,
        value: field.value,
        onChange: (value) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(value);
        },
        onBlur: () => void helpers.setTouched(true),
        'aria-invalid': error ? true : undefined,
      })}
    </Form.Item>
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
