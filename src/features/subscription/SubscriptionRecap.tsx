import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Switch, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { object } from 'yup';
import { SchemaForm } from '../../components/form/SchemaForm';
import { Money } from '../../components/Money';
import { Outcome } from '../../components/Outcome';
import { Panel } from '../../components/Panel';
import { type RootState, useAppDispatch, useAppSelector } from '../../store/hooks';
import type { BillingRequest } from '@shared/validation/billing';
import { type CardForm, cardFormSchema } from '@shared/validation/card';
import { centsOfEuros } from '@shared/validation/money';
import { selectUser } from '../session';
import { BillingForm, billingFormValues } from './BillingForm';
import { CardFields, SavedCardSummary, emptyCard } from './CardFields';
import { RelativeEnd } from './RelativeEnd';
import {
  NEW_CARD_STEPS,
  SAVED_CARD_STEPS,
  StepFlowFailure,
  StepFlowProgress,
  useCardRefusalToast,
} from './StepFlowFeedback';
import { activationSubmitted } from './subscriptionSlice';
import { selectSubscription } from './selectors';
import type { CurrentSubscription, Plan } from '@shared/contracts/subscriptions';

/** With the saved card paying, the card form has nothing of its own to check or send. */
const savedCardPays = object({});

interface SubscriptionRecapProps {
  plan: Plan;
  current: CurrentSubscription | null;
  onBack: () => void;
}

/**
 * The recap of a chosen plan (product.md §1.2): billing data, the saved card or a new one, the
 * automatic-renewal switch and Activate, which starts the activation chain once.
 */
export function SubscriptionRecap({ plan, current, onBack }: SubscriptionRecapProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  const { activation, savedCard, billing, billingPrefill } = useAppSelector(selectSubscription);
  const userType = useAppSelector(selectUser)?.tipologiaUtente;
  const [initialBilling] = useState(() => billingFormValues(billing ?? billingPrefill, userType));
  const [confirmed, setConfirmed] = useState<BillingRequest | null>(null);
  const [useNewCard, setUseNewCard] = useState(!savedCard);
  const [autoRenew, setAutoRenew] = useState(true);
  const [paidWithNewCard, setPaidWithNewCard] = useState(useNewCard);
  useCardRefusalToast(activation);
  const pending = activation.status === 'pending';
  const payWithNewCard = useNewCard || !savedCard;

  /** Called with the card schema's cast (the mask's spaces gone), or with nothing to check when the saved card pays. */
  const activate = (card: unknown) => {
    // A second press whose validation ended before the page showed the first as running: the store
    // already knows, so the chain still starts once.
    if (!confirmed || selectSubscription(store.getState()).activation.status === 'pending') return;
    setPaidWithNewCard(payWithNewCard);
    dispatch(
      activationSubmitted({
        planId: plan.id_Abbonamento,
        autoRenew,
        billing: confirmed,
        // Spaces of the mask go; the saved card pays when no new one is entered (product.md §1.4).
        card: payWithNewCard ? (card as CardForm) : null,
      }),
    );
  };

  const back = (
    <Button
      type="text"
      icon={<ArrowLeftOutlined aria-hidden />}
      onClick={onBack}
      disabled={pending}
      className="recap-back"
    >
      <FormattedMessage id="subscription.recap.back" />
    </Button>
  );

  if (activation.status === 'succeeded' && current) {
    return (
      <div className="recap">
        {back}
        <Outcome
          kind="success"
          title={intl.formatMessage({ id: 'subscription.activation.success' })}
          subTitle={
            <FormattedMessage
              id="subscription.activation.success.detail"
              values={{
                plan: current.nomeAbbonamento,
                when: <RelativeEnd key="when" date={current.dataFineAbbonamento} />,
              }}
            />
          }
          extra={
            <>
              <Button type="primary" onClick={onBack}>
                <FormattedMessage id="subscription.recap.back" />
              </Button>
              <Button onClick={() => navigate('/home')}>
                <FormattedMessage id="subscription.activation.home" />
              </Button>
            </>
          }
        />
      </div>
    );
  }

  return (
    <div className="recap">
      {back}
      <Panel className="recap-plan">
        <Typography.Title level={1}>
          <FormattedMessage id="subscription.recap.title" values={{ plan: plan.nomeAbbonamento }} />
        </Typography.Title>
        <Typography.Paragraph>
          <FormattedMessage
            id="subscription.recap.charge"
            values={{
              price: <Money key="price" cents={centsOfEuros(plan.prezzo)} className="recap-price" />,
              duration: intl.formatMessage({ id: 'subscription.plan.duration' }, { months: plan.durataAbbonamento }),
            }}
          />
        </Typography.Paragraph>
        {current && (
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="subscription.recap.replaces" values={{ current: current.nomeAbbonamento }} />
          </Typography.Paragraph>
        )}
      </Panel>

      <Panel title={intl.formatMessage({ id: 'subscription.billing.title' })}>
        {!billing && billingPrefill && (
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="subscription.billing.fromProfile" />
          </Typography.Paragraph>
        )}
        <BillingForm
          initialValues={initialBilling}
          locked={confirmed !== null}
          disabled={pending}
          onConfirm={setConfirmed}
          onModify={() => setConfirmed(null)}
        />
      </Panel>

      <Panel title={intl.formatMessage({ id: 'subscription.card.title' })}>
        <SchemaForm<CardForm>
          initialValues={emptyCard}
          schema={payWithNewCard ? cardFormSchema : savedCardPays}
          pending={pending}
          failure={null}
          requiredMark={false}
          onSubmit={activate}
          feedback={() => (
            <>
              <StepFlowProgress flow={activation} steps={paidWithNewCard ? NEW_CARD_STEPS : SAVED_CARD_STEPS} />
              <StepFlowFailure flow={activation} />
              {!confirmed && (
                <Typography.Text type="secondary">
                  <FormattedMessage id="subscription.activate.needsBilling" />
                </Typography.Text>
              )}
            </>
          )}
          // The button spins without greying while the activation runs, and waits for confirmed billing data.
          submit={() => (
            <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={!confirmed}>
              <FormattedMessage id="subscription.activate" />
            </Button>
          )}
        >
          {() => (
            <>
              {payWithNewCard ? (
                <>
                  {savedCard && (
                    <Button type="link" className="card-switch" onClick={() => setUseNewCard(false)}>
                      <FormattedMessage id="subscription.card.useSaved" />
                    </Button>
                  )}
                  <CardFields />
                </>
              ) : (
                savedCard && (
                  <div className="recap-saved-card">
                    <SavedCardSummary card={savedCard} />
                    <Button type="link" onClick={() => setUseNewCard(true)}>
                      <FormattedMessage id="subscription.card.useNew" />
                    </Button>
                  </div>
                )
              )}
              <div className="recap-renewal">
                <Switch id="autoRenew" checked={autoRenew} onChange={setAutoRenew} />
                <label htmlFor="autoRenew">
                  <FormattedMessage id="subscription.autoRenew" />
                </label>
              </div>
            </>
          )}
        </SchemaForm>
      </Panel>
    </div>
  );
}
