import type { FormikProps, FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { SchemaForm } from '../../../components/form/SchemaForm';
import type { TabProps } from './tabProps';

interface TabFormProps<Values extends FormikValues> extends Omit<TabProps, 'data'> {
  initialValues: Values;
  /** The tab's schema from shared/validation/profile/: the same one the server checks. */
  schema: AnyObjectSchema;
  children: (formik: FormikProps<Values>) => ReactNode;
}

/** Every wizard tab's frame: the kit's SchemaForm with the wizard's "Save and continue". */
export function TabForm<Values extends FormikValues>(props: TabFormProps<Values>) {
  return (
    <SchemaForm<Values> {...props} submitLabel={<FormattedMessage id="profile.saveAndContinue" />} enableReinitialize />
  );
}
