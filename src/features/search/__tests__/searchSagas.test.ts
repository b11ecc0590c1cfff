import { combineReducers } from '@reduxjs/toolkit';
import { END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../api/client';
import { tierRefusalReducer } from '../../../store/tierRefusal';
import { searchApi } from '../searchApi';
import { avatarLoader, reloadInNewLanguage, runSearch, sendEngagementRequest } from '../searchSagas';
import {
  avatarNeeded,
  engagementRequestSubmitted,
  searchCleared,
  searchReducer,
  searchSubmitted,
  searchSucceeded,
} from '../searchSlice';
import { selectResultById, selectResults } from '../selectors';
import { aResult, aSearchResult, criteria } from './testFixtures';

const reducer = combineReducers({ search: searchReducer, tierRefusal: tierRefusalReducer });
type State = ReturnType<typeof reducer>;
const start = (...actions: { type: string }[]): State =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

describe('the avatar loader', () => {
  it('calls once per user however often a card asks', async () => {
    const asked: number[] = [];
    const { storeState } = await expectSaga(avatarLoader)
      .withReducer(reducer, start())
      .provide({
        call(effect, next) {
          if (effect.fn === searchApi.avatar) {
            asked.push(effect.args[0]);
            return `data:image/webp;base64,${effect.args[0]}`;
          }
          return next();
        },
      })
      .dispatch(avatarNeeded(7))
      .dispatch(avatarNeeded(7))
      .dispatch(avatarNeeded(8))
      .dispatch(avatarNeeded(7))
      .dispatch(END)
      .run();
    expect(asked.sort()).toEqual([7, 8]);
    expect(storeState.search.avatars).toEqual({
      7: { status: 'loaded', dataUrl: 'data:image/webp;base64,7' },
      8: { status: 'loaded', dataUrl: 'data:image/webp;base64,8' },
    });
  });

  it('asks again for an avatar whose call failed', async () => {
    let calls = 0;
    const { storeState } = await expectSaga(avatarLoader)
      .withReducer(reducer, start())
      .provide({
        call(effect, next) {
          if (effect.fn === searchApi.avatar) {
            calls += 1;
            if (calls === 1) throw new Error('network');
            return null;
          }
          return next();
        },
      })
      .dispatch(avatarNeeded(9))
      .dispatch(avatarNeeded(9))
      .dispatch(END)
      .run();
    expect(calls).toBe(2);
    expect(storeState.search.avatars[9]).toEqual({ status: 'loaded', dataUrl: null });
  });
});

describe('searching', () => {
  it('keeps the results in the server order with the criteria; Back clears both', async () => {
    const first = aResult({ userId: 2, cognome: 'Rossi' });
    const second = aResult({ userId: 1, cognome: 'Bianchi' });
    const { storeState } = await expectSaga(runSearch, searchSubmitted(criteria))
      .withReducer(reducer, start(searchSubmitted(criteria)))
      .provide([[matchers.call(searchApi.search, criteria), aSearchResult([first, second])]])
      .run();
    expect(selectResults(storeState).map((user) => user.userId)).toEqual([2, 1]);
    expect(storeState.search.criteria).toEqual(criteria);
    expect(storeState.search.search.status).toBe('succeeded');
    const cleared = reducer(storeState, searchCleared());
    expect(cleared.search.criteria).toBeNull();
    expect(selectResults(cleared)).toEqual([]);
  });

  it('keeps the form on a refusal, and sends a 403 to the plans', async () => {
    const navigate = jest.fn();
    const { storeState } = await expectSaga(runSearch, searchSubmitted(criteria))
      .withReducer(reducer, start(searchSubmitted(criteria)))
      .provide([
        [
          matchers.call.fn(searchApi.search),
          throwError(new ApiError({ kind: 'http', status: 403, title: 'Solo Master', messages: [] })),
        ],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(storeState.search.criteria).toBeNull();
    expect(storeState.search.search.status).toBe('failed');
    expect(navigate).toHaveBeenCalledWith('/subscriptions', expect.anything());
  });
});

describe('sending an engagement request', () => {
  it('lists the request among those already sent on the result', async () => {
    const submission = {
      request: {
        userId: 7,
        id_Ingaggio: 0,
        id_Job: 3,
        nome: 'Spot',
        tariffaGiornaliera: null,
        dataInizio: '2030-06-01',
        dataFine: '2030-06-03',
        rispondiEntro: null,
      },
      jobName: 'Spot',
    };
    const { storeState } = await expectSaga(sendEngagementRequest, engagementRequestSubmitted(submission))
      .withReducer(
        reducer,
        start(
          searchSucceeded({ criteria, result: aSearchResult([aResult()]) }),
          engagementRequestSubmitted(submission),
        ),
      )
      .provide([
        [matchers.call(searchApi.sendRequest, submission.request), { id_Ingaggio: 40, id_Job: 3, statoIngaggio: 1 }],
      ])
      .run();
    expect(storeState.search.request.status).toBe('succeeded');
    expect(selectResultById(storeState, 7)?.listaIngaggiInviati).toEqual([
      { id_Ingaggio: 40, id_Job: 3, nome: 'Spot', dataInizio: '2030-06-01', dataFine: '2030-06-03', statoIngaggio: 1 },
    ]);
  });
});

describe('a language switch', () => {
  it('fetches the results shown again, so their nations, roles and languages follow at once', async () => {
    const english = aResult({
      listaNazioni: [{ id_Nazione: 21, nazione: 'Italy', id_Regione: 7, regione: 'Lazio' }],
      listaLingue: [{ id_Lingua: 2, lingua: 'English', livello: 'B2' }],
    });
    const { storeState } = await expectSaga(reloadInNewLanguage)
      .withReducer(reducer, start(searchSucceeded({ criteria, result: aSearchResult([aResult()]) })))
      .provide([[matchers.call.fn(searchApi.search), aSearchResult([english])]])
      .call(searchApi.search, criteria)
      .run();
    expect(selectResults(storeState)).toEqual([english]);
  });

  it('asks nothing while no search is shown', async () => {
    await expectSaga(reloadInNewLanguage)
      .withReducer(reducer, start())
      .not.call.fn(searchApi.search)
      .not.call.fn(searchApi.card)
      .run();
  });
});
