import { type Action, combineReducers } from '@reduxjs/toolkit';
import { END } from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { languageChosen, languageReducer } from '../../language';
import { domainApi } from '../domainApi';
import { domainSaga } from '../domainSagas';
import { domainLookupsNeeded, domainReducer, selectNationById } from '../domainSlice';

const reducer = combineReducers({ language: languageReducer, domain: domainReducer });
type State = ReturnType<typeof reducer>;
const nations = (language: string) => [
  { id_Nazione: 21, nome_Nazione: language === 'it' ? 'Italia' : 'Italy', regioni: [] },
];
const providers = [
  [matchers.call.fn(domainApi.nations), ({ args }: { args: [string] }) => nations(args[0])],
  [matchers.call.fn(domainApi.languages), []],
  [matchers.call.fn(domainApi.levels), []],
  [matchers.call.fn(domainApi.scopes), []],
];

describe('domain lookups', () => {
  it('load once per language, and again in the new language when it changes', async () => {
    const nationCalls: string[] = [];
    // One run per moment of the story, each ended by END once what its watchers started is done:
    // the runs wait for no clock, and the second starts from the state the first left.
    const run = (state: State | undefined, ...actions: Action[]) =>
      actions
        .reduce((saga, action) => saga.dispatch(action), expectSaga(domainSaga).withReducer(reducer, state))
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
        .dispatch(END)
        .run();

    const asked = await run(undefined, domainLookupsNeeded(), domainLookupsNeeded());
    expect(nationCalls).toEqual(['it']);
    expect(selectNationById(asked.storeState, 21)?.nome_Nazione).toBe('Italia');

    const { storeState } = await run(asked.storeState, languageChosen('en'));
    expect(nationCalls).toEqual(['it', 'en']);
    expect(storeState.domain.language).toBe('en');
    expect(selectNationById(storeState, 21)?.nome_Nazione).toBe('Italy');
  });

  it('do not load on a language change nobody asked them for', async () => {
    const { storeState } = await expectSaga(domainSaga)
      .withReducer(reducer)
      .provide(providers as never)
      .dispatch(languageChosen('en'))
      .dispatch(END)
      .run();
    expect(storeState.domain.status).toBe('idle');
  });
});
