import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { SchemaForm } from '../../components/form/SchemaForm';
import { Panel } from '../../components/Panel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { type CardForm, cardFormSchema } from '@shared/validation/card';
import { CardFields, SavedCardSummary, emptyCard, isCardComplete } from './CardFields';
import { CARD_CHANGE_STEPS, StepFlowFailure, StepFlowProgress, useCardRefusalToast } from './StepFlowFeedback';
import { type StepFlow, cardChangeSubmitted, subscriptionPageOpened } from './subscriptionSlice';
import { selectSubscription } from './selectors';
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
 * /changepayment (product.md §1.2): the saved card, and a new card that replaces it. The form is
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
          <SchemaForm<CardForm>
            initialValues={emptyCard}
            schema={cardFormSchema}
            pending={pending}
            failure={null}
            requiredMark={false}
            onSubmit={(values) => {
              dispatch(cardChangeSubmitted(values as CardForm));
            }}
            feedback={() => (
              <>
                <StepFlowProgress flow={cardChange} steps={CARD_CHANGE_STEPS} />
                <StepFlowFailure flow={cardChange} />
                {cardChange.status === 'succeeded' && savedCard && (
                  <Alert
                    type="success"
                    showIcon
                    title={intl.formatMessage(
                      { id: 'changePayment.success' },
                      { brand: savedCard.brand, last4: savedCard.last4 },
                    )}
                  />
                )}
              </>
            )}
            // The button spins without greying while the card is saved, and waits for all three fields.
            submit={({ values }) => (
              <Button
                type="primary"
                htmlType="submit"
                size="large"
                block
                loading={pending}
                disabled={!isCardComplete(values)}
              >
                <FormattedMessage id="changePayment.submit" />
              </Button>
            )}
          >
            {() => (
              <>
                <ClearOnSuccess flow={cardChange} />
                <CardFields />
              </>
            )}
          </SchemaForm>
        </Panel>
      </Space>
    </div>
  );
}
