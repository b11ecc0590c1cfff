import { Button, Form as AntForm, Input, Space, Typography } from 'antd';
import { Formik, type FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InferType } from 'yup';
import { ApiAlert } from '../../components/ApiAlert';
import { FormField } from '../../components/form/FormField';
import { Panel } from '../../components/Panel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { changePasswordFormSchema } from '@shared/validation/accounts';
import { selectAccountFlow } from './selectors';
import { accountFlowDismissed, passwordChangeSubmitted } from './sessionSlice';

type ChangePasswordForm = InferType<typeof changePasswordFormSchema>;

const initialValues: ChangePasswordForm = { oldPassword: '', password: '', repeatPassword: '' };

/** Spec 01 section 5: submit stays blocked until the new password is typed twice the same. */
const newPasswordConfirmed = (values: ChangePasswordForm) => values.password !== '' && values.password === values.repeatPassword;

export default function ChangePasswordPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectAccountFlow('passwordChange'));
  const form = useRef<FormikProps<ChangePasswordForm>>(null);
  useEffect(() => {
    dispatch(accountFlowDismissed('passwordChange'));
  }, [dispatch]);
  const pending = flow.status === 'pending';
  // Once changed, the passwords typed are cleared so they do not linger on screen.
  useEffect(() => {
    if (flow.status === 'succeeded') form.current?.resetForm();
  }, [flow.status]);

  return (
    <div className="form-page">
      <Panel>
        <Typography.Title level={1}>
          <FormattedMessage id="changePassword.title" />
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="changePassword.intro" />
        </Typography.Paragraph>
        <Formik
          innerRef={form}
          initialValues={initialValues}
          validationSchema={changePasswordFormSchema}
          onSubmit={({ oldPassword, password }) => {
            dispatch(passwordChangeSubmitted({ oldPassword, password }));
          }}
        >
          {({ handleSubmit, values }) => (
            <AntForm layout="vertical" onFinish={() => handleSubmit()} disabled={pending} requiredMark={false}>
              <FormField name="oldPassword" label={intl.formatMessage({ id: 'changePassword.oldPassword' })}>
                {(field) => <Input.Password {...field} autoComplete="current-password" autoFocus />}
              </FormField>
              <FormField
                name="password"
                label={intl.formatMessage({ id: 'changePassword.password' })}
                extra={intl.formatMessage({ id: 'validation.password.hint' })}
              >
                {(field) => <Input.Password {...field} autoComplete="new-password" />}
              </FormField>
              <FormField name="repeatPassword" label={intl.formatMessage({ id: 'changePassword.repeatPassword' })}>
                {(field) => <Input.Password {...field} autoComplete="new-password" />}
              </FormField>
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                <ApiAlert
                  failure={flow.failure}
                  success={flow.status === 'succeeded' ? (flow.message ?? intl.formatMessage({ id: 'accounts.changePassword.success' })) : null}
                />
                {/* A button's own disabled overrides the form's, so it repeats the pending lock. */}
                <Button
                  type="primary"
                  htmlType="submit"
                  block
                  size="large"
                  loading={pending}
                  disabled={pending || !newPasswordConfirmed(values)}
                >
                  <FormattedMessage id="changePassword.submit" />
                </Button>
              </Space>
            </AntForm>
          )}
        </Formik>
      </Panel>
    </div>
  );
}
