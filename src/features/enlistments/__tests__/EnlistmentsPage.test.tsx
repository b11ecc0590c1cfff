import { screen, waitFor, within } from '@testing-library/react';
import { lookupsLoaded } from '../../../testing/lookups';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import {
  drawnItems,
  forgetLayout,
  layOutRows,
  scrollWindowTo,
  scrollWindowToEnd,
} from '../../../testing/virtualLayout';
import { LANGUAGES } from '@shared/validation/language';
import EnlistmentsPage from '../EnlistmentsPage';
import { enlistmentsApi } from '../enlistmentsApi';
import { anEnlistment } from './testFixtures';

// Loads go through the sagas before the page shows them: on a busy machine more than the library's one second.
afterEach(() => jest.restoreAllMocks());

const FEED = 'http://localhost/api/Calendario/5f1c0a.ics';

describe.each(LANGUAGES)('EnlistmentsPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const renderPage = ({
    sent = [anEnlistment()],
    accepted = [anEnlistment({ id_Ingaggio: 20, statoIngaggio: 2, nome: 'Serie TV' })],
  } = {}) => {
    jest.spyOn(enlistmentsApi, 'sent').mockResolvedValue(sent);
    jest.spyOn(enlistmentsApi, 'accepted').mockResolvedValue(accepted);
    jest.spyOn(enlistmentsApi, 'calendarFeed').mockResolvedValue({ url: FEED });
    const user = setupUser();
    return {
      user,
      ...renderWithProviders(<EnlistmentsPage />, {
        language,
        route: '/enlistments',
        preloadedState: { ...signedInAs(0), ...lookupsLoaded(language) },
      }),
    };
  };
  const section = (id: string, count: number) => screen.findByRole('region', { name: t(id, { count }) });

  it('lists the requests waiting and the accepted engagements, each linking to its detail in its list', async () => {
    renderPage();
    const sent = await section('enlistments.sent.title', 1);
    // The cards come in the list's deferred render, after the page.
    const request = await within(sent).findByRole('link', { name: /Spot Barilla/ });
    expect(request).toHaveAttribute('href', '/enlistments/10/sent');
    expect(request).toHaveTextContent(language === 'it' ? '20/05/2030 – 21/05/2030' : '05/20/2030 – 05/21/2030');
    expect(request).toHaveTextContent('Giulia Rossi');
    const accepted = await section('enlistments.accepted.title', 1);
    expect(within(accepted).getByRole('link', { name: /Serie TV/ })).toHaveAttribute(
      'href',
      '/enlistments/20/accepted',
    );
  });

  it('says when nothing waits for an answer', async () => {
    renderPage({ sent: [] });
    expect(
      within(await section('enlistments.sent.title', 0)).getByText(t('enlistments.sent.empty')),
    ).toBeInTheDocument();
  });

  it('says when nothing was accepted', async () => {
    renderPage({ accepted: [] });
    expect(
      within(await section('enlistments.accepted.title', 0)).getByText(t('enlistments.accepted.empty')),
    ).toBeInTheDocument();
  });

  it('says there are no engagements at all with one message', async () => {
    renderPage({ sent: [], accepted: [] });
    expect(await screen.findByText(t('enlistments.empty'))).toBeInTheDocument();
    expect(screen.queryByText(t('enlistments.sent.empty'))).not.toBeInTheDocument();
  });

  it('gives the private calendar address to copy, and a new one after confirmation', async () => {
    const renew = jest
      .spyOn(enlistmentsApi, 'renewCalendarFeed')
      .mockResolvedValue({ url: 'http://localhost/api/Calendario/9a8b7c.ics' });
    const { user } = renderPage();
    const address = await screen.findByRole('textbox', { name: t('enlistments.calendar.address') });
    expect(address).toHaveValue(FEED);
    await user.click(screen.getByRole('button', { name: new RegExp(`${t('enlistments.calendar.copy')}$`) }));
    expect(await screen.findByText(t('enlistments.calendar.copied'))).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(FEED);
    await user.click(screen.getByRole('button', { name: new RegExp(`${t('enlistments.calendar.renew')}$`) }));
    const dialog = await screen.findByRole('dialog', { name: t('confirm.areYouSure') });
    expect(within(dialog).getByText(t('enlistments.calendar.renew.confirm'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('enlistments.calendar.renew') }));
    await waitFor(() => expect(address).toHaveValue('http://localhost/api/Calendario/9a8b7c.ics'));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t('enlistments.calendar.renewed'))).toBeInTheDocument();
  });
});

describe('a worker with 500 accepted engagements', () => {
  const COUNT = 500;
  beforeEach(() => layOutRows(120));
  afterEach(forgetLayout);
  const intl = intlFor('it');
  const accepted = Array.from({ length: COUNT }, (_, index) =>
    anEnlistment({ id_Ingaggio: index + 1, statoIngaggio: 2, nome: `Lavoro${index + 1}` }),
  );

  async function renderAccepted() {
    jest.spyOn(enlistmentsApi, 'sent').mockResolvedValue([]);
    jest.spyOn(enlistmentsApi, 'accepted').mockResolvedValue(accepted);
    jest.spyOn(enlistmentsApi, 'calendarFeed').mockResolvedValue({ url: FEED });
    const user = setupUser();
    renderWithProviders(<EnlistmentsPage />, {
      route: '/enlistments',
      preloadedState: { ...signedInAs(0), ...lookupsLoaded('it') },
    });
    const status = screen.getByRole('status');
    const list = await screen.findByRole('list', {
      name: intl.formatMessage({ id: 'enlistments.accepted.title' }, { count: COUNT }),
    });
    await waitFor(() => expect(drawnItems(list).length).toBeGreaterThan(0));
    return { user, status, list };
  }

  it('draws the first cards, says the counts in a live region mounted before them, reaches the last', async () => {
    const { status, list } = await renderAccepted();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(intl.formatMessage({ id: 'enlistments.count' }, { sent: 0, accepted: COUNT }));
    expect(drawnItems(list).length).toBeLessThan(20);
    expect(drawnItems(list)[0]).toHaveAttribute('aria-setsize', String(COUNT));
    expect(screen.queryByRole('link', { name: /Lavoro500\b/ })).toBeNull();
    await scrollWindowToEnd();
    expect(screen.getByRole('link', { name: /Lavoro500\b/ })).toHaveAttribute('href', '/enlistments/500/accepted');
    expect(drawnItems(list).at(-1)).toHaveAttribute('aria-posinset', String(COUNT));
    await scrollWindowTo(0);
    expect(screen.getByRole('link', { name: /Lavoro1\b/ })).toBeInTheDocument();
  });

  it('lets Tab move through the cards in their order', async () => {
    const { user, list } = await renderAccepted();
    const reached: string[] = [];
    for (let step = 0; step < 60 && reached.length < 10; step += 1) {
      await user.tab();
      const focused = document.activeElement;
      if (focused && list.contains(focused)) reached.push(focused.getAttribute('href') ?? '');
    }
    expect(reached).toEqual(accepted.slice(0, 10).map((item) => `/enlistments/${item.id_Ingaggio}/accepted`));
  });
});
