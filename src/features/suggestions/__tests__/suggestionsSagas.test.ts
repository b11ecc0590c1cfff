import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from '@reduxjs/toolkit';
import { ApiError, type ApiFailure } from '../../../api/client';
import type { Ticket } from '@shared/contracts/tickets';
import { createSupportReplayRecorder, supportReplaySnapshot } from '../../../store/supportReplay';
import { loggedOut } from '../../../store/sessionEvents';
import { fromDevToolsFile } from '@shared/validation/supportReplay';
import { sendSuggestion, sendingTime } from '../suggestionsSagas';
import { suggestionsApi } from '../suggestionsApi';
import { suggestionFormOpened, suggestionSubmitted, suggestionsReducer } from '../suggestionsSlice';

const reducer = combineReducers({ suggestions: suggestionsReducer });
const start = (...actions: { type: string }[]) => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
const TIME = '2026-05-04T10:00:00.000Z';
const ticket = (replay: boolean): Ticket => ({ id_Ticket: 5, dataInizio: TIME, replay });

describe('sending a suggestion', () => {
  it('sends the text with the sending time, and no replay when the box is not ticked', async () => {
    const submitted = suggestionSubmitted({ descrizione: 'More filters, please', attachReplay: false });
    const { storeState } = await expectSaga(sendSuggestion, submitted)
      .withReducer(reducer, start(submitted))
      .provide([
        [matchers.call.fn(sendingTime), TIME],
        [matchers.call.fn(suggestionsApi.create), ticket(false)],
      ])
      .call(suggestionsApi.create, { descrizione: 'More filters, please', dataInizio: TIME, replay: undefined })
      .not.call.fn(supportReplaySnapshot)
      .run();
    expect(storeState.suggestions).toEqual({ send: { status: 'succeeded', failure: null }, sent: ticket(false) });
  });

  it("attaches the recorder's redacted steps when the box is ticked", async () => {
    // A store's recorder that has seen a sign-in with a password and another person's name.
    const recorder = createSupportReplayRecorder();
    let state: Record<string, unknown> = { session: { user: null }, jobs: { people: [] } };
    const dispatch = recorder.middleware({ getState: () => state, dispatch: (action) => action })((action) => action);
    dispatch({ type: 'session/loginSubmitted', payload: { username: 'giulia', password: 'Segreta123' } });
    state = { session: { user: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.c2lnbmF0dXJl' } }, jobs: { people: [] } };
    dispatch({ type: 'jobs/peopleLoaded', payload: [{ userId: 9, nome: 'Laura' }] });

    const submitted = suggestionSubmitted({ descrizione: 'The list is empty', attachReplay: true });
    let sentBody: unknown;
    const { storeState } = await expectSaga(sendSuggestion, submitted)
      .withReducer(reducer, start(submitted))
      .provide({
        getContext: (key, next) => (key === 'supportReplay' ? recorder.snapshot : next()),
        call: (effect, next) => {
          if (effect.fn === sendingTime) return TIME;
          if (effect.fn === suggestionsApi.create) {
            sentBody = effect.args[0];
            return ticket(true);
          }
          return next();
        },
      })
      .run();
    expect(storeState.suggestions.sent).toEqual(ticket(true));
    const { replay } = sentBody as { replay: { payload: string; preloadedState: string } };
    expect(JSON.stringify(replay)).not.toMatch(/Segreta123|Laura|eyJ/);
    expect(fromDevToolsFile(replay)).toEqual({
      state: { session: { user: null }, jobs: { people: [] } },
      actions: [
        { type: 'session/loginSubmitted', payload: { username: 'giulia', password: '[redacted]' } },
        { type: 'jobs/peopleLoaded', payload: [{ userId: 9, nome: '[masked]' }] },
      ],
    });
  });

  it("keeps the server's refusal (429) for the page, and a new form forgets it", async () => {
    const failure: ApiFailure = { kind: 'http', status: 429, title: 'Hai inviato 10 messaggi', messages: [] };
    const submitted = suggestionSubmitted({ descrizione: 'Again', attachReplay: false });
    const { storeState } = await expectSaga(sendSuggestion, submitted)
      .withReducer(reducer, start(submitted))
      .provide([
        [matchers.call.fn(sendingTime), TIME],
        [matchers.call.fn(suggestionsApi.create), throwError(new ApiError(failure))],
      ])
      .run();
    expect(storeState.suggestions).toEqual({ send: { status: 'failed', failure }, sent: null });
    expect(reducer(storeState, suggestionFormOpened()).suggestions).toEqual({
      send: { status: 'idle', failure: null },
      sent: null,
    });
    expect(reducer(storeState, loggedOut({ reason: 'user' })).suggestions.send.status).toBe('idle');
  });
});

describe('the support replay recorder', () => {
  it('keeps the last 200 actions and starts from the state before the oldest', () => {
    const recorder = createSupportReplayRecorder();
    let count = 0;
    const dispatch = recorder.middleware({ getState: () => ({ language: { count } }), dispatch: (action) => action })((
      action,
    ) => {
      count += 1;
      return action;
    });
    for (let i = 0; i < 250; i += 1) dispatch({ type: 'language/step', payload: i });
    const replay = fromDevToolsFile(recorder.snapshot())!;
    expect(replay.actions).toHaveLength(200);
    expect(replay.actions[0]).toEqual({ type: 'language/step', payload: 50 });
    expect(replay.state).toEqual({ language: { count: 50 } });
  });

  it('with nothing recorded, holds the current state and no action', () => {
    const recorder = createSupportReplayRecorder();
    recorder.middleware({ getState: () => ({ language: { current: 'en' } }), dispatch: (action) => action });
    expect(fromDevToolsFile(recorder.snapshot())).toEqual({ state: { language: { current: 'en' } }, actions: [] });
  });
});
