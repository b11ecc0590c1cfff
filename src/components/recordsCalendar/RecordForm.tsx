import type { FormikProps, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { SchemaForm } from '../form/SchemaForm';
import type { RecordDialogProps } from './SheetPage';

interface RecordFormProps<Values extends FormikValues, SheetRecord, SheetRequest> {
  dialog: RecordDialogProps<SheetRecord, SheetRequest>;
  /** The sheet's shared yup rule: what the server checks the same request with. */
  schema: AnyObjectSchema;
  initialValues: Values;
  children: (formik: FormikProps<Values>) => ReactNode;
}

/** A day's form in the sheet's dialog: the rule's cast submitted on confirm, everything disabled once sent. */
export function RecordForm<Values extends FormikValues, SheetRecord, SheetRequest>({
  dialog,
  schema,
  initialValues,
  children,
}: RecordFormProps<Values, SheetRecord, SheetRequest>) {
  const intl = useIntl();
  return (
    <SchemaForm<Values>
      initialValues={initialValues}
      schema={schema}
      pending={dialog.pending}
      readOnly={dialog.readOnly}
      failure={dialog.failure}
      submitLabel={intl.formatMessage({ id: 'recordsCalendar.confirm' })}
      onSubmit={(values) => dialog.onSubmit(values as SheetRequest)}
    >
      {children}
    </SchemaForm>
  );
}
