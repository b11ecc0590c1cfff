import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, type ApiFailure } from '../../../api/client';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import type { EngagementHistoryEntry, EngagementMessage } from '@shared/contracts/enlistments';
import { enlistmentsApi } from '../enlistmentsApi';
import { loadConversation, postMessage, sendCounter } from '../enlistmentsSagas';
import {
  conversationOpened,
  counterSubmitted,
  enlistmentsLoaded,
  enlistmentsReducer,
  messageSubmitted,
} from '../enlistmentsSlice';
import { selectConversation, selectSentEnlistments } from '../selectors';
import { anEnlistment } from './testFixtures';

const reducer = combineReducers({ enlistments: enlistmentsReducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...actions: { type: string }[]): State =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
const refusal = (title: string): ApiFailure => ({ kind: 'refused', status: 200, title, messages: [] });

const pending = anEnlistment({ id_Ingaggio: 10 });
const terms = { dataInizio: '2030-05-20', dataFine: '2030-05-22', tariffaGiornaliera: 25050, nota: 'Tre giorni' };
const message: EngagementMessage = { id: 1, userId: 3, testo: 'Ciao', inviatoIl: '2030-05-01T08:00:00Z' };
const sent: EngagementHistoryEntry = {
  evento: 'inviata',
  userId: 7,
  il: '2030-05-01T07:00:00Z',
  dettagli: { dataInizio: '2030-05-20', dataFine: '2030-05-21', rispondiEntro: null },
};

describe('countering a request', () => {
  it('sends statoIngaggio 5 with the terms; the request stays listed, waiting for the client', async () => {
    const { storeState } = await expectSaga(sendCounter, counterSubmitted({ id_Ingaggio: 10, terms }))
      .withReducer(reducer, start(enlistmentsLoaded({ sent: [pending], accepted: [] })))
      .provide([[matchers.call.fn(enlistmentsApi.counter), { id_Ingaggio: 10, id_Job: 1, statoIngaggio: 5 }]])
      .call(enlistmentsApi.counter, 10, terms)
      .run();
    expect(selectSentEnlistments(storeState)).toEqual([{ ...pending, statoIngaggio: 5, controproposta: terms }]);
    expect(storeState.enlistments.counter).toEqual({ status: 'succeeded', failure: null, id_Ingaggio: 10 });
  });

  it("keeps the request as it was when the server refuses the counter (dates outside the job's)", async () => {
    const outside = refusal('Le date proposte non rientrano più in quelle del lavoro');
    const { storeState } = await expectSaga(sendCounter, counterSubmitted({ id_Ingaggio: 10, terms }))
      .withReducer(
        reducer,
        start(enlistmentsLoaded({ sent: [pending], accepted: [] }), counterSubmitted({ id_Ingaggio: 10, terms })),
      )
      .provide([[matchers.call.fn(enlistmentsApi.counter), throwError(new ApiError(outside))]])
      .run();
    expect(selectSentEnlistments(storeState)).toEqual([pending]);
    expect(storeState.enlistments.counter).toEqual({ status: 'failed', failure: outside, id_Ingaggio: 10 });
  });
});

describe("an engagement's thread and history", () => {
  it('reads both together', async () => {
    const { storeState } = await expectSaga(loadConversation, conversationOpened(10))
      .withReducer(reducer, start(conversationOpened(10)))
      .provide([
        [matchers.call.fn(enlistmentsApi.messages), [message]],
        [matchers.call.fn(enlistmentsApi.history), [sent]],
      ])
      .call(enlistmentsApi.messages, 10)
      .call(enlistmentsApi.history, 10)
      .run();
    expect(selectConversation(storeState, 10)).toMatchObject({
      messages: [message],
      history: [sent],
      load: { status: 'succeeded' },
    });
  });

  it("says so when the engagement is not the user's (404), keeping nothing of another", async () => {
    const notFound: ApiFailure = { kind: 'http', status: 404, title: 'Non trovato', messages: [] };
    const { storeState } = await expectSaga(loadConversation, conversationOpened(99))
      .withReducer(reducer, start(conversationOpened(99)))
      .provide([
        [matchers.call.fn(enlistmentsApi.messages), throwError(new ApiError(notFound))],
        [matchers.call.fn(enlistmentsApi.history), []],
      ])
      .run();
    expect(selectConversation(storeState, 99)).toMatchObject({
      messages: [],
      load: { status: 'failed', failure: notFound },
    });
  });

  it('posts a message, adds it to the thread and reads the history again', async () => {
    const posted: EngagementMessage = { ...message, id: 2, testo: 'A domani' };
    const { storeState } = await expectSaga(postMessage, messageSubmitted({ idIngaggio: 10, testo: 'A domani' }))
      .withReducer(reducer, start(conversationOpened(10)))
      .provide([[matchers.call.fn(enlistmentsApi.postMessage), posted]])
      .call(enlistmentsApi.postMessage, { idIngaggio: 10, testo: 'A domani' })
      .put(conversationOpened(10))
      .run();
    expect(selectConversation(storeState, 10)?.messages).toEqual([posted]);
    expect(selectConversation(storeState, 10)?.post.status).toBe('succeeded');
  });

  it('keeps the composer’s refusal (too many messages) beside the thread', async () => {
    const tooMany = refusal('Hai inviato troppi messaggi');
    const { storeState } = await expectSaga(postMessage, messageSubmitted({ idIngaggio: 10, testo: 'Ancora' }))
      .withReducer(reducer, start(conversationOpened(10), messageSubmitted({ idIngaggio: 10, testo: 'Ancora' })))
      .provide([[matchers.call.fn(enlistmentsApi.postMessage), throwError(new ApiError(tooMany))]])
      .run();
    expect(selectConversation(storeState, 10)?.post).toEqual({ status: 'failed', failure: tooMany });
    expect(selectConversation(storeState, 10)?.messages).toEqual([]);
  });
});
