import { combineReducers } from '@reduxjs/toolkit';
import type { Persistor } from 'redux-persist';
import { END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import { domainApi } from '../../store/domain/domainApi';
import { ensureLookups } from '../../store/domain/domainSagas';
import { domainLookupsLoaded, domainReducer, selectDomain, selectNationById } from '../../store/domain/domainSlice';
import { languageReducer } from '../../store/language';
import { loggedOut } from '../../store/sessionEvents';
import { nations } from '../../testing/lookups';
import { createAppStore } from '../store';

const bootstrapped = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });

/*
 * A form drawn from the lookups (the search's region, the profile's roles) has its fields from the
 * first render after a reload, not once they have been read again: a field appearing then pushed
 * what is below it down (a layout shift of 0.044 on /search, on a phone).
 */
describe('the lookups across a reload', () => {
  it('are back with the language they were read in, are read again all the same, and stay at sign-out', async () => {
    window.localStorage.clear();
    const first = createAppStore();
    await bootstrapped(first.persistor);
    first.store.dispatch(
      domainLookupsLoaded({ language: 'it', lookups: { nations, languages: [], levels: [], scopes: [] } }),
    );
    await first.persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem('persist:domain')!);
    expect(Object.keys(saved).sort()).toEqual([
      '_persist',
      'levels',
      'loadedIn',
      'nations',
      'scopes',
      'spokenLanguages',
    ]);

    const reloaded = createAppStore();
    await bootstrapped(reloaded.persistor);
    const state = reloaded.store.getState();
    expect(selectNationById(state, 21)?.regioni.map((region) => region.nome_Regione)).toEqual([
      'Lazio',
      'Lombardia',
      'Sicilia',
    ]);
    expect(selectDomain(state).lookups?.nations).toHaveLength(3);
    // Their load's status is not kept: the page that needs them reads them afresh.
    expect(state.domain.status).toBe('idle');
    let read = 0;
    // The saga's own store, of the two slices it reads: the app's reducers would write what it
    // does into this device's storage (redux-persist keeps its writer in the reducer).
    await expectSaga(ensureLookups)
      .withReducer(combineReducers({ language: languageReducer, domain: domainReducer }), {
        language: state.language,
        domain: state.domain,
      })
      .provide({
        call(effect, next) {
          if (effect.fn === domainApi.nations) read += 1;
          if ([domainApi.nations, domainApi.languages, domainApi.levels, domainApi.scopes].includes(effect.fn))
            return [];
          return next();
        },
      })
      .dispatch(END)
      .run();
    expect(read).toBe(1);

    // Not a person's data: a sign-out leaves them for the next person on this device.
    reloaded.store.dispatch(loggedOut({ reason: 'user' }));
    await reloaded.persistor.flush();
    expect(JSON.parse(JSON.parse(window.localStorage.getItem('persist:domain')!).nations).ids).toEqual([10, 21, 27]);
  });
});
