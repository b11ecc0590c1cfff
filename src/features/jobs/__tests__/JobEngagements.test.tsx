import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { formatIsoDate } from '../../../components/DateText';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { aStateAnswer } from '../../../testing/engagements';
import { signedInAs } from '../../../testing/session';
import {
  drawnItems,
  forgetLayout,
  layOutRows,
  scrollWindowTo,
  scrollWindowToEnd,
} from '../../../testing/virtualLayout';
import { LANGUAGES } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import { enlistmentsApi } from '../../enlistments';
import { JobEngagements } from '../JobEngagements';
import { jobEngagementsLoaded, jobFormOpened, jobsLoaded, jobsReducer } from '../jobsSlice';
import { aJob, anEngagement } from './testFixtures';

// Role queries skip the computed-style walk; the acceptance goes through the saga.
configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

const endingWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** Luca Verdi read the request, then proposed three days at €250.50 instead of two at €240. */
const countered = anEngagement({
  id_Ingaggio: 10,
  statoIngaggio: 5,
  vistoIl: '2030-05-02T07:15:00Z',
  rispondiEntro: '2030-05-12T16:00:00Z',
  posizione: 2,
  controproposta: { dataInizio: '2030-05-20', dataFine: '2030-05-22', tariffaGiornaliera: 25050, nota: 'Tre giorni' },
});

describe.each(LANGUAGES)('JobEngagements in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const day = (iso: string) => formatIsoDate(language, iso);

  const renderEngagements = () => {
    const jobs = [
      jobFormOpened(1),
      jobsLoaded([aJob({ cnt_Inviati: 1 })]),
      jobEngagementsLoaded({ id_Job: 1, engagements: [countered] }),
    ].reduce(jobsReducer, jobsReducer(undefined, { type: '@@init' }));
    const user = setupUser();
    renderWithProviders(<JobEngagements />, { language, preloadedState: { ...signedInAs(2), jobs } });
    return { user };
  };

  it("shows a countered request's state, when it was seen, its deadline, its place and the worker's terms", async () => {
    const { user } = renderEngagements();
    await user.click(screen.getByRole('button', { name: endingWith(t('jobs.engagements.sent', { count: 1 })) }));
    const row = (await screen.findByText('Luca Verdi')).closest<HTMLElement>('[role="listitem"]')!;
    expect(within(row).getByText(t('jobs.engagement.state.5'))).toBeInTheDocument();
    expect(row).toHaveTextContent(t('enlistments.detail.position.value', { position: 2 }));
    expect(row).toHaveTextContent(t('jobs.engagement.seen', { when: '' }).trim());
    expect(row).toHaveTextContent(t('components.deadline.by', { when: '' }).trim());
    expect(row).toHaveTextContent(
      t('jobs.engagement.counter', {
        dates: t('components.dateRange', { start: day('2030-05-20'), end: day('2030-05-22') }),
        rate: formatMoney(language, 25050),
      }),
    );
    expect(within(row).getByText('“Tre giorni”')).toBeInTheDocument();
  });

  it("accepts the counter: the engagement is booked on the worker's days and rate", async () => {
    const answer = jest
      .spyOn(enlistmentsApi, 'answer')
      .mockResolvedValue(aStateAnswer(2, { tariffaGiornaliera: 25050 }));
    const { user } = renderEngagements();
    await user.click(screen.getByRole('button', { name: endingWith(t('jobs.engagements.sent', { count: 1 })) }));
    await user.click(
      await screen.findByRole('button', {
        name: t('jobs.engagements.acceptCounter.named', { name: 'Luca Verdi' }),
      }),
    );
    expect(await screen.findByText(t('jobs.engagements.counterAccepted'))).toBeInTheDocument();
    expect(answer).toHaveBeenCalledWith(10, 'accept');
    await user.click(screen.getByRole('button', { name: endingWith(t('jobs.engagements.accepted', { count: 1 })) }));
    const row = (await screen.findByText('Luca Verdi')).closest<HTMLElement>('[role="listitem"]')!;
    await waitFor(() => expect(within(row).getByText(t('jobs.engagement.state.2'))).toBeInTheDocument());
    expect(row).toHaveTextContent(t('components.dateRange', { start: day('2030-05-20'), end: day('2030-05-22') }));
    expect(row).toHaveTextContent(t('jobs.engagement.rate', { rate: formatMoney(language, 25050) }));
    expect(
      screen.queryByRole('button', { name: t('jobs.engagements.acceptCounter.named', { name: 'Luca Verdi' }) }),
    ).not.toBeInTheDocument();
  });
});

