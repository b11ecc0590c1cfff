import { Button, Form as AntForm, Input, Space, Typography } from 'antd';
import { Formik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ApiAlert } from '../../components/ApiAlert';
import { FormField } from '../../components/form/FormField';
import { Panel } from '../../components/Panel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type LoginRequest, loginSchema } from '@shared/validation/accounts';
import { selectAccountFlow } from './selectors';
import { accountFlowDismissed, loginSubmitted } from './sessionSlice';

const initialValues: LoginRequest = { username: '', password: '' };

export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectAccountFlow('login'));
  useEffect(() => {
    dispatch(accountFlowDismissed('login'));
  }, [dispatch]);
  const pending = flow.status === 'pending';

  return (
    <div className="form-page">
      <Panel>
        <Typography.Title level={1}>
          <FormattedMessage id="login.title" />
        </Typography.Title>
        <Formik initialValues={initialValues} validationSchema={loginSchema} onSubmit={(values) => { dispatch(loginSubmitted(values)); }}>
          {({ handleSubmit }) => (
            <AntForm layout="vertical" onFinish={() => handleSubmit()} disabled={pending} requiredMark={false}>
              <FormField name="username" label={intl.formatMessage({ id: 'login.username' })}>
                {(field) => <Input {...field} autoComplete="username" autoFocus />}
              </FormField>
              <FormField name="password" label={intl.formatMessage({ id: 'login.password' })}>
                {(field) => <Input.Password {...field} autoComplete="current-password" />}
              </FormField>
              <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                <ApiAlert failure={flow.failure} success={flow.status === 'succeeded' ? intl.formatMessage({ id: 'login.success' }) : null} refusedAs="info" />
                <Button type="primary" htmlType="submit" block size="large" loading={pending}>
                  <FormattedMessage id="login.submit" />
                </Button>
                <Link to="/register">
                  <Button block>
                    <FormattedMessage id="login.register" />
                  </Button>
                </Link>
                <Link to="/forgot-password">
                  <FormattedMessage id="login.forgotPassword" />
                </Link>
              </Space>
            </AntForm>
          )}
        </Formik>
      </Panel>
    </div>
  );
}
