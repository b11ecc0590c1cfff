import { Divider, Input } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/form/FormField';
import { FormPage } from '../../components/form/FormPage';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type ResetPasswordRequest, resetPasswordSchema } from '@shared/validation/accounts';
import { selectAccountFlow } from './selectors';
import { accountFlowDismissed, passwordRecoveryRequested } from './sessionSlice';

const initialValues: ResetPasswordRequest = { email: '', userName: '' };

/** Either field finds the account (product.md §3.3), so the form waits only for one of them. */
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

  return (
    <FormPage<ResetPasswordRequest>
      title={<FormattedMessage id="forgotPassword.title" />}
      intro={<FormattedMessage id="forgotPassword.intro" />}
      initialValues={initialValues}
      schema={resetPasswordSchema}
      pending={pending}
      // Once the link is sent the form stays as it was sent, every field and the button disabled.
      readOnly={succeeded}
      failure={flow.failure}
      success={succeeded ? (flow.message ?? intl.formatMessage({ id: 'accounts.reset.emailSent' })) : null}
      successAction={
        <Link to="/login">
          <FormattedMessage id="forgotPassword.signIn" />
        </Link>
      }
      refusedAs="info"
      onSubmit={(values) => {
        dispatch(passwordRecoveryRequested(values as ResetPasswordRequest));
      }}
      submitLabel={<FormattedMessage id="forgotPassword.submit" />}
      submitDisabled={isEmpty}
      actions={
        <Link to="/login">
          <FormattedMessage id="forgotPassword.backToLogin" />
        </Link>
      }
    >
      {() => (
        <>
          <FormField name="email" label={intl.formatMessage({ id: 'forgotPassword.email' })}>
            {(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" autoFocus />}
          </FormField>
          <Divider plain>
            <FormattedMessage id="forgotPassword.or" />
          </Divider>
          <FormField name="userName" label={intl.formatMessage({ id: 'forgotPassword.username' })}>
            {(field) => <Input {...field} autoComplete="username" />}
          </FormField>
        </>
      )}
    </FormPage>
  );
}
