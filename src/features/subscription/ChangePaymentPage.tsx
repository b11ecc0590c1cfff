import { Alert, Form as AntForm, Button, Space, Spin, Typography } from 'antd';
import { Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { Panel } from '../../components/Panel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type CardForm, cardFormSchema } from '@shared/validation/card';
import { CardFields, SavedCardSummary, emptyCard, isCardComplete } from './CardFields';
import { CARD_CHANGE_STEPS, StepFlowFailure, StepFlowProgress, useCardRefusalToast } from './StepFlowFeedback';
import { selectSubscription } from './selectors';
import { type StepFlow, cardChangeSubmitted, subscriptionPageOpened } from './subscriptionSlice';
import './subscription.css';

/** Once the card is saved its number leaves the screen, and the form is ready for another. */
function ClearOnSuccess({ flow }: { flow: StepFlow }) {
  const { resetForm } = useFormikContext<CardForm>();
  useEffect(() => {
    if (flow.status === 'succeeded') resetForm();
  }, [flow.status, resetForm]);
  return null;
}

/**
 * /changepayment (spec 01 section 2): the saved card, and a new card that replaces it. The form is
 * submitted only when all three fields are filled; the number goes without the mask's spaces.
 */
export default function ChangePaymentPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { loadStatus, loadFailure, savedCard, cardChange } = useAppSelector(selectSubscription);
  useEffect(() => {
    dispatch(subscriptionPageOpened());
  }, [dispatch]);
  useCardRefusalToast(cardChange);
  const pending = cardChange.status === 'pending';

  return (
    <div className="content-page change-payment">
      <Typography.Title level={1}>
        <FormattedMessage id="changePayment.title" />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="changePayment.intro" />
      </Typography.Paragraph>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <ApiAlert failure={loadFailure} />
        <Panel title={intl.formatMessage({ id: 'changePayment.saved.title' })}>
          {loadStatus === 'pending' && !savedCard ? (
            <Spin />
          ) : savedCard ? (
            <SavedCardSummary card={savedCard} />
          ) : (
            <Typography.Text type="secondary">
              <FormattedMessage id="changePayment.saved.none" />
            </Typography.Text>
          )}
        </Panel>
        <Panel title={intl.formatMessage({ id: 'changePayment.new.title' })}>
          <Formik<CardForm>
            initialValues={emptyCard}
            validationSchema={cardFormSchema}
            onSubmit={(values) => {
              dispatch(cardChangeSubmitted(cardFormSchema.cast(values)));
            }}
          >
            {({ handleSubmit, values }) => (
              <AntForm layout="vertical" disabled={pending} onFinish={() => handleSubmit()} requiredMark={false}>
                <ClearOnSuccess flow={cardChange} />
                <CardFields />
                <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
                  <StepFlowProgress flow={cardChange} steps={CARD_CHANGE_STEPS} />
                  <StepFlowFailure flow={cardChange} />
                  {cardChange.status === 'succeeded' && savedCard && (
                    <Alert
                      type="success"
                      showIcon
                      title={intl.formatMessage({ id: 'changePayment.success' }, { brand: savedCard.brand, last4: savedCard.last4 })}
                    />
                  )}
                  <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={!isCardComplete(values)}>
                    <FormattedMessage id="changePayment.submit" />
                  </Button>
                </Space>
              </AntForm>
            )}
          </Formik>
        </Panel>
      </Space>
    </div>
  );
}
