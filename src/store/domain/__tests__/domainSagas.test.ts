import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { languageChosen, languageReducer } from '../../language';
import { domainApi } from '../domainApi';
import { domainSaga } from '../domainSagas';
import { domainLookupsNeeded, domainReducer } from '../domainSlice';

const reducer = combineReducers({ language: languageReducer, domain: domainReducer });
const nations = (language: string) => [{ id_Nazione: 21, nome_Nazione: language === 'it' ? 'Italia' : 'Italy', regioni: [] }];
const providers = [
  [matchers.call.fn(domainApi.nations), ({ args }: { args: [string] }) => nations(args[0])],
  [matchers.call.fn(domainApi.languages), []],
  [matchers.call.fn(domainApi.levels), []],
  [matchers.call.fn(domainApi.scopes), []],
];

describe('domain lookups', () => {
  it('load once per language, and again in the new language when it changes', async () => {
    const nationCalls: string[] = [];
    const { storeState } = await expectSaga(domainSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === domainApi.nations) {
            nationCalls.push(effect.args[0]);
            return nations(effect.args[0]);
          }
          if ([domainApi.languages, domainApi.levels, domainApi.scopes].includes(effect.fn)) return [];
          return next();
        },
      })
      .dispatch(domainLookupsNeeded())
      .dispatch(domainLookupsNeeded())
      .delay(10)
      .dispatch(languageChosen('en'))
      .silentRun(50);
    expect(nationCalls).toEqual(['it', 'en']);
    expect(storeState.domain.language).toBe('en');
    expect(storeState.domain.lookups?.nations[0].nome_Nazione).toBe('Italy');
  });

  it('do not load on a language change nobody asked them for', async () => {
    const { storeState } = await expectSaga(domainSaga).withReducer(reducer).provide(providers as never).dispatch(languageChosen('en')).silentRun(50);
    expect(storeState.domain.status).toBe('idle');
  });
});
