import { screen } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer as reducer } from '../../../app/store';
import { loggedIn } from '../../../store/sessionEvents';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import { ProfileCompletedNotice } from '../ProfileCompletedNotice';
import {
  completionKey,
  isCompletionCongratulationDue,
  markCompletionCongratulationShown,
  recordProfileCompleted,
} from '../firstCompletion';
import { profileApi } from '../profileApi';
import { saveTab } from '../profileSagas';
import { profileTabSubmitted } from '../profileSlice';

const user = {
  username: 'Anna',
  nomeSaluto: 'Anna',
  workflow: 9,
  id_Profilo: 7,
  userId: 7,
  email: 'a@b.it',
  tipologiaUtente: 0,
  tipologiaAbbonamento: 0,
  token: 't',
};

beforeEach(() => window.localStorage.clear());

describe('the first-time completion flag', () => {
  it('is raised once per username, stays until shown, and never comes back', () => {
    expect(isCompletionCongratulationDue('anna')).toBe(false);
    recordProfileCompleted('Anna');
    expect(window.localStorage.getItem(completionKey('anna'))).toBe('due');
    expect(isCompletionCongratulationDue('ANNA')).toBe(true);
    expect(isCompletionCongratulationDue('marco')).toBe(false);
    markCompletionCongratulationShown('anna');
    expect(isCompletionCongratulationDue('anna')).toBe(false);
    recordProfileCompleted('anna');
    expect(isCompletionCongratulationDue('anna')).toBe(false);
  });

  it('survives a browser that refuses storage, without a congratulation', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => recordProfileCompleted('anna')).not.toThrow();
    expect(isCompletionCongratulationDue('anna')).toBe(false);
    jest.restoreAllMocks();
  });
});

describe('the wizard raising it', () => {
  const signedIn = (workflow: number) => reducer(undefined, loggedIn({ ...user, workflow }));

  const saveBank = (workflow: number, answered: number) =>
    expectSaga(saveTab, profileTabSubmitted({ tab: 8, values: {} }))
      .withReducer(reducer, signedIn(workflow))
      .provide([
        [matchers.call.fn(profileApi.saveTab), { data: { workflow: answered }, message: null }],
        [matchers.getContext('navigate'), jest.fn()],
      ])
      .run();

  it('raises it when saving the last tab completes the profile', async () => {
    await saveBank(9, 0);
    expect(isCompletionCongratulationDue('anna')).toBe(true);
  });

  it('leaves it alone when the profile was already complete', async () => {
    await saveBank(0, 0);
    expect(isCompletionCongratulationDue('anna')).toBe(false);
  });
});

describe.each(LANGUAGES)('the home screen congratulation in %s', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });
  // renderWithProviders empties the storage first (for redux-persist): keep the flag this test sets.
  beforeEach(() => jest.spyOn(Storage.prototype, 'clear').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  const renderNotice = () =>
    renderWithProviders(<ProfileCompletedNotice />, { language, preloadedState: signedInAs(0, user) });

  it('shows once, after the first completion', () => {
    recordProfileCompleted('anna');
    const first = renderNotice();
    expect(screen.getByText(t('profile.completed.title'))).toBeInTheDocument();
    first.unmount();
    renderNotice();
    expect(screen.queryByText(t('profile.completed.title'))).not.toBeInTheDocument();
  });

  it('shows nothing to a user who has not completed the profile here', () => {
    renderNotice();
    expect(screen.queryByText(t('profile.completed.title'))).not.toBeInTheDocument();
  });
});
