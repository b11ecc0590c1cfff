import { Input } from 'antd';
import type { FormikProps } from 'formik';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InferType } from 'yup';
import { FormField } from '../../components/form/FormField';
import { FormPage } from '../../components/form/FormPage';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { changePasswordFormSchema } from '@shared/validation/accounts';
import { selectAccountFlow } from './selectors';
import { accountFlowDismissed, passwordChangeSubmitted } from './sessionSlice';

type ChangePasswordForm = InferType<typeof changePasswordFormSchema>;

const initialValues: ChangePasswordForm = { oldPassword: '', password: '', repeatPassword: '' };

/** product.md §1.5: submit stays blocked until the new password is typed twice the same. */
const newPasswordConfirmed = (values: ChangePasswordForm) =>
  values.password !== '' && values.password === values.repeatPassword;

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
    <FormPage<ChangePasswordForm>
      title={<FormattedMessage id="changePassword.title" />}
      intro={<FormattedMessage id="changePassword.intro" />}
      formikRef={form}
      initialValues={initialValues}
      schema={changePasswordFormSchema}
      pending={pending}
      failure={flow.failure}
      success={
        flow.status === 'succeeded'
          ? (flow.message ?? intl.formatMessage({ id: 'accounts.changePassword.success' }))
          : null
      }
      onSubmit={(values) => {
        const { oldPassword, password } = values as ChangePasswordForm;
        dispatch(passwordChangeSubmitted({ oldPassword, password }));
      }}
      submitLabel={<FormattedMessage id="changePassword.submit" />}
      submitDisabled={(values) => !newPasswordConfirmed(values)}
    >
      {() => (
        <>
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
        </>
      )}
    </FormPage>
  );
}
