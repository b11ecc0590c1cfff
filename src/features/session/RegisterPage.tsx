import { Button, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InferType } from 'yup';
import { CheckboxField, FormField } from '../../components/form/FormField';
import { FormPage } from '../../components/form/FormPage';
import { LegalDocumentView } from '../../components/legal/LegalDocumentView';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { registrationFormSchema } from '@shared/validation/accounts';
import { selectAccountFlow } from './selectors';
import { accountFlowDismissed, registrationSubmitted } from './sessionSlice';

type RegistrationForm = InferType<typeof registrationFormSchema>;

const initialValues: RegistrationForm = {
  userName: '',
  password: '',
  repeatPassword: '',
  email: '',
  acceptTerms: false,
  acceptUseImages: false,
};

export default function RegisterPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectAccountFlow('registration'));
  const [termsOpen, setTermsOpen] = useState(false);
  useEffect(() => {
    dispatch(accountFlowDismissed('registration'));
  }, [dispatch]);
  const pending = flow.status === 'pending';
  const succeeded = flow.status === 'succeeded';

  // The terms' acceptance is the form's business (the server records it with the account); the image consent is sent, and kept.
  const submit = (values: unknown) => {
    const { userName, password, email, acceptUseImages } = values as RegistrationForm;
    dispatch(registrationSubmitted({ userName, password, email, consensoTrattamentoImmagini: acceptUseImages }));
  };

  return (
    <FormPage<RegistrationForm>
      title={<FormattedMessage id="register.title" />}
      intro={<FormattedMessage id="register.intro" />}
      initialValues={initialValues}
      schema={registrationFormSchema}
      pending={pending}
      readOnly={succeeded}
      failure={flow.failure}
      success={succeeded ? (flow.message ?? intl.formatMessage({ id: 'accounts.registration.success' })) : null}
      successAction={
        <Link to="/login">
          <FormattedMessage id="register.signIn" />
        </Link>
      }
      refusedAs="info"
      onSubmit={submit}
      submitLabel={<FormattedMessage id="register.submit" />}
      actions={
        <Typography.Text>
          <FormattedMessage id="register.haveAccount" />{' '}
          <Link to="/login">
            <FormattedMessage id="register.signIn" />
          </Link>
        </Typography.Text>
      }
      // Outside the form, so the form's disabled state never reaches the modal's buttons.
      beside={({ setFieldValue, setFieldTouched }) => (
        <Modal
          open={termsOpen}
          title={intl.formatMessage({ id: 'register.terms.title' })}
          width={760}
          // The text scrolls inside, so the accept button stays in view.
          styles={{ body: { maxHeight: '65vh', overflowY: 'auto' } }}
          onCancel={() => setTermsOpen(false)}
          footer={[
            <Button key="close" onClick={() => setTermsOpen(false)}>
              <FormattedMessage id="register.terms.close" />
            </Button>,
            <Button
              key="accept"
              type="primary"
              disabled={pending || succeeded}
              onClick={() => {
                void setFieldTouched('acceptTerms', true, false);
                void setFieldValue('acceptTerms', true);
                setTermsOpen(false);
              }}
            >
              <FormattedMessage id="register.terms.accept" />
            </Button>,
          ]}
        >
          <LegalDocumentView document="terms" />
        </Modal>
      )}
    >
      {() => (
        <>
          <FormField name="userName" label={intl.formatMessage({ id: 'register.username' })}>
            {(field) => <Input {...field} autoComplete="username" autoFocus />}
          </FormField>
          <FormField
            name="password"
            label={intl.formatMessage({ id: 'register.password' })}
            extra={intl.formatMessage({ id: 'validation.password.hint' })}
          >
            {(field) => <Input.Password {...field} autoComplete="new-password" />}
          </FormField>
          <FormField name="repeatPassword" label={intl.formatMessage({ id: 'register.repeatPassword' })}>
            {(field) => <Input.Password {...field} autoComplete="new-password" />}
          </FormField>
          <FormField name="email" label={intl.formatMessage({ id: 'register.email' })}>
            {(field) => <Input {...field} type="email" autoComplete="email" inputMode="email" />}
          </FormField>
          <CheckboxField name="acceptTerms">
            <FormattedMessage
              id="register.acceptTerms"
              values={{
                // The link keeps its real address (/terms) for a new tab; a plain click opens the text here.
                link: (chunks) => (
                  <a
                    key="terms"
                    href="/terms"
                    onClick={(event) => {
                      event.preventDefault();
                      setTermsOpen(true);
                    }}
                  >
                    {chunks}
                  </a>
                ),
              }}
            />
          </CheckboxField>
          <CheckboxField name="acceptUseImages">
            <FormattedMessage id="register.acceptUseImages" />
          </CheckboxField>
        </>
      )}
    </FormPage>
  );
}
