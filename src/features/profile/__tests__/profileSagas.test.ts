import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../../api/client';
import { rootReducer as reducer } from '../../../app/store';
import { loggedIn, userDataOutdated } from '../../../store/sessionEvents';
import { profileApi } from '../profileApi';
import { loadTab, readTabAhead, reloadLoadedTabs, saveTab } from '../profileSagas';
import {
  profileTabLoadFailed,
  profileTabLoaded,
  profileTabOpened,
  profileTabReadAhead,
  profileTabSubmitted,
} from '../profileSlice';

const user = {
  username: 'anna',
  nomeSaluto: 'Anna',
  workflow: 3,
  id_Profilo: 7,
  userId: 7,
  email: 'a@b.it',
  tipologiaUtente: 0,
  tipologiaAbbonamento: 0,
  token: 't',
};
const signedIn = () => reducer(undefined, loggedIn(user));

describe('the wizard step saga', () => {
  it('saves the tab, advances the workflow, opens the next tab and says the user data is outdated', async () => {
    const navigate = jest.fn();
    const values = { cittaNascita: 'Roma' };
    const { storeState } = await expectSaga(saveTab, profileTabSubmitted({ tab: 2, values }))
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(profileApi.saveTab), { data: { workflow: 4 }, message: 'Dati salvati' }],
        [matchers.getContext('navigate'), navigate],
      ])
      .call(profileApi.saveTab, 2, values)
      // The session feature reloads the user data on this event (sessionSagas.test.ts).
      .put(userDataOutdated())
      .run();
    expect(storeState.workflow.value).toBe(4);
    expect(storeState.profile.tabs[2]).toMatchObject({ saveStatus: 'succeeded', message: 'Dati salvati' });
    expect(navigate).toHaveBeenCalledWith('/profile/citizenship', { replace: true });
  });

  it('goes home after the last tab', async () => {
    const navigate = jest.fn();
    await expectSaga(saveTab, profileTabSubmitted({ tab: 8, values: { iban: 'IT60X0542811101000000123456' } }))
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(profileApi.saveTab), { data: { workflow: 0 }, message: null }],
        [matchers.getContext('navigate'), navigate],
      ])
      .run();
    expect(navigate).toHaveBeenCalledWith('/home', { replace: true });
  });

  it('keeps the user on the tab with the server errors when the save fails', async () => {
    const navigate = jest.fn();
    const failure = {
      kind: 'http' as const,
      status: 400,
      title: 'Errore di validazione',
      messages: [{ field: 'cap', message: 'CAP non valido' }],
    };
    const { storeState } = await expectSaga(saveTab, profileTabSubmitted({ tab: 2, values: {} }))
      .withReducer(reducer, signedIn())
      .provide([
        [matchers.call.fn(profileApi.saveTab), throwError(new ApiError(failure))],
        [matchers.getContext('navigate'), navigate],
      ])
      .not.put(userDataOutdated())
      .run();
    expect(storeState.profile.tabs[2]).toMatchObject({ saveStatus: 'failed', failure });
    expect(storeState.workflow.value).toBe(3);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('loads a tab into the slice', async () => {
    const data = { altezza: 180 };
    const { storeState } = await expectSaga(loadTab, profileTabOpened(4))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(profileApi.loadTab), data]])
      .run();
    expect(storeState.profile.tabs[4]).toMatchObject({ loadStatus: 'succeeded', data });
  });

  it('reads the next tab ahead, which then opens without a spinner and is refreshed in place', async () => {
    const data = { altezza: 180 };
    const { storeState } = await expectSaga(readTabAhead, profileTabReadAhead(4))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(profileApi.loadTab), data]])
      .call(profileApi.loadTab, 4)
      .run();
    expect(storeState.profile.tabs[4]).toMatchObject({ loadStatus: 'succeeded', data });
    const opened = reducer(storeState, profileTabOpened(4));
    expect(opened.profile.tabs[4]).toMatchObject({ loadStatus: 'succeeded', data, saveStatus: 'idle' });
    // A tab never read shows the spinner until its data arrives.
    expect(reducer(storeState, profileTabOpened(5)).profile.tabs[5]).toMatchObject({ loadStatus: 'pending' });
  });

  /**
   * The server's answer from before the save, arriving after it: on a later task, after the
   * actions dispatched meanwhile (which reach the saga in microtasks), so a read that did not give
   * way would put it. Each saga below then ends by itself, and the run with it.
   */
  const answerLate = () => new Promise<unknown>((resolve) => setTimeout(() => resolve({ peso: 80 }), 0));

  it('drops a read ahead still on its way when the tab is opened, so an older answer cannot follow a save', async () => {
    const answeredLate = jest.spyOn(profileApi, 'loadTab').mockImplementation(answerLate);
    const { storeState } = await expectSaga(readTabAhead, profileTabReadAhead(4))
      .withReducer(reducer, signedIn())
      .dispatch(profileTabOpened(5))
      .dispatch(profileTabOpened(4))
      .not.put.actionType(profileTabLoaded.type)
      .run();
    answeredLate.mockRestore();
    expect(storeState.profile.tabs[4]).toMatchObject({ loadStatus: 'pending' });
  });

  it("drops the opening's read still on its way when the tab is saved, keeping what was saved", async () => {
    const answeredLate = jest.spyOn(profileApi, 'loadTab').mockImplementation(answerLate);
    const values = { peso: 81 };
    await expectSaga(loadTab, profileTabOpened(4))
      .withReducer(reducer, signedIn())
      .dispatch(profileTabSubmitted({ tab: 5, values }))
      .dispatch(profileTabSubmitted({ tab: 4, values }))
      .not.put.actionType(profileTabLoaded.type)
      .not.put.actionType(profileTabLoadFailed.type)
      .run();
    answeredLate.mockRestore();
  });

  it('leaves a tab it could not read ahead to its opening', async () => {
    const failure = { kind: 'network' as const, status: 0, title: '', messages: [] };
    const { storeState } = await expectSaga(readTabAhead, profileTabReadAhead(4))
      .withReducer(reducer, signedIn())
      .provide([[matchers.call.fn(profileApi.loadTab), throwError(new ApiError(failure))]])
      .not.put.actionType(profileTabLoadFailed.type)
      .run();
    expect(storeState.profile.tabs[4]).toBeUndefined();
  });

  it('reloads every loaded tab in place after a language switch, so its lists follow at once', async () => {
    const sizesIn = (language: 'it' | 'en') => ({
      peso: 80,
      listaTaglie: [{ chiave: 1, tipo: 'vestiti', valore: language === 'it' ? 'Piccola' : 'Small' }],
    });
    const statusesIn = (language: 'it' | 'en') => ({
      statoCivile: 1,
      listaStatiCivili: [{ chiave: 1, valore: language === 'it' ? 'Sposato' : 'Married' }],
    });
    let state = reducer(signedIn(), profileTabLoaded({ tab: 4, data: sizesIn('it') }));
    state = reducer(state, profileTabLoaded({ tab: 5, data: statusesIn('it') }));
    // A tab that failed to load is opened again by the user, not reloaded behind their back.
    state = reducer(
      state,
      profileTabLoadFailed({ tab: 6, failure: { kind: 'network', status: 0, title: '', messages: [] } }),
    );
    const loadTabIn = jest.fn((tab: number) => (tab === 4 ? sizesIn('en') : statusesIn('en')));
    const { storeState } = await expectSaga(reloadLoadedTabs)
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(profileApi.loadTab), dynamic(({ args: [tab] }) => loadTabIn(tab as number))]])
      .run();
    expect(loadTabIn.mock.calls.map(([tab]) => tab).sort()).toEqual([4, 5]);
    expect(storeState.profile.tabs[4]).toMatchObject({ loadStatus: 'succeeded', data: sizesIn('en') });
    expect(storeState.profile.tabs[5]).toMatchObject({ loadStatus: 'succeeded', data: statusesIn('en') });
  });
});
