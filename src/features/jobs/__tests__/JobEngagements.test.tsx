import { configure, screen, waitFor, within } from '@testing-library/react';
import { formatIsoDate } from '../../../components/DateText';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { aStateAnswer } from '../../../testing/engagements';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import { enlistmentsApi } from '../../enlistments';
import { JobEngagements } from '../JobEngagements';
import { jobEngagementsLoaded, jobFormOpened, jobsLoaded, jobsReducer } from '../jobsSlice';
import { aJob, anEngagement } from './testFixtures';

// Role queries skip the computed-style walk; the acceptance goes through the saga.
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);
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
    const row = (await screen.findByText('Luca Verdi')).closest('li')!;
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
    const row = (await screen.findByText('Luca Verdi')).closest('li')!;
    await waitFor(() => expect(within(row).getByText(t('jobs.engagement.state.2'))).toBeInTheDocument());
    expect(row).toHaveTextContent(t('components.dateRange', { start: day('2030-05-20'), end: day('2030-05-22') }));
    expect(row).toHaveTextContent(t('jobs.engagement.rate', { rate: formatMoney(language, 25050) }));
    expect(
      screen.queryByRole('button', { name: t('jobs.engagements.acceptCounter.named', { name: 'Luca Verdi' }) }),
    ).not.toBeInTheDocument();
  });
});
