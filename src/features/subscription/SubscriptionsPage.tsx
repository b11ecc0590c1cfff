import CrownOutlined from '@ant-design/icons/CrownOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import { Alert, App, Button, Spin, Switch, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import { Money } from '../../components/Money';
import { onDemand } from '../../components/onDemand';
import { Panel } from '../../components/Panel';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { centsOfEuros } from '@shared/validation/money';
import { TIER_MASTER } from '@shared/validation/subscriptions';
import { RelativeEnd } from './RelativeEnd';
import {
  activationDismissed,
  cancellationConfirmed,
  renewalToggled,
  subscriptionPageOpened,
} from './subscriptionSlice';
import { selectPlanById, selectPlans, selectSubscription } from './selectors';
import type { CurrentSubscription, Plan } from '@shared/contracts/subscriptions';
import './subscription.css';

/** The chosen plan's recap, with the card form that pays it: fetched when the browser is idle, or when a plan is first chosen. */
const SubscriptionRecap = onDemand(
  () =>
    import(/* webpackChunkName: "subscription-recap", webpackPrefetch: true */ './SubscriptionRecap').then(
      (module) => module.SubscriptionRecap,
    ),
  { waiting: <Spin size="large" className="page-spinner" /> },
);

/** Price and months, as every plan and the current subscription show them. */
function PlanTerms({ plan }: { plan: Plan }) {
  return (
    <div className="plan-terms">
      <Money cents={centsOfEuros(plan.prezzo)} className="plan-price" />
      <span className="plan-duration">
        <FormattedMessage id="subscription.plan.duration" values={{ months: plan.durataAbbonamento }} />
      </span>
    </div>
  );
}

function CurrentSubscriptionCard({ current }: { current: CurrentSubscription }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const { renewal, cancellation } = useAppSelector(selectSubscription);

  const askCancellation = () => {
    modal.confirm({
      title: intl.formatMessage({ id: 'confirm.areYouSure' }),
      content: intl.formatMessage({ id: 'subscription.current.cancel.confirm' }),
      okText: intl.formatMessage({ id: 'subscription.current.cancel.ok' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'common.cancel' }),
      onOk: () => {
        dispatch(cancellationConfirmed());
      },
    });
  };

  return (
    <Panel className="current-subscription">
      <div className="current-subscription-head">
        <div>
          <Typography.Title level={4}>
            {current.nomeAbbonamento}
            {current.tipologiaAbbonamento === TIER_MASTER && <CrownOutlined className="plan-crown" aria-hidden />}
          </Typography.Title>
          <PlanTerms plan={current} />
        </div>
        <Tag color={current.pagamentoAutomatico ? 'green' : 'default'} className="current-subscription-end">
          <FormattedMessage
            id={current.pagamentoAutomatico ? 'subscription.current.renews' : 'subscription.current.ends'}
            values={{ when: <RelativeEnd key="when" date={current.dataFineAbbonamento} /> }}
          />
        </Tag>
      </div>
      <div className="current-subscription-renewal">
        <Switch
          id="currentAutoRenew"
          checked={current.pagamentoAutomatico}
          loading={renewal.status === 'pending'}
          onChange={(checked) => {
            dispatch(renewalToggled(checked));
          }}
        />
        <div>
          <label htmlFor="currentAutoRenew">
            <FormattedMessage id="subscription.current.autoRenew" />
          </label>
          <Typography.Paragraph type="secondary">
            <FormattedMessage
              id={
                current.pagamentoAutomatico ? 'subscription.current.autoRenew.on' : 'subscription.current.autoRenew.off'
              }
            />
          </Typography.Paragraph>
        </div>
      </div>
      <ApiAlert failure={renewal.failure} />
      <ApiAlert failure={cancellation.failure} />
      <Button
        danger
        icon={<StopOutlined aria-hidden />}
        onClick={askCancellation}
        loading={cancellation.status === 'pending'}
      >
        <FormattedMessage id="subscription.current.cancel" />
      </Button>
    </Panel>
  );
}

