import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { type StaticProvider, throwError } from 'redux-saga-test-plan/providers';
import { type ApiAnswer, ApiError } from '../../../api/client';
import type { CurrentSubscription } from '@shared/contracts/subscriptions';
import { CardTokenError, createCardToken } from '../cardProvider';
import { newIdempotencyKey, subscriptionApi } from '../subscriptionApi';
import { activationSubmitted, subscriptionDataLoaded, subscriptionReducer } from '../subscriptionSlice';
import { activate, loadSubscriptionPage, subscriptionSaga } from '../subscriptionSagas';
import { subscriptionTypeReducer } from '../subscriptionTypeSlice';
import { PROFILE_TAB } from '@shared/validation/profile/tabs';
import { profileApi } from '../../profile';
import { annaProfile, annaResidence, naturalPersonBilling, naturalPersonBillingAnswer } from './testFixtures';
import type { ActivationStep } from '../subscriptionTypes';

const reducer = combineReducers({ subscription: subscriptionReducer, subscriptionType: subscriptionTypeReducer });
const billing = naturalPersonBilling;
const card = { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCVC: '123' };
const provider = { key: 'pk_sandbox', tokenUrl: '/api/sandbox-provider/v1/tokens' };
const visa = { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const master = {
  id_Abbonamento: 3,
  nomeAbbonamento: 'Master',
  prezzo: 19.9,
  durataAbbonamento: 1,
  tipologiaAbbonamento: 2,
  dataFineAbbonamento: '2026-12-22',
  pagamentoAutomatico: true,
};
const request = { planId: 3, autoRenew: true, billing, card };

const answers = new Map<unknown, unknown>([
  [subscriptionApi.saveBilling, null],
  [subscriptionApi.providerKey, provider],
  [createCardToken, 'tok_123'],
  [subscriptionApi.saveCard, visa],
  [newIdempotencyKey, 'key-1'],
  [subscriptionApi.subscribe, { data: master, message: null }],
]);

/**
 * Answers every call of the chain (nested sagas included) as the server and provider would,
 * records the order, and makes `failing` throw `error` instead.
 */
function chain(failing?: unknown, error?: Error) {
  const calls: unknown[] = [];
  const provider = {
    call(effect: { fn: unknown }, next: () => unknown) {
      if (!answers.has(effect.fn)) return next();
      calls.push(effect.fn);
      if (effect.fn === failing) throw error;
      return answers.get(effect.fn);
    },
  };
  return { calls, provider };
}

describe('the activation saga', () => {
  it('runs the whole chain in order and unlocks the Master tier', async () => {
    const { calls, provider: answering } = chain();
    const { storeState } = await expectSaga(activate, activationSubmitted(request))
      .withReducer(reducer)
      .provide(answering as never)
      .call(subscriptionApi.saveBilling, billing)
      .call(subscriptionApi.providerKey)
      .call(createCardToken, provider, card)
      .call(subscriptionApi.saveCard, 'tok_123')
      .call(subscriptionApi.subscribe, { id_Abbonamento: 3, pagamento_automatico: true }, 'key-1')
      .run();
    expect(calls).toEqual([
      subscriptionApi.saveBilling,
      subscriptionApi.providerKey,
      createCardToken,
      subscriptionApi.saveCard,
      newIdempotencyKey,
      subscriptionApi.subscribe,
    ]);
    expect(storeState.subscription.activation.status).toBe('succeeded');
    expect(storeState.subscription.current).toEqual(master);
    expect(storeState.subscription.savedCard).toEqual(visa);
    expect(storeState.subscriptionType.value).toBe(2);
  });

  it('pays with the saved card when no new card is entered', async () => {
    const initial = reducer(
      undefined,
      subscriptionDataLoaded({ plans: [], current: null, savedCard: visa, billing: null }),
    );
    const { calls, provider: answering } = chain();
    const { storeState } = await expectSaga(activate, activationSubmitted({ ...request, card: null }))
      .withReducer(reducer, initial)
      .provide(answering as never)
      .run();
    expect(calls).toEqual([subscriptionApi.saveBilling, newIdempotencyKey, subscriptionApi.subscribe]);
    expect(storeState.subscription.activation.status).toBe('succeeded');
  });

  const failures: [ActivationStep, unknown, Error][] = [
    [
      'billing',
      subscriptionApi.saveBilling,
      new ApiError({
        kind: 'http',
        status: 400,
        title: 'Errore di validazione',
        messages: [{ field: 'nome', message: 'Il nome è obbligatorio' }],
      }),
    ],
    ['providerKey', subscriptionApi.providerKey, new ApiError({ kind: 'network', status: 0, title: '', messages: [] })],
    ['cardToken', createCardToken, new CardTokenError('Your card was declined.')],
    [
      'payment',
      subscriptionApi.saveCard,
      new ApiError({ kind: 'refused', status: 200, title: 'Carta rifiutata', messages: [] }),
    ],
    [
      'subscription',
      subscriptionApi.subscribe,
      new ApiError({ kind: 'refused', status: 200, title: 'Fondi insufficienti', messages: [] }),
    ],
  ];

  it.each(failures)('names the step when %s fails and stops there', async (step, failingCall, error) => {
    const { calls, provider: answering } = chain(failingCall, error);
    const { storeState } = await expectSaga(activate, activationSubmitted(request))
      .withReducer(reducer)
      .provide(answering as never)
      .run();
    expect(storeState.subscription.activation).toMatchObject({ status: 'failed', step });
    const expectedTitle = error instanceof ApiError ? error.failure.title : error.message;
    expect(storeState.subscription.activation.failure?.title).toBe(expectedTitle);
    expect(storeState.subscriptionType.value).toBe(0);
    expect(calls[calls.length - 1]).toBe(failingCall);
  });

  it('ignores a second Activate while the first is running', async () => {
    // A real store and saga middleware: two clicks dispatched back to back, the charge still pending.
    let finishCharge: (value: ApiAnswer<CurrentSubscription>) => void = () => undefined;
    const subscribe = jest
      .spyOn(subscriptionApi, 'subscribe')
      .mockImplementation(() => new Promise((resolve) => (finishCharge = resolve)));
    const mocks = [
      jest.spyOn(subscriptionApi, 'saveBilling').mockResolvedValue(naturalPersonBillingAnswer),
      jest.spyOn(subscriptionApi, 'providerKey').mockResolvedValue(provider),
      jest.spyOn(subscriptionApi, 'saveCard').mockResolvedValue(visa),
    ];
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({ reducer, middleware: (getDefault) => getDefault().concat(sagaMiddleware) });
    sagaMiddleware.run(subscriptionSaga);
    const activation = { ...request, card: null };
    store.dispatch(subscriptionDataLoaded({ plans: [], current: null, savedCard: visa, billing: null }));
    store.dispatch(activationSubmitted(activation));
    store.dispatch(activationSubmitted(activation));
    await waitFor(() => expect(subscribe).toHaveBeenCalled());
    finishCharge({ data: master, message: null });
    await waitFor(() => expect(store.getState().subscription.activation.status).toBe('succeeded'));
    expect(subscribe).toHaveBeenCalledTimes(1);
    [subscribe, ...mocks].forEach((mock) => mock.mockRestore());
  });
});

describe('loading the page: billing from the profile (product.md §4.10)', () => {
  const pageAnswers = (billingAnswer: unknown): StaticProvider[] => [
    [matchers.call.fn(subscriptionApi.plans), []],
    [matchers.call.fn(subscriptionApi.current), null],
    [matchers.call.fn(subscriptionApi.savedCard), null],
    [matchers.call.fn(subscriptionApi.billing), billingAnswer],
  ];

  it('without saved billing data, starts from the profile tabs', async () => {
    const { storeState } = await expectSaga(loadSubscriptionPage)
      .withReducer(reducer)
      .provide([
        ...pageAnswers(null),
        [
          matchers.call(profileApi.loadTab, PROFILE_TAB.profile),
          { ...annaProfile, recapitoFatturaElettronica: 'anna@pec.it - m5uxcr1' },
        ],
        [matchers.call(profileApi.loadTab, PROFILE_TAB.personalLegal), annaResidence],
      ])
      .run();
    expect(storeState.subscription.billing).toBeNull();
    expect(storeState.subscription.billingPrefill).toEqual({
      tipologiaUtente: 0,
      nome: 'Anna',
      cognome: 'Bianchi',
      codfisciva: 'BNCNNA80A41H501U',
      pec: 'anna@pec.it',
      sdi: 'M5UXCR1',
      indirizzoResidenza: 'Via Roma 1',
      cittaResidenza: 'Roma',
      provinciaResidenza: 'RM',
    });
  });

  it('with saved billing data, does not read the profile', async () => {
    const { storeState } = await expectSaga(loadSubscriptionPage)
      .withReducer(reducer)
      .provide(pageAnswers(naturalPersonBillingAnswer))
      .not.call.fn(profileApi.loadTab)
      .run();
    expect(storeState.subscription.billingPrefill).toBeNull();
  });

  it('loads the page with a blank form when the profile cannot be read', async () => {
    const { storeState } = await expectSaga(loadSubscriptionPage)
      .withReducer(reducer)
      .provide([
        ...pageAnswers(null),
        [
          matchers.call.fn(profileApi.loadTab),
          throwError(new ApiError({ kind: 'network', status: 0, title: '', messages: [] })),
        ],
      ])
      .run();
    expect(storeState.subscription.loadStatus).toBe('succeeded');
    expect(storeState.subscription.billingPrefill).toBeNull();
  });
});
