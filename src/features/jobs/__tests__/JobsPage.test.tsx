import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../api/client';
import { lookupsLoaded } from '../../../testing/lookups';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import JobsPage from '../JobsPage';
import { jobsApi } from '../jobsApi';
import { jobDeleted, jobSaved } from '../jobsSlice';
import { aJob } from './testFixtures';

// Loads go through the sagas before the page shows them: on a busy machine more than the library's one second.
afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('JobsPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const renderPage = (tier = 2) =>
    renderWithProviders(<JobsPage />, {
      language,
      route: '/jobs',
      preloadedState: { ...signedInAs(tier), ...lookupsLoaded(language) },
    });

  it('shows each job as a card linking to its form, with dates, places and the counts of accepted and sent', async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([
      aJob({
        id_Job: 2,
        nome: 'Serie TV',
        dataInizio: '2030-07-01',
        dataFine: '2030-07-30',
        cnt_Accettati: 3,
        cnt_Inviati: 1,
        listaNazioni: [{ id_Nazione: 10, id_Regione: null }],
      }),
      aJob({ id_Job: 1 }),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: t('jobs.list') });
    const cards = await within(list).findAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/jobs/new', '/jobs/1', '/jobs/2']);
    const series = within(list).getByRole('link', { name: 'Serie TV' });
    expect(series).toHaveTextContent(language === 'it' ? '01/07/2030 – 30/07/2030' : '07/01/2030 – 07/30/2030');
    expect(within(series).getByText('Francia')).toBeInTheDocument();
    expect(within(series).getByText(t('jobs.card.accepted', { count: 3 }))).toBeInTheDocument();
    expect(within(series).getByText(t('jobs.card.sent', { count: 1 }))).toBeInTheDocument();
    const spot = within(list).getByRole('link', { name: 'Spot Barilla' });
    expect(
      within(spot).getByText(t('components.nationRegion.named', { nation: 'Italia', region: 'Lazio' })),
    ).toBeInTheDocument();
    expect(within(spot).getByText(t('jobs.card.accepted', { count: 0 }))).toBeInTheDocument();
    expect(screen.queryByText(t('jobs.empty'))).not.toBeInTheDocument();
  });

  it('says there are no jobs yet, beside the box to create one', async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText(t('jobs.empty'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(t('jobs.create')) })).toHaveAttribute('href', '/jobs/new');
  });

  it('greets a save that led here with its banner', async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob()]);
    const { store } = renderPage();
    act(() => {
      store.dispatch(jobSaved(aJob()));
    });
    expect(await screen.findByText(t('jobs.outcome.saved'))).toBeInTheDocument();
  });

  it('says the workers were told of a deletion only when the job had engagements', async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob({ id_Job: 1 }), aJob({ id_Job: 2, cnt_Accettati: 1 })]);
    const { store } = renderPage();
    const list = await screen.findByRole('list', { name: t('jobs.list') });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    act(() => {
      store.dispatch(jobDeleted(1));
    });
    expect(await screen.findByText(t('jobs.outcome.deletedQuietly'))).toBeInTheDocument();
    expect(screen.queryByText(t('jobs.outcome.deleted'))).not.toBeInTheDocument();
    act(() => {
      store.dispatch(jobDeleted(2));
    });
    expect(await screen.findByText(t('jobs.outcome.deleted'))).toBeInTheDocument();
  });

  it('sends a user without Master to the plans', async () => {
    jest
      .spyOn(jobsApi, 'jobs')
      .mockRejectedValue(new ApiError({ kind: 'http', status: 403, title: t('api.error.forbidden'), messages: [] }));
    const { currentPath, store } = renderPage(1);
    await waitFor(() => expect(currentPath()).toBe('/subscriptions'));
    expect(store.getState().tierRefusal.message).toBe(t('api.error.forbidden'));
  });
});
