import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatIsoDate } from '../../../components/DateText';
import { dateIs } from '../../../testing/clock';
import { aStateAnswer } from '../../../testing/engagements';
import { intlFor, openDatePicker, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { choose } from '../../../testing/tabHarness';
import type { Job } from '@shared/contracts/jobs';
import { jobsApi } from '../../jobs';
import { EngagementRequestDialog } from '../EngagementRequestDialog';
import { searchApi } from '../searchApi';
import { searchReducer, searchSucceeded } from '../searchSlice';
import { aResult, aSearchResult, criteria } from './testFixtures';

// The jobs load through the saga, and antd's picker arrives as a chunk of its own.

/** One of the client's jobs as RecuperaJobs answers it. */
const aJob = (job: Pick<Job, 'id_Job' | 'nome' | 'dataInizio' | 'dataFine'>): Job => ({
  descrizione: 'Riprese',
  email: 'produzione@example.com',
  indirizzo: 'Via Tiburtina 521, Roma',
  listaNazioni: [{ id_Nazione: 21, id_Regione: 8 }],
  tariffaGiornaliera: 24000,
  oreGiornaliere: 8,
  maggiorazioneStraordinario: 25,
  rimborsoKm: 40,
  cnt_Accettati: 0,
  cnt_Inviati: 0,
  ...job,
});

/** Today is 1 June 2030 in Rome; only the date is faked, the timers stay real. */
beforeEach(() => {
  dateIs('2030-06-01T10:00:00Z');
  jest
    .spyOn(jobsApi, 'jobs')
    .mockResolvedValue([
      aJob({ id_Job: 1, nome: 'Serie TV', dataInizio: '2030-06-10', dataFine: '2030-06-25' }),
      aJob({ id_Job: 2, nome: 'Spot estate', dataInizio: '2030-06-01', dataFine: '2030-06-30' }),
    ]);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Unavailable on the 12th (marked so), booked on the 15th (an accepted engagement). */
const days = [
  { giorno: '2030-06-12', disponibile: false, prenotato: false },
  { giorno: '2030-06-13', disponibile: true, prenotato: false },
  { giorno: '2030-06-15', disponibile: false, prenotato: true },
];

const language = 'it';
const intl = intlFor(language);
const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

/** The dialog after a search of 2 to 5 June. */
function renderDialog() {
  const searched = { ...criteria, dataInizio: '2030-06-02', dataFine: '2030-06-05' };
  renderWithProviders(
    <EngagementRequestDialog userId={7} personName="Giulia Rossi" days={days} open onClose={jest.fn()} />,
    {
      language,
      route: '/search/result/user/7',
      preloadedState: {
        ...signedInAs(2),
        search: searchReducer(undefined, searchSucceeded({ criteria: searched, result: aSearchResult([aResult()]) })),
      },
    },
  );
  const dialog = screen.getByRole('dialog');
  const field = (id: string) => within(dialog).getByLabelText(t(id));
  return { dialog, field, user: setupUser() };
}

const shown = (day: string) => formatIsoDate(language, day);
const jobLabel = (name: string, start: string, end: string) => `${name} (${shown(start)} – ${shown(end)})`;

describe('EngagementRequestDialog', () => {
  it('keeps the search dates for a job that holds them', async () => {
    const { field, user } = renderDialog();
    await waitFor(() => expect(field('search.request.job')).toBeInTheDocument());
    expect(field('search.request.dataInizio')).toHaveValue(shown('2030-06-02'));
    await choose(user, field('search.request.job'), jobLabel('Spot estate', '2030-06-01', '2030-06-30'));
    expect(field('search.request.dataInizio')).toHaveValue(shown('2030-06-02'));
    expect(field('search.request.dataFine')).toHaveValue(shown('2030-06-05'));
  });

  it("drops the search dates that lie outside the chosen job's dates", async () => {
    const { field, user } = renderDialog();
    await waitFor(() => expect(field('search.request.job')).toBeInTheDocument());
    await choose(user, field('search.request.job'), jobLabel('Serie TV', '2030-06-10', '2030-06-25'));
    await waitFor(() => expect(field('search.request.dataInizio')).toHaveValue(''));
    expect(field('search.request.dataFine')).toHaveValue('');
  });

  it('greys out the days the person is unavailable or booked on, and an end past one of them', async () => {
    const { dialog, field, user } = renderDialog();
    await waitFor(() => expect(field('search.request.job')).toBeInTheDocument());
    expect(within(dialog).getByText(t('search.request.busyDays', { name: 'Giulia Rossi' }))).toBeInTheDocument();
    await choose(user, field('search.request.job'), jobLabel('Serie TV', '2030-06-10', '2030-06-25'));
    const startOffers = await openDatePicker(user, field('search.request.dataInizio'));
    expect(startOffers('2030-06-09')).toBe(false); // before the job
    expect(startOffers('2030-06-11')).toBe(true);
    expect(startOffers('2030-06-12')).toBe(false); // marked unavailable
    expect(startOffers('2030-06-13')).toBe(true);
    expect(startOffers('2030-06-15')).toBe(false); // booked
    await user.click(document.querySelector<HTMLElement>('td[title="2030-06-13"] .ant-picker-cell-inner')!);
    await waitFor(() => expect(field('search.request.dataInizio')).toHaveValue(shown('2030-06-13')));

    const endOffers = await openDatePicker(user, field('search.request.dataFine'));
    expect(endOffers('2030-06-12')).toBe(false); // before the start
    expect(endOffers('2030-06-14')).toBe(true);
    expect(endOffers('2030-06-16')).toBe(false); // the span would hold the booked 15th
  });

  it('takes an answer-by deadline, refused after the first day with the shared rule, sent as an instant', async () => {
    const send = jest.spyOn(searchApi, 'sendRequest').mockResolvedValue(aStateAnswer(1, { id_Job: 2 }));
    const { dialog, field, user } = renderDialog();
    await waitFor(() => expect(field('search.request.job')).toBeInTheDocument());
    await choose(user, field('search.request.job'), jobLabel('Spot estate', '2030-06-01', '2030-06-30'));
    const answerBy = within(dialog).getByLabelText(new RegExp(`^${t('search.request.answerBy')}`));
    // The browser's date-and-time input gives local time; the search starts on 2 June.
    fireEvent.change(answerBy, { target: { value: '2030-06-03T18:00' } });
    await user.click(within(dialog).getByRole('button', { name: t('search.request.submit') }));
    expect(await within(dialog).findByText(t('validation.engagement.answerBy.afterStart'))).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    fireEvent.change(answerBy, { target: { value: '2030-06-02T09:00' } });
    await user.click(within(dialog).getByRole('button', { name: t('search.request.submit') }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls[0][0]).toMatchObject({ rispondiEntro: new Date(2030, 5, 2, 9, 0).toISOString() });
  });
});
