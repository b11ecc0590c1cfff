import { Button, Input } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/form/FormField';
import { FormPage } from '../../components/form/FormPage';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type LoginRequest, loginSchema } from '@shared/validation/accounts';
import { RETURN_QUERY } from './returnPath';
import { selectAccountFlow } from './selectors';
import { accountFlowDismissed, loginSubmitted } from './sessionSlice';

const initialValues: LoginRequest = { username: '', password: '' };

export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectAccountFlow('login'));
  // The page a signed-out visitor opened, carried here by its address (the prerendered page reads the same).
  const [query] = useSearchParams();
  const returnTo = query.get(RETURN_QUERY);
  useEffect(() => {
    dispatch(accountFlowDismissed('login'));
  }, [dispatch]);
  const pending = flow.status === 'pending';

  return (
    <FormPage<LoginRequest>
      title={<FormattedMessage id="login.title" />}
      initialValues={initialValues}
      schema={loginSchema}
      pending={pending}
      failure={flow.failure}
      success={flow.status === 'succeeded' ? intl.formatMessage({ id: 'login.success' }) : null}
      refusedAs="info"
      onSubmit={(values) => {
        dispatch(loginSubmitted({ credentials: values as LoginRequest, returnTo }));
      }}
      submitLabel={<FormattedMessage id="login.submit" />}
      actions={
        <>
          <Link to="/register">
            <Button block>
              <FormattedMessage id="login.register" />
            </Button>
          </Link>
          <Link to="/forgot-password">
            <FormattedMessage id="login.forgotPassword" />
          </Link>
        </>
      }
    >
      {() => (
        <>
          <FormField name="username" label={intl.formatMessage({ id: 'login.username' })}>
            {(field) => <Input {...field} autoComplete="username" autoFocus />}
          </FormField>
          <FormField name="password" label={intl.formatMessage({ id: 'login.password' })}>
            {(field) => <Input.Password {...field} autoComplete="current-password" />}
          </FormField>
        </>
      )}
    </FormPage>
  );
}