function PlanCard({ plan, onChoose }: { plan: Plan; onChoose: () => void }) {
  const intl = useIntl();
  const headingId = `plan-${plan.id_Abbonamento}`;
  const master = plan.tipologiaAbbonamento === TIER_MASTER;
  return (
    <section aria-labelledby={headingId} className={master ? 'plan-card plan-card-master' : 'plan-card'}>
      <div className="plan-head">
        <Typography.Title level={4} id={headingId} className="plan-name">
          {plan.nomeAbbonamento}
        </Typography.Title>
        {master && <CrownOutlined className="plan-crown" aria-hidden />}
      </div>
      <PlanTerms plan={plan} />
      <Typography.Paragraph type="secondary" className="plan-features">
        <FormattedMessage id={`subscription.plan.features.${plan.tipologiaAbbonamento}`} />
      </Typography.Paragraph>
      {/* The visible "Choose" is part of the name, which says which plan among the cards. */}
      <Button
        type={master ? 'primary' : 'default'}
        block
        onClick={onChoose}
        aria-label={intl.formatMessage({ id: 'subscription.plan.choose' }, { plan: plan.nomeAbbonamento })}
      >
        <FormattedMessage id="subscription.plan.chooseShort" />
      </Button>
    </section>
  );
}

/**
 * /subscriptions (product.md §1.2): the current subscription with its renewal switch and
 * cancellation, the other plans as cards, and the recap of the plan chosen.
 */
export default function SubscriptionsPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { loadStatus, loadFailure, current, cancellation } = useAppSelector(selectSubscription);
  const plans = useAppSelector(selectPlans);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = useAppSelector((state) => (chosenId === null ? undefined : selectPlanById(state, chosenId)));
  // Plan names come in the request's language: a language switch loads them again.
  useEffect(() => {
    dispatch(subscriptionPageOpened());
  }, [dispatch, intl.locale]);

  // The recap replaces the list in place, and the list the recap: each is shown from its top.
  const show = (planId: number | null) => {
    setChosenId(planId);
    document.scrollingElement?.scrollTo?.({ top: 0 });
  };

  if (chosen) {
    return (
      <div className="content-page subscriptions">
        <SubscriptionRecap
          plan={chosen}
          current={current}
          onBack={() => {
            dispatch(activationDismissed());
            show(null);
          }}
        />
      </div>
    );
  }

  const others = plans.filter((plan) => plan.id_Abbonamento !== current?.id_Abbonamento);
  return (
    <div className="content-page subscriptions">
      <Typography.Title level={1}>
        <FormattedMessage id="subscription.title" />
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="subscription.intro" />
      </Typography.Paragraph>
      {loadStatus === 'pending' && plans.length === 0 ? (
        <Spin size="large" className="page-spinner" />
      ) : (
        <>
          <ApiAlert failure={loadFailure} />
          <section aria-labelledby="current-subscription" className="subscriptions-section">
            <Typography.Title level={3} id="current-subscription" className="section-title">
              <FormattedMessage id="subscription.current.title" />
            </Typography.Title>
            {cancellation.status === 'succeeded' && (
              <Alert type="success" showIcon title={intl.formatMessage({ id: 'subscription.current.cancelled' })} />
            )}
            {current ? (
              <CurrentSubscriptionCard current={current} />
            ) : (
              <Typography.Paragraph>
                <FormattedMessage id="subscription.current.none" />
              </Typography.Paragraph>
            )}
          </section>
          {others.length > 0 && (
            <section aria-labelledby="other-plans" className="subscriptions-section">
              <Typography.Title level={3} id="other-plans" className="section-title">
                <FormattedMessage id={current ? 'subscription.plans.other' : 'subscription.plans.title'} />
              </Typography.Title>
              <div className="plan-grid">
                {others.map((plan) => (
                  <PlanCard key={plan.id_Abbonamento} plan={plan} onChoose={() => show(plan.id_Abbonamento)} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}
