import { Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { FormPage } from '../../components/form/FormPage';
import { SwitchField } from '../../components/form/SwitchField';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { EMAIL_KINDS, type EmailPreferences } from '@shared/validation/emailKinds';
import { emailPreferencesSchema } from '@shared/validation/emailPreferences';
import { emailPreferencesOpened, emailPreferencesSubmitted } from './emailPreferencesSlice';
import { selectEmailPreferences } from './selectors';

/**
 * Settings, "Email preferences" (product.md §4.18): a switch per kind of email one may turn off,
 * each with what it is about; the emails about the account, password, security and payments are
 * always sent, as the intro says. The one-click unsubscribe of an email turns the same switch off.
 */
export default function EmailPreferencesPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { preferences, load, save } = useAppSelector(selectEmailPreferences);
  useEffect(() => {
    dispatch(emailPreferencesOpened());
  }, [dispatch]);

  return (
    <FormPage<EmailPreferences>
      className="email-preferences-page"
      title={<FormattedMessage id="emailPreferences.title" />}
      intro={<FormattedMessage id="emailPreferences.intro" />}
      // Until the switches are read: the wait, or why they could not be.
      outcome={
        preferences && load.status !== 'pending' ? undefined : load.status === 'failed' ? (
          <ApiAlert failure={load.failure} />
        ) : (
          <Spin aria-label={intl.formatMessage({ id: 'emailPreferences.loading' })} />
        )
      }
      initialValues={preferences!}
      enableReinitialize
      schema={emailPreferencesSchema}
      pending={save.status === 'pending'}
      failure={save.failure}
      success={save.status === 'succeeded' ? intl.formatMessage({ id: 'emailPreferences.saved' }) : null}
      onSubmit={(values) => {
        dispatch(emailPreferencesSubmitted(values as EmailPreferences));
      }}
      submitLabel={<FormattedMessage id="emailPreferences.save" />}
    >
      {() =>
        EMAIL_KINDS.map((kind) => (
          <div key={kind}>
            <SwitchField
              name={kind}
              label={intl.formatMessage({ id: `emailPreferences.kind.${kind}` })}
              onText={intl.formatMessage({ id: 'emailPreferences.on' })}
              offText={intl.formatMessage({ id: 'emailPreferences.off' })}
            />
            <Typography.Paragraph type="secondary">
              <FormattedMessage id={`emailPreferences.kind.${kind}.description`} />
            </Typography.Paragraph>
          </div>
        ))
      }
    </FormPage>
  );
}
