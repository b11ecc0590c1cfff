import { Form as AntForm, Button, Space } from 'antd';
import { Formik, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnyObjectSchema } from 'yup';
import { ApiAlert } from '../../../components/ApiAlert';
import type { TabProps } from './tabProps';

interface TabFormProps<Values extends FormikValues> extends Omit<TabProps, 'data'> {
  initialValues: Values;
  /** The tab's schema from src/validation/profile/: the same one the server checks. */
  schema: AnyObjectSchema;
  children: (formik: FormikProps<Values>) => ReactNode;
}

/**
 * Every wizard tab's frame: Formik with the tab's shared schema, the form disabled from request to
 * answer, the server's refusal under the fields, and one Save button. What is submitted is the
 * schema's cast of the values (trimmed, upper-cased, prefixed), exactly what the server would make.
 */
export function TabForm<Values extends FormikValues>({ initialValues, schema, pending, failure, onSubmit, children }: TabFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={schema}
      enableReinitialize
      onSubmit={(values) => onSubmit(schema.cast(values, { stripUnknown: true }))}
    >
      {(formik) => (
        <AntForm layout="vertical" disabled={pending} onFinish={() => formik.handleSubmit()} requiredMark="optional" className="tab-form">
          {children(formik)}
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <ApiAlert failure={failure} />
            <Button type="primary" htmlType="submit" size="large" loading={pending}>
              <FormattedMessage id="profile.saveAndContinue" />
            </Button>
          </Space>
        </AntForm>
      )}
    </Formik>
  );
}
