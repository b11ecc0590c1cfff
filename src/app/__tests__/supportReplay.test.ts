import { waitFor } from '@testing-library/react';
import { accountFlowDismissed, loginSubmitted } from '../../features/session/sessionSlice';
import { sessionApi } from '../../features/session/sessionApi';
import { suggestionsApi } from '../../features/suggestions/suggestionsApi';
import { suggestionFormOpened, suggestionSubmitted } from '../../features/suggestions/suggestionsSlice';
import { languageChosen } from '../../store/language';
import { loggedIn, tokenRenewed } from '../../store/sessionEvents';
import { type DevToolsReplayFile, fromDevToolsFile } from '@shared/validation/supportReplay';
import type { TicketRequest } from '@shared/validation/tickets';
import { type RootState, createAppStore, rootReducer } from '../store';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

/**
 * What Redux DevTools does with an imported file: the actions run through the app's reducer from
 * the preloaded state, each step's state computed from the one before (an error would break the chain).
 */
function replay(file: DevToolsReplayFile): RootState {
  const { state, actions } = fromDevToolsFile(file)!;
  return actions.reduce((current, action) => rootReducer(current, action), state as RootState);
}

afterEach(() => jest.restoreAllMocks());

describe("the app store's support replay", () => {
  it('records what the user did and replays through the real reducers to the same screens, without secrets', async () => {
    const create = jest
      .spyOn(suggestionsApi, 'create')
      .mockResolvedValue({ id_Ticket: 1, dataInizio: '2026-05-04T10:00:00.000Z', replay: true });
    // The sign-in's call stays unanswered: the steps below are the test's, not the saga's.
    jest.spyOn(sessionApi, 'login').mockReturnValue(new Promise(() => undefined));
    jest.spyOn(sessionApi, 'getUserData').mockReturnValue(new Promise(() => undefined));
    window.localStorage.clear();
    const { store, persistor, runSagas } = createAppStore();
    // As in the browser (src/index.tsx), the stored slices are back before the sagas start.
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    runSagas({ navigate: () => undefined });
    store.dispatch(languageChosen('en'));
    store.dispatch(loginSubmitted({ credentials: { username: 'giulia', password: 'Segreta123' }, returnTo: null }));
    store.dispatch(
      loggedIn({
        username: 'giulia',
        nomeSaluto: 'Giulia',
        workflow: 0,
        token: TOKEN,
        id_Profilo: 3,
        userId: 3,
        email: 'g@example.com',
        tipologiaUtente: 0,
        tipologiaAbbonamento: 2,
      }),
    );
    store.dispatch(tokenRenewed(`${TOKEN}x`));
    store.dispatch(accountFlowDismissed('login'));
    store.dispatch(suggestionFormOpened());
    // The real saga takes the recorder's snapshot from the context the store gave it.
    store.dispatch(suggestionSubmitted({ descrizione: 'Hi', attachReplay: true }));
    await waitFor(() => expect(store.getState().suggestions.send.status).toBe('succeeded'));

    const file = (create.mock.calls[0][0] as TicketRequest).replay!;
    expect(JSON.stringify(file)).not.toMatch(/Segreta123|eyJ/);
    const { actions } = fromDevToolsFile(file)!;
    expect(actions.at(-1)).toEqual({
      type: 'suggestions/suggestionSubmitted',
      payload: { descrizione: 'Hi', attachReplay: true },
    });

    // Replayed up to the submission, the screens are as the user left them (the token aside).
    const replayed = replay(file);
    const now = store.getState();
    expect(replayed.language).toEqual(now.language);
    expect(replayed.session.flows).toEqual(now.session.flows);
    expect(replayed.session.user).toEqual({ ...now.session.user, token: '[redacted]' });
    expect(replayed.suggestions.send.status).toBe('pending');
  });
});