describe('a job of 1,000 accepted engagements', () => {
  const COUNT = 1000;
  const ROW = 150;
  beforeEach(() => layOutRows(ROW));
  afterEach(forgetLayout);

  const crew = Array.from({ length: COUNT }, (_, index) =>
    anEngagement({ id_Ingaggio: index + 1, userId: index + 100, nome: `Persona${index + 1}`, statoIngaggio: 2 }),
  );
  const intl = intlFor('it');
  const acceptedLabel = intl.formatMessage({ id: 'jobs.engagements.accepted' }, { count: COUNT });

  async function renderUnfolded() {
    const user = setupUser();
    const jobs = [jobFormOpened(1), jobsLoaded([aJob()])].reduce(
      jobsReducer,
      jobsReducer(undefined, { type: '@@init' }),
    );
    const { store } = renderWithProviders(<JobEngagements />, { preloadedState: { ...signedInAs(2), jobs } });
    const status = screen.getByRole('status');
    act(() => {
      store.dispatch(jobEngagementsLoaded({ id_Job: 1, engagements: crew }));
    });
    await user.click(screen.getByRole('button', { name: endingWith(acceptedLabel) }));
    return { user, status, list: await screen.findByRole('list', { name: acceptedLabel }) };
  }

  it('says the count in a live region mounted before the answer, and draws only the first rows', async () => {
    const { status, list } = await renderUnfolded();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(
      intl.formatMessage({ id: 'jobs.engagements.count' }, { accepted: COUNT, sent: 0 }),
    );
    const drawn = drawnItems(list);
    expect(drawn.length).toBeLessThan(20);
    expect(drawn[0]).toHaveAttribute('aria-posinset', '1');
    expect(drawn[0]).toHaveAttribute('aria-setsize', String(COUNT));
    expect(screen.getByRole('link', { name: 'Persona1 Verdi' })).toHaveAttribute('href', '/user/100');
    expect(screen.queryByRole('link', { name: 'Persona1000 Verdi' })).toBeNull();
  });

  it('reaches the last engagement at the end, and the first again at the top', async () => {
    const { list } = await renderUnfolded();
    await scrollWindowToEnd();
    expect(screen.getByRole('link', { name: 'Persona1000 Verdi' })).toBeInTheDocument();
    expect(drawnItems(list).at(-1)).toHaveAttribute('aria-posinset', String(COUNT));
    await scrollWindowTo(0);
    expect(screen.getByRole('link', { name: 'Persona1 Verdi' })).toBeInTheDocument();
  });

  it('lets Tab move through the engagements in their order, each worker then their buttons', async () => {
    const { user } = await renderUnfolded();
    const workers: string[] = [];
    // The unfolded header has the focus; each row is a link and three buttons.
    for (let step = 0; step < 4 * 6; step += 1) {
      await user.tab();
      if (document.activeElement?.tagName === 'A') workers.push(document.activeElement.textContent ?? '');
    }
    expect(workers).toEqual([
      'Persona1 Verdi',
      'Persona2 Verdi',
      'Persona3 Verdi',
      'Persona4 Verdi',
      'Persona5 Verdi',
      'Persona6 Verdi',
    ]);
  });

  it('keeps a row unfolded when it is scrolled away and back', async () => {
    const { user } = await renderUnfolded();
    const conversation = intl.formatMessage({ id: 'jobs.engagements.conversation.named' }, { name: 'Persona1 Verdi' });
    await user.click(screen.getByRole('button', { name: conversation }));
    await scrollWindowToEnd();
    expect(screen.queryByRole('button', { name: conversation })).toBeNull();
    await scrollWindowTo(0);
    expect(screen.getByRole('button', { name: conversation })).toHaveAttribute('aria-expanded', 'true');
  });
});
