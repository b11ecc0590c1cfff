import { Input } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import type { InferType } from 'yup';
import { FormField } from '../../components/form/FormField';
import { FormPage } from '../../components/form/FormPage';
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
    <FormPage<NewPasswordForm>
      title={<FormattedMessage id="resetPassword.title" />}
      intro={<FormattedMessage id="resetPassword.intro" />}
      initialValues={initialValues}
      schema={newPasswordFormSchema}
      pending={pending}
      readOnly={succeeded}
      failure={flow.failure}
      success={succeeded ? (flow.message ?? intl.formatMessage({ id: 'accounts.reset.success' })) : null}
      successAction={
        <Link to={signedIn ? '/home' : '/login'}>
          <FormattedMessage id={signedIn ? 'resetPassword.home' : 'resetPassword.signIn'} />
        </Link>
      }
      refusedAs="info"
      onSubmit={(values) => {
        const { password } = values as NewPasswordForm;
        dispatch(passwordResetSubmitted({ token, password }));
      }}
      submitLabel={<FormattedMessage id="resetPassword.submit" />}
      actions={
        linkRefused && (
          <Link to="/forgot-password">
            <FormattedMessage id="resetPassword.newLink" />
          </Link>
        )
      }
    >
      {() => (
        <>
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
        </>
      )}
    </FormPage>
  );
}
