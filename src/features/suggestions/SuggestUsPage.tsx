import { Button, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField, FormField } from '../../components/form/FormField';
import { FormPage } from '../../components/form/FormPage';
import { Outcome } from '../../components/Outcome';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type SuggestionForm, TICKET_TEXT_MAX, suggestionFormSchema } from '@shared/validation/tickets';
import { suggestionFormOpened, suggestionSubmitted } from './suggestionsSlice';
import { selectSuggestions } from './selectors';
import './suggestions.css';

const initialValues: SuggestionForm = { descrizione: '', attachReplay: false };

/** product.md §2.2, /suggest-us: an 8-row text box, a confirm button disabled while it is empty, then thanks. */
export default function SuggestUsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { send, sent } = useAppSelector(selectSuggestions);
  useEffect(() => {
    dispatch(suggestionFormOpened());
  }, [dispatch]);
  const pending = send.status === 'pending';

  return (
    <FormPage<SuggestionForm>
      className="suggestions-page"
      title={<FormattedMessage id="suggestions.title" />}
      intro={<FormattedMessage id="suggestions.intro" />}
      outcome={
        sent ? (
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
        ) : undefined
      }
      initialValues={initialValues}
      schema={suggestionFormSchema}
      pending={pending}
      failure={send.failure}
      onSubmit={(values) => {
        dispatch(suggestionSubmitted(values as SuggestionForm));
      }}
      submitLabel={<FormattedMessage id="suggestions.submit" />}
      // product.md §2.2's rule: no confirm while the text is empty (spaces alone count as empty).
      submitDisabled={(values) => values.descrizione.trim() === ''}
    >
      {() => (
        <>
          <FormField name="descrizione" label={intl.formatMessage({ id: 'suggestions.text.label' })}>
            {(field) => <Input.TextArea {...field} rows={8} maxLength={TICKET_TEXT_MAX} showCount />}
          </FormField>
          <CheckboxField name="attachReplay">
            <FormattedMessage id="suggestions.attach.label" />
          </CheckboxField>
          <Typography.Paragraph type="secondary" className="suggestions-attach-help" id="attachReplay-help">
            <FormattedMessage id="suggestions.attach.help" />
          </Typography.Paragraph>
        </>
      )}
    </FormPage>
  );
}
