import { Button, Divider, Form as AntForm, Input, Space, Typography } from 'antd';
import { Formik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { FormField } from '../../components/form/FormField';
import { Panel } from '../../components/Panel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type ResetPasswordRequest, resetPasswordSchema } from '@shared/validation/accounts';
import { selectAccountFlow } from './selectors';
import { accountFlowDismissed, passwordRecoveryRequested } from './sessionSlice';

const initialValues: ResetPasswordRequest = { email: '', userName: '' };

/** Either field finds the account (00-DECISIONS), so the form waits only for one of them. */
const isEmpty = (values: ResetPasswordRequest) => !values.email.trim() && !values.userName.trim();

export default function ForgotPasswordPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectAccountFlow('passwordRecovery'));
  useEffect(() => {
    dispatch(accountFlowDismissed('passwordRecovery'));
  }, [dispatch]);
  const pending = flow.status === 'pending';
  const succeeded = flow.status === 'succeeded';
  const locked = pending || succeeded;

  return (
    <div className="form-page">
      <Panel>
        <Typography.Title level={1}>
          <FormattedMessage id="forgotPassword.title" />
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="forgotPassword.intro" />
        </Typography.Paragraph>
        <Formik
          initialValues={initialValues}
          validationSchema={resetPasswordSchema}
          onSubmit={(values) => {
            dispatch(passwordRecoveryRequested(values));
          }}
        >
          {({ handleSubmit, values }) => (
            <AntForm layout="vertical" onFinish={() => handleSubmit()} disabled={locked} requiredMark={false}>
              <FormField name="email" label={intl.formatMessage({ id: 'forgotPassword.email' })}>
                {(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" autoFocus />}
              </FormField>
              <Divider plain>
                <FormattedMessage id="forgotPassword.or" />
              </Divider>
              <FormField name="userName" label={intl.formatMessage({ id: 'forgotPassword.username' })}>
                {(field) => <Input {...field} autoComplete="username" />}
              </FormField>
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                <ApiAlert
                  failure={flow.failure}
                  success={succeeded ? (flow.message ?? intl.formatMessage({ id: 'accounts.reset.emailSent' })) : null}
                  successAction={
                    <Link to="/login">
                      <FormattedMessage id="forgotPassword.signIn" />
                    </Link>
                  }
                  refusedAs="info"
                />
                {/* A button's own disabled overrides the form's, so it repeats the lock. */}
                <Button type="primary" htmlType="submit" block size="large" loading={pending} disabled={locked || isEmpty(values)}>
                  <FormattedMessage id="forgotPassword.submit" />
                </Button>
                <Link to="/login">
                  <FormattedMessage id="forgotPassword.backToLogin" />
                </Link>
              </Space>
            </AntForm>
          )}
        </Formik>
      </Panel>
    </div>
  );
}
