import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError, type ApiFailure } from '../../../api/client';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { loggedOut } from '../../../store/sessionEvents';
import { enlistmentsApi } from '../enlistmentsApi';
import {
  answerEnlistment,
  loadCalendarFeed,
  loadEnlistments,
  renewCalendarFeed,
  sendSummaryEmail,
} from '../enlistmentsSagas';
import {
  calendarFeedNeeded,
  calendarFeedRenewalConfirmed,
  enlistmentAccepted,
  enlistmentAnswered,
  enlistmentDetailOpened,
  enlistmentsLoaded,
  enlistmentsPageOpened,
  enlistmentsReducer,
  summaryEmailRequested,
} from '../enlistmentsSlice';
import { selectAcceptedEnlistments, selectSentEnlistments } from '../selectors';
import { anEnlistment } from './testFixtures';

const reducer = combineReducers({ enlistments: enlistmentsReducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...actions: { type: string }[]): State =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

const failure = (status: number, title: string): ApiFailure => ({
  kind: status === 200 ? 'refused' : 'http',
  status,
  title,
  messages: [],
});
const pending = anEnlistment({ id_Ingaggio: 10 });
const laterPending = anEnlistment({ id_Ingaggio: 11, dataInizio: '2030-06-01', dataFine: '2030-06-02' });
const accepted = anEnlistment({ id_Ingaggio: 20, statoIngaggio: 2, dataInizio: '2030-05-12', dataFine: '2030-05-12' });
const loaded = () => start(enlistmentsLoaded({ sent: [pending, laterPending], accepted: [accepted] }));

describe('loading the lists', () => {
  it('reads both lists together, each soonest first', async () => {
    const { storeState } = await expectSaga(loadEnlistments)
      .withReducer(reducer, start(enlistmentsPageOpened()))
      .provide([
        [matchers.call.fn(enlistmentsApi.sent), [laterPending, pending]],
        [matchers.call.fn(enlistmentsApi.accepted), [accepted]],
      ])
      .run();
    expect(selectSentEnlistments(storeState).map((e) => e.id_Ingaggio)).toEqual([10, 11]);
    expect(selectAcceptedEnlistments(storeState)).toEqual([accepted]);
    expect(storeState.enlistments.load.status).toBe('succeeded');
  });

  it('keeps what was there when the server does not answer', async () => {
    const network = failure(0, '');
    const { storeState } = await expectSaga(loadEnlistments)
      .withReducer(reducer, reducer(loaded(), enlistmentsPageOpened()))
      .provide([
        [matchers.call.fn(enlistmentsApi.sent), throwError(new ApiError({ ...network, kind: 'network' }))],
        [matchers.call.fn(enlistmentsApi.accepted), [accepted]],
      ])
      .run();
    expect(storeState.enlistments.load.status).toBe('failed');
    expect(selectSentEnlistments(storeState)).toHaveLength(2);
  });
});

describe('answering a request', () => {
  it('accepts: the engagement moves to the accepted list and the detail follows it there', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(answerEnlistment, enlistmentAnswered({ id_Ingaggio: 10, answer: 'accept' }))
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(enlistmentsApi.answer), { id_Ingaggio: 10, id_Job: 1, statoIngaggio: 2 }],
        [matchers.getContext('navigate'), navigate],
      ])
      // With the dates the worker was shown: the server refuses them once the client changed them.
      .call(enlistmentsApi.answer, 10, 'accept', { dataInizio: pending.dataInizio, dataFine: pending.dataFine })
      .run();
    expect(selectSentEnlistments(storeState).map((e) => e.id_Ingaggio)).toEqual([11]);
    expect(selectAcceptedEnlistments(storeState).map((e) => [e.id_Ingaggio, e.statoIngaggio])).toEqual([
      [20, 2],
      [10, 2],
    ]);
    expect(storeState.enlistments.answer).toMatchObject({ status: 'succeeded', answer: 'accept', id_Ingaggio: 10 });
    expect(navigate).toHaveBeenCalledWith('/enlistments/10/accepted', { replace: true });
  });

  it('rejects an accepted one: it leaves the lists and the user goes back to them', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(answerEnlistment, enlistmentAnswered({ id_Ingaggio: 20, answer: 'reject' }))
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(enlistmentsApi.answer), { id_Ingaggio: 20, id_Job: 1, statoIngaggio: 3 }],
        [matchers.getContext('navigate'), navigate],
      ])
      .call(enlistmentsApi.answer, 20, 'reject')
      .run();
    expect(selectAcceptedEnlistments(storeState)).toEqual([]);
    expect(storeState.enlistments.answer).toMatchObject({ status: 'succeeded', answer: 'reject' });
    expect(navigate).toHaveBeenCalledWith('/enlistments', { replace: true });
  });

  it('shows the refusal of an overlapping accept and leaves the lists as the server has them', async () => {
    const navigate = jest.fn();
    const overlap = failure(200, 'Hai già un ingaggio accettato in questi giorni');
    const { storeState } = await expectSaga(answerEnlistment, enlistmentAnswered({ id_Ingaggio: 10, answer: 'accept' }))
      .withReducer(reducer, reducer(loaded(), enlistmentAnswered({ id_Ingaggio: 10, answer: 'accept' })))
      .provide([
        [matchers.call.fn(enlistmentsApi.answer), throwError(new ApiError(overlap))],
        [matchers.call.fn(enlistmentsApi.sent), [pending, laterPending]],
        [matchers.call.fn(enlistmentsApi.accepted), [accepted]],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(storeState.enlistments.answer).toEqual({
      status: 'failed',
      failure: overlap,
      id_Ingaggio: 10,
      answer: 'accept',
    });
    expect(selectSentEnlistments(storeState)).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses an accept of a request changed since it was read, and loads the request as it is now', async () => {
    const changed = failure(200, "Il cliente ha modificato questa richiesta dopo che l'hai letta");
    const now = { ...pending, dataInizio: '2030-05-25', dataFine: '2030-05-27' };
    const { storeState } = await expectSaga(answerEnlistment, enlistmentAnswered({ id_Ingaggio: 10, answer: 'accept' }))
      .withReducer(reducer, reducer(loaded(), enlistmentAnswered({ id_Ingaggio: 10, answer: 'accept' })))
      .provide([
        [matchers.call.fn(enlistmentsApi.answer), throwError(new ApiError(changed))],
        [matchers.call.fn(enlistmentsApi.sent), [now, laterPending]],
        [matchers.call.fn(enlistmentsApi.accepted), [accepted]],
        [matchers.getContext('navigate'), jest.fn()],
      ])
      .call(enlistmentsApi.answer, 10, 'accept', { dataInizio: pending.dataInizio, dataFine: pending.dataFine })
      .run();
    expect(storeState.enlistments.answer).toMatchObject({ status: 'failed', failure: changed, id_Ingaggio: 10 });
    expect(selectSentEnlistments(storeState).find((e) => e.id_Ingaggio === 10)).toEqual(now);
  });

  it('sends a user without a subscription to the plans', async () => {
    const navigate = jest.fn();
    const forbidden = failure(403, 'Il tuo abbonamento non comprende questa funzione');
    const { storeState } = await expectSaga(answerEnlistment, enlistmentAnswered({ id_Ingaggio: 10, answer: 'reject' }))
      .withReducer(reducer, loaded())
      .provide([
        [matchers.call.fn(enlistmentsApi.answer), throwError(new ApiError(forbidden))],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(storeState.tierRefusal.message).toBe(forbidden.title);
    expect(navigate).toHaveBeenCalledWith('/subscriptions', { replace: true });
  });
});

describe('the summary email', () => {
  const request = { idIngaggio: 20, email: 'agente@example.com' };

  it('sends it to the address given', async () => {
    const { storeState } = await expectSaga(sendSummaryEmail, summaryEmailRequested(request))
      .withReducer(reducer, reducer(loaded(), summaryEmailRequested(request)))
      .provide([[matchers.call.fn(enlistmentsApi.sendSummary), null]])
      .call(enlistmentsApi.sendSummary, request)
      .run();
    expect(storeState.enlistments.summaryEmail).toEqual({ status: 'succeeded', failure: null });
  });

  it('keeps the server message when the hourly limit is reached', async () => {
    const limit = failure(429, 'Troppi tentativi');
    const { storeState } = await expectSaga(sendSummaryEmail, summaryEmailRequested(request))
      .withReducer(reducer, loaded())
      .provide([[matchers.call.fn(enlistmentsApi.sendSummary), throwError(new ApiError(limit))]])
      .run();
    expect(storeState.enlistments.summaryEmail).toEqual({ status: 'failed', failure: limit });
  });
});

describe('the calendar feed', () => {
  it('reads the address, then replaces it with the renewed one', async () => {
    const first = await expectSaga(loadCalendarFeed)
      .withReducer(reducer, start(calendarFeedNeeded()))
      .provide([
        [matchers.call.fn(enlistmentsApi.calendarFeed), { url: 'http://localhost:8080/api/Calendario/aaa.ics' }],
      ])
      .run();
    expect(first.storeState.enlistments.calendarFeed.url).toBe('http://localhost:8080/api/Calendario/aaa.ics');
    const renewed = await expectSaga(renewCalendarFeed)
      .withReducer(reducer, reducer(first.storeState, calendarFeedRenewalConfirmed()))
      .provide([
        [matchers.call.fn(enlistmentsApi.renewCalendarFeed), { url: 'http://localhost:8080/api/Calendario/bbb.ics' }],
      ])
      .run();
    expect(renewed.storeState.enlistments.calendarFeed).toMatchObject({
      url: 'http://localhost:8080/api/Calendario/bbb.ics',
      renewal: { status: 'succeeded' },
    });
  });
});

describe('the enlistments slice', () => {
  it('keeps the banner of an answer to the engagement reopened, and drops it for another', () => {
    const answered = reducer(
      reducer(loaded(), enlistmentAnswered({ id_Ingaggio: 10, answer: 'accept' })),
      enlistmentAccepted(10),
    );
    expect(reducer(answered, enlistmentDetailOpened(10)).enlistments.answer.status).toBe('succeeded');
    expect(reducer(answered, enlistmentDetailOpened(11)).enlistments.answer.status).toBe('idle');
  });

  it('forgets everything on logout', () => {
    expect(reducer(loaded(), loggedOut({ reason: 'expired' })).enlistments).toEqual(start().enlistments);
  });
});
