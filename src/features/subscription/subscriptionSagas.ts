import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import { type ApiAnswer, type ApiFailure, toFailure } from '../../api/client';
import type { BillingRequest } from '@shared/validation/billing';
import type { CardForm } from '@shared/validation/card';
import { TIER_NONE } from '@shared/validation/tiers';
import type { DatiPersonaliGiuridici, DatiProfilo } from '@shared/contracts/profile';
import { PROFILE_TAB } from '@shared/validation/profile/tabs';
import { profileApi } from '../profile';
import { billingFromProfile } from './billingPrefill';
import { CardTokenError, createCardToken } from './cardProvider';
import { newIdempotencyKey, subscriptionApi } from './subscriptionApi';
import {
  type ActivationRequest,
  type SubscriptionState,
  activationFailed,
  activationStepStarted,
  activationSubmitted,
  activationSucceeded,
  billingSaved,
  cancellationConfirmed,
  cancellationFailed,
  cardChangeFailed,
  cardChangeStepStarted,
  cardChangeSubmitted,
  cardChanged,
  cardSaved,
  renewalToggled,
  renewalUpdateFailed,
  renewalUpdated,
  subscriptionCancelled,
  subscriptionDataLoadFailed,
  subscriptionDataLoaded,
  subscriptionPageOpened,
} from './subscriptionSlice';
import { selectSubscription } from './selectors';
import { subscriptionTypeChanged } from './subscriptionTypeSlice';
import type { CurrentSubscription, Plan } from '@shared/contracts/subscriptions';
import type { ProviderKey, SavedCard } from '@shared/contracts/payments';
import type { ActivationStep } from './subscriptionTypes';

/** A provider's refusal reads like the server's: its message is what the user sees. */
function failureOf(error: unknown): ApiFailure {
  if (error instanceof CardTokenError) return { kind: 'refused', status: 402, title: error.message, messages: [] };
  return toFailure(error);
}

/**
 * Without saved billing data, the form starts from what the profile holds. A help, not a need:
 * if the profile cannot be read, the form starts blank as before.
 */
export function* loadBillingPrefill() {
  try {
    const [profile, residence]: [DatiProfilo, DatiPersonaliGiuridici] = yield all([
      call(profileApi.loadTab, PROFILE_TAB.profile),
      call(profileApi.loadTab, PROFILE_TAB.personalLegal),
    ]);
    return billingFromProfile(profile, residence);
  } catch {
    return null;
  }
}

export function* loadSubscriptionPage() {
  try {
    const [plans, current, savedCard, billing]: [
      Plan[],
      CurrentSubscription | null,
      SavedCard | null,
      BillingRequest | null,
    ] = yield all([
      call(subscriptionApi.plans),
      call(subscriptionApi.current),
      call(subscriptionApi.savedCard),
      call(subscriptionApi.billing),
    ]);
    const billingPrefill: Partial<BillingRequest> | null = billing ? null : yield call(loadBillingPrefill);
    yield put(subscriptionDataLoaded({ plans, current, savedCard, billing, billingPrefill }));
  } catch (error) {
    yield put(subscriptionDataLoadFailed(toFailure(error)));
  }
}

/**
 * The card part of the chain: provider key → card token at the provider → token posted to our
 * API, which saves the card. `onStep` announces each step so a failure can name it.
 */
function* saveNewCard(card: CardForm, onStep: (step: ActivationStep) => PayloadAction<ActivationStep>) {
  yield put(onStep('providerKey'));
  const provider: ProviderKey = yield call(subscriptionApi.providerKey);
  yield put(onStep('cardToken'));
  const token: string = yield call(createCardToken, provider, card);
  yield put(onStep('payment'));
  const saved: SavedCard = yield call(subscriptionApi.saveCard, token);
  yield put(cardSaved(saved));
  return saved;
}

/**
 * Activation, in the order of product.md §1.4: save billing data → provider key → card token →
 * payment (the token saved as the card) → subscription (charged once, by its idempotency key).
 * With a saved card and no new one, the chain goes from billing straight to the subscription.
 */
export function* activate(action: PayloadAction<ActivationRequest>) {
  const { planId, autoRenew, billing, card } = action.payload;
  let step: ActivationStep = 'billing';
  const announce = (next: ActivationStep) => {
    step = next;
    return activationStepStarted(next);
  };
  try {
    yield put(announce('billing'));
    yield call(subscriptionApi.saveBilling, billing);
    yield put(billingSaved(billing));
    if (card) yield call(saveNewCard, card, announce);
    yield put(announce('subscription'));
    const idempotencyKey: string = yield call(newIdempotencyKey);
    const answer: ApiAnswer<CurrentSubscription> = yield call(
      subscriptionApi.subscribe,
      { id_Abbonamento: planId, pagamento_automatico: autoRenew },
      idempotencyKey,
    );
    yield put(activationSucceeded(answer.data));
    yield put(subscriptionTypeChanged(answer.data.tipologiaAbbonamento));
  } catch (error) {
    yield put(activationFailed({ step, failure: failureOf(error) }));
  }
}

/** /changepayment: the same card steps, without billing or a charge. */
export function* changeCard(action: PayloadAction<CardForm>) {
  let step: ActivationStep = 'providerKey';
  const announce = (next: ActivationStep) => {
    step = next;
    return cardChangeStepStarted(next);
  };
  try {
    const saved: SavedCard = yield call(saveNewCard, action.payload, announce);
    yield put(cardChanged(saved));
  } catch (error) {
    yield put(cardChangeFailed({ step, failure: failureOf(error) }));
  }
}

export function* toggleRenewal(action: PayloadAction<boolean>) {
  const { current }: SubscriptionState = yield select(selectSubscription);
  if (!current) return;
  try {
    const updated: CurrentSubscription = yield call(subscriptionApi.updateRenewal, {
      id_Abbonamento: current.id_Abbonamento,
      pagamento_automatico: action.payload,
    });
    yield put(renewalUpdated(updated));
  } catch (error) {
    yield put(renewalUpdateFailed(toFailure(error)));
  }
}

export function* cancelSubscription() {
  try {
    yield call(subscriptionApi.cancel);
    yield put(subscriptionCancelled());
    yield put(subscriptionTypeChanged(TIER_NONE));
  } catch (error) {
    yield put(cancellationFailed(toFailure(error)));
  }
}

/** takeLeading everywhere: a second click while a flow runs does nothing. */
export function* subscriptionSaga() {
  yield all([
    takeLeading(subscriptionPageOpened.type, loadSubscriptionPage),
    takeLeading(activationSubmitted.type, activate),
    takeLeading(cardChangeSubmitted.type, changeCard),
    takeLeading(renewalToggled.type, toggleRenewal),
    takeLeading(cancellationConfirmed.type, cancelSubscription),
  ]);
}
