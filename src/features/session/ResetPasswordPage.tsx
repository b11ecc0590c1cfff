import { Button, Form as AntForm, Input, Space, Typography } from 'antd';
import { Formik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { InferType } from 'yup';
import { ApiAlert } from '../../components/ApiAlert';
import { FormField } from '../../components/form/FormField';
import { Panel } from '../../components/Panel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { newPasswordFormSchema } from '@shared/validation/accounts';
import { selectAccountFlow, selectIsSignedIn } from './selectors';
import { accountFlowDismissed, passwordResetSubmitted } from './sessionSlice';

type NewPasswordForm = InferType<typeof newPasswordFormSchema>;

const initialValues: NewPasswordForm = { password: '', repeatPassword: '' };

/** The page the recovery email links to: public, so it works whether or not someone is signed in here. */
export default function ResetPasswordPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token = '' } = useParams<{ token: string }>();
  const flow = useAppSelector(selectAccountFlow('passwordReset'));
  const signedIn = useAppSelector(selectIsSignedIn);
  useEffect(() => {
    dispatch(accountFlowDismissed('passwordReset'));
  }, [dispatch]);
  const pending = flow.status === 'pending';
  const succeeded = flow.status === 'succeeded';
  // A used or expired link is refused: the way on is a new one.
  const linkRefused = flow.failure?.kind === 'refused';

  return (
    <div className="form-page">
      <Panel>
        <Typography.Title level={1}>
          <FormattedMessage id="resetPassword.title" />
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="resetPassword.intro" />
        </Typography.Paragraph>
        <Formik
          initialValues={initialValues}
          validationSchema={newPasswordFormSchema}
          onSubmit={({ password }) => {
            dispatch(passwordResetSubmitted({ token, password }));
          }}
        >
          {({ handleSubmit }) => (
            <AntForm layout="vertical" onFinish={() => handleSubmit()} disabled={pending || succeeded} requiredMark={false}>
              <FormField
                name="password"
                label={intl.formatMessage({ id: 'resetPassword.password' })}
                extra={intl.formatMessage({ id: 'validation.password.hint' })}
              >
                {(field) => <Input.Password {...field} autoComplete="new-password" autoFocus />}
              </FormField>
              <FormField name="repeatPassword" label={intl.formatMessage({ id: 'resetPassword.repeatPassword' })}>
                {(field) => <Input.Password {...field} autoComplete="new-password" />}
              </FormField>
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                <ApiAlert
                  failure={flow.failure}
                  success={succeeded ? (flow.message ?? intl.formatMessage({ id: 'accounts.reset.success' })) : null}
                  successAction={
                    <Link to={signedIn ? '/home' : '/login'}>
                      <FormattedMessage id={signedIn ? 'resetPassword.home' : 'resetPassword.signIn'} />
                    </Link>
                  }
                  refusedAs="info"
                />
                <Button type="primary" htmlType="submit" block size="large" loading={pending}>
                  <FormattedMessage id="resetPassword.submit" />
                </Button>
                {linkRefused && (
                  <Link to="/forgot-password">
                    <FormattedMessage id="resetPassword.newLink" />
                  </Link>
                )}
              </Space>
            </AntForm>
          )}
        </Formik>
      </Panel>
    </div>
  );
}
