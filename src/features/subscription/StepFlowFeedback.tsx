import { App, Steps, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ApiAlert } from '../../components/ApiAlert';
import type { StepFlow } from './subscriptionSlice';
import type { ActivationStep } from './subscriptionTypes';

/** The activation chain of product.md §1.4 with a new card, and its saved-card shortcut. */
export const NEW_CARD_STEPS: ActivationStep[] = ['billing', 'providerKey', 'cardToken', 'payment', 'subscription'];
export const SAVED_CARD_STEPS: ActivationStep[] = ['billing', 'subscription'];
/** /changepayment: the card steps alone. */
export const CARD_CHANGE_STEPS: ActivationStep[] = ['providerKey', 'cardToken', 'payment'];

/** How long the provider's refusal stays on screen (product.md §1.8: a toast cleared after a timeout). */
export const CARD_REFUSAL_TOAST_SECONDS = 6;

/** Where a running or failed flow is: the step it is on, or the one that failed. */
export function StepFlowProgress({ flow, steps }: { flow: StepFlow; steps: ActivationStep[] }) {
  const intl = useIntl();
  if (flow.status !== 'pending' && flow.status !== 'failed') return null;
  const current = Math.max(0, flow.step ? steps.indexOf(flow.step) : 0);
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'subscription.step.progress' })} className="step-flow">
      <Steps
        size="small"
        current={current}
        status={flow.status === 'failed' ? 'error' : 'process'}
        items={steps.map((step) => ({ key: step, title: intl.formatMessage({ id: `subscription.step.${step}` }) }))}
      />
    </div>
  );
}

/**
 * The provider's own refusal at the card-token step shows as a toast error that clears itself
 * (product.md §1.4, §1.8); every failure is also named by its step under the form.
 */
export function useCardRefusalToast(flow: StepFlow) {
  const intl = useIntl();
  const { message } = App.useApp();
  useEffect(() => {
    if (flow.status !== 'failed' || flow.step !== 'cardToken' || !flow.failure) return;
    void message.error({
      key: 'card-refusal',
      content: flow.failure.title || intl.formatMessage({ id: 'alert.error.generic' }),
      duration: CARD_REFUSAL_TOAST_SECONDS,
    });
  }, [flow, intl, message]);
}

/**
 * A failed flow: the step it stopped at and, except for the card-token step whose reason is the
 * toast's, the answer as product.md §1.8's error banner.
 */
export function StepFlowFailure({ flow }: { flow: StepFlow }) {
  const intl = useIntl();
  if (flow.status !== 'failed' || !flow.step) return null;
  return (
    <div className="step-flow-failure">
      <Typography.Text type="danger" strong>
        {intl.formatMessage(
          { id: 'subscription.step.failed' },
          { step: intl.formatMessage({ id: `subscription.step.${flow.step}` }) },
        )}
      </Typography.Text>
      {flow.step !== 'cardToken' && <ApiAlert failure={flow.failure} />}
    </div>
  );
}
