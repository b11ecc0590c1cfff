import { Form as AntForm, Space } from 'antd';
import { Formik, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { ApiFailure } from '../../api/client';
import { ApiAlert } from '../ApiAlert';
import { FormSchemaContext } from './formSchema';
import { SubmitButton } from './SubmitButton';

interface SchemaFormProps<Values extends FormikValues> {
  initialValues: Values;
  /** The form's schema from shared/validation: the same one the server checks its request with. */
  schema: AnyObjectSchema;
  /** True from the request until its answer: the whole form is disabled meanwhile. */
  pending: boolean;
  /** Shown but not editable (a record already sent): every field and the button disabled. */
  readOnly?: boolean;
  /** The server's refusal, shown above the button. */
  failure: ApiFailure | null;
  /** Called once per valid submit with the schema's cast of the values. */
  onSubmit(values: unknown): void;
  submitLabel: ReactNode;
  /** A rule that keeps the button disabled while the values break it (the search's dates). */
  submitDisabled?: (values: Values) => boolean;
  /** Start again from new initial values when they change (a reread after a save). */
  enableReinitialize?: boolean;
  children: (formik: FormikProps<Values>) => ReactNode;
}

/**
 * A form of the kit: Formik validating with the shared schema, antd's vertical layout with every
 * field not required marked optional (the schema says which), the form disabled from request to
 * answer, the server's refusal, and one submit button. What is submitted is the schema's cast of
 * the values (trimmed, upper-cased, prefixed), exactly what the server would make of them.
 */
export function SchemaForm<Values extends FormikValues>({
  initialValues,
  schema,
  pending,
  readOnly = false,
  failure,
  onSubmit,
  submitLabel,
  submitDisabled,
  enableReinitialize,
  children,
}: SchemaFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={schema}
      enableReinitialize={enableReinitialize}
      onSubmit={(values) => onSubmit(schema.cast(values, { stripUnknown: true }))}
    >
      {(formik) => (
        <AntForm layout="vertical" disabled={pending || readOnly} onFinish={() => formik.handleSubmit()} requiredMark="optional">
          <FormSchemaContext.Provider value={schema}>{children(formik)}</FormSchemaContext.Provider>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <ApiAlert failure={failure} />
            <SubmitButton pending={pending} disabled={readOnly || (submitDisabled?.(formik.values) ?? false)}>{submitLabel}</SubmitButton>
          </Space>
        </AntForm>
      )}
    </Formik>
  );
}
