import { Button, Form as AntForm, Input, Space, Typography } from 'antd';
import { Formik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { CheckboxField, FormField } from '../../components/form/FormField';
import { Outcome } from '../../components/Outcome';
import { Panel } from '../../components/Panel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type SuggestionForm, TICKET_TEXT_MAX, suggestionFormSchema } from '@shared/validation/tickets';
import { selectSuggestions } from './selectors';
import { suggestionFormOpened, suggestionSubmitted } from './suggestionsSlice';
import './suggestions.css';

const initialValues: SuggestionForm = { descrizione: '', attachReplay: false };

/** Spec 02 section 2, /suggest-us: an 8-row text box, a confirm button disabled while it is empty, then thanks. */
export default function SuggestUsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { send, sent } = useAppSelector(selectSuggestions);
  useEffect(() => {
    dispatch(suggestionFormOpened());
  }, [dispatch]);
  const pending = send.status === 'pending';

  return (
    <div className="form-page suggestions-page">
      <Panel>
        <Typography.Title level={1}>
          <FormattedMessage id="suggestions.title" />
        </Typography.Title>
        {sent ? (
          <Outcome
            kind="success"
            title={intl.formatMessage({ id: 'suggestions.thanks.title' })}
            subTitle={
              <Space orientation="vertical" size={4}>
                <span>
                  <FormattedMessage id="suggestions.thanks.body" />
                </span>
                {sent.replay && (
                  <span>
                    <FormattedMessage id="suggestions.thanks.replay" />
                  </span>
                )}
              </Space>
            }
            extra={
              <Button type="primary" onClick={() => dispatch(suggestionFormOpened())}>
                <FormattedMessage id="suggestions.another" />
              </Button>
            }
          />
        ) : (
          <>
            <Typography.Paragraph type="secondary">
              <FormattedMessage id="suggestions.intro" />
            </Typography.Paragraph>
            <Formik
              initialValues={initialValues}
              validationSchema={suggestionFormSchema}
              onSubmit={(values) => {
                dispatch(suggestionSubmitted(suggestionFormSchema.cast(values)));
              }}
            >
              {({ handleSubmit, values }) => (
                <AntForm layout="vertical" onFinish={() => handleSubmit()} disabled={pending} requiredMark={false}>
                  <FormField name="descrizione" label={intl.formatMessage({ id: 'suggestions.text.label' })}>
                    {(field) => <Input.TextArea {...field} rows={8} maxLength={TICKET_TEXT_MAX} showCount />}
                  </FormField>
                  <CheckboxField name="attachReplay">
                    <FormattedMessage id="suggestions.attach.label" />
                  </CheckboxField>
                  <Typography.Paragraph type="secondary" className="suggestions-attach-help" id="attachReplay-help">
                    <FormattedMessage id="suggestions.attach.help" />
                  </Typography.Paragraph>
                  <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                    <ApiAlert failure={send.failure} />
                    {/* The spec's rule: no confirm while the text is empty (spaces alone count as empty). */}
                    <Button type="primary" htmlType="submit" block size="large" loading={pending} disabled={pending || values.descrizione.trim() === ''}>
                      <FormattedMessage id="suggestions.submit" />
                    </Button>
                  </Space>
                </AntForm>
              )}
            </Formik>
          </>
        )}
      </Panel>
    </div>
  );
}
