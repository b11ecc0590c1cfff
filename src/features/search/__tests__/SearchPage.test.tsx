import { act, screen, within } from '@testing-library/react';
import { createAppStore } from '../../../app/store';
import { loggedOut } from '../../../store/sessionEvents';
import { lookupsLoaded } from '../../../testing/lookups';
import { renderWithProviders, setupUser, typeIntoDate } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { addDays, todayInRome } from '@shared/validation/dates';
import SearchPage from '../SearchPage';
import { resultsPlaceKept } from '../resultsPlaceSlice';
import { searchSucceeded } from '../searchSlice';
import { selectResultsPlace } from '../selectors';
import { aResult, aSearchResult, criteria } from './testFixtures';

// jsdom has no window.scrollTo, which the results list (TanStack Virtual) calls as rows are measured.
beforeEach(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});

const withResults = () => {
  const state = { ...signedInAs(2), ...lookupsLoaded('it') };
  return state;
};

describe('/search: the form', () => {
  it('keeps Search disabled until both dates are set, Italy chosen by default (Italian)', async () => {
    renderWithProviders(<SearchPage />, { preloadedState: withResults(), route: '/search' });
    const button = screen.getByRole('button', { name: 'Cerca' });
    expect(button).toBeDisabled();
    expect(screen.getByText('Italia')).toBeInTheDocument();
    const user = setupUser();
    const from = screen.getByLabelText('Disponibile dal');
    await typeIntoDate(user, from, `${addDays(todayInRome(), 3).split('-').reverse().join('/')}{Enter}`);
    expect(button).toBeDisabled();
    await typeIntoDate(
      user,
      screen.getByLabelText('Disponibile fino al'),
      `${addDays(todayInRome(), 5).split('-').reverse().join('/')}{Enter}`,
    );
    expect(button).toBeEnabled();
  });

  it('does not take today as a date, so Search stays disabled (English)', async () => {
    renderWithProviders(<SearchPage />, {
      preloadedState: { ...signedInAs(2), ...lookupsLoaded('en') },
      language: 'en',
      route: '/search',
    });
    const user = setupUser();
    const today = todayInRome();
    await typeIntoDate(user, screen.getByLabelText('Available from'), `${today}{Enter}`);
    await typeIntoDate(user, screen.getByLabelText('Available until'), `${addDays(today, 2)}{Enter}`);
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    // The same dates a day later are taken.
    await user.clear(screen.getByLabelText('Available from'));
    await typeIntoDate(user, screen.getByLabelText('Available from'), `${addDays(today, 1)}{Enter}`);
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });
});

describe('/search: the results', () => {
  it('shows the results as cards with their days and a Back that clears them', async () => {
    const { store } = renderWithProviders(<SearchPage />, { preloadedState: withResults(), route: '/search' });
    act(() => {
      store.dispatch(
        searchSucceeded({
          criteria,
          result: aSearchResult([
            aResult(),
            aResult({ userId: 8, nome: 'Élodie', cognome: 'Rossi', immagineProfilo: false }),
          ]),
        }),
      );
    });
    expect(screen.getByRole('heading', { name: '2 persone trovate' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Risultati della ricerca' });
    expect(within(list).getByRole('link', { name: "Giulia Dall'Olio" })).toHaveAttribute(
      'href',
      '/search/result/user/7',
    );
    expect(within(list).getAllByLabelText('04/06/2030: non disponibile')).toHaveLength(2);
    expect(within(list).getAllByText('Direttore della fotografia')).toHaveLength(2);
    await setupUser().click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('button', { name: 'Cerca' })).toBeInTheDocument();
    expect(store.getState().search.criteria).toBeNull();
  });
});

describe('/search: more found than shown', () => {
  it('says "more than" the count the server stopped at, and that the first results are shown (English)', () => {
    const { store } = renderWithProviders(<SearchPage />, {
      preloadedState: { ...signedInAs(2), ...lookupsLoaded('en') },
      language: 'en',
      route: '/search',
    });
    act(() => {
      store.dispatch(
        searchSucceeded({
          criteria,
          result: { ...aSearchResult([aResult(), aResult({ userId: 8 })]), totale: 1000, totaleOltre: true },
        }),
      );
    });
    expect(screen.getByRole('heading', { name: 'More than 1,000 people found' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('More than 1,000 people found');
    expect(screen.getByText('Showing the first 2. Add a role, an area or dates to narrow the search.')).toBeVisible();
  });

  it('says how many of an exact count are shown (Italian)', () => {
    const { store } = renderWithProviders(<SearchPage />, { preloadedState: withResults(), route: '/search' });
    act(() => {
      store.dispatch(
        searchSucceeded({
          criteria,
          result: { ...aSearchResult([aResult(), aResult({ userId: 8 })]), totale: 12_345 },
        }),
      );
    });
    expect(screen.getByRole('heading', { name: '12.345 persone trovate' })).toBeInTheDocument();
    expect(screen.getByText(/^Sono mostrate le prime 2\./)).toBeVisible();
  });
});

describe('/search: the count found, said to a screen reader', () => {
  it('is announced by a live region that was there, empty, while the form showed', () => {
    const { store } = renderWithProviders(<SearchPage />, { preloadedState: withResults(), route: '/search' });
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(
        searchSucceeded({ criteria, result: aSearchResult([aResult(), aResult({ userId: 8, nome: 'Élodie' })]) }),
      );
    });
    // The same element, now with the count: a change a screen reader announces.
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('2 persone trovate');
  });
});

describe('persistence', () => {
  it('keeps the results, their dates and the place across a reload, never the avatars, and drops them at logout', async () => {
    const bootstrapped = (persistor: ReturnType<typeof createAppStore>['persistor']) =>
      new Promise<void>((resolve) => {
        if (persistor.getState().bootstrapped) resolve();
        else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
      });
    window.localStorage.clear();
    const { store, persistor } = createAppStore();
    await bootstrapped(persistor);
    store.dispatch(searchSucceeded({ criteria, result: aSearchResult([aResult()]) }));
    store.dispatch(resultsPlaceKept(12));
    await persistor.flush();
    const saved = JSON.parse(window.localStorage.getItem('persist:search')!);
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'criteria', 'results', 'totale', 'totaleOltre']);
    expect(JSON.parse(saved.criteria)).toMatchObject({ dataInizio: '2030-06-01', dataFine: '2030-06-10' });

    const reloaded = createAppStore();
    await bootstrapped(reloaded.persistor);
    expect(reloaded.store.getState().search.results.ids).toEqual([7]);
    expect(reloaded.store.getState().search.criteria?.dataInizio).toBe('2030-06-01');
    expect(selectResultsPlace(reloaded.store.getState())).toBe(12);

    reloaded.store.dispatch(loggedOut({ reason: 'user' }));
    await reloaded.persistor.flush();
    expect(JSON.parse(JSON.parse(window.localStorage.getItem('persist:search')!).criteria)).toBeNull();
    expect(JSON.parse(JSON.parse(window.localStorage.getItem('persist:search')!).results).ids).toEqual([]);
    expect(selectResultsPlace(reloaded.store.getState())).toBe(0);
  });
});
