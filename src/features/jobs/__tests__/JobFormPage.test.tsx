import { StyleProvider } from '@ant-design/cssinjs';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../api/client';
import { lookupsLoaded } from '../../../testing/lookups';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { choose, label } from '../../../testing/tabHarness';
import { LANGUAGES } from '@shared/validation/language';
import JobFormPage from '../JobFormPage';
import { enlistmentsApi } from '../../enlistments';
import { jobsApi } from '../jobsApi';
import { sheetsApi } from '../../../store/sheets/sheetsApi';
import { aTimeReportRecord } from '../../../testing/sheets';
import { formatMoney } from '@shared/validation/money';
import { aCostLine, aJob, anEngagement } from './testFixtures';

// "Today" for the rules is 10 May 2030; Date itself keeps running for antd's animations.
jest.mock('@shared/validation/dates', () => ({
  ...jest.requireActual('@shared/validation/dates'),
  todayInRome: () => '2030-05-10',
}));
// Role queries skip the computed-style walk, which over antd's forms costs seconds in jsdom.
configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

/** antd's styles outside the document: jsdom would match them against every element queried. */
const detachedStyles = document.createElement('div');

/** antd names a button with an icon after the icon too ("plus Add a country"): match the text at the end. */
const endingWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe.each(LANGUAGES)('JobFormPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => formatMoney(language, cents);

  // A job opened reads its costs too; a job with nothing sent has no lines.
  beforeEach(() => {
    jest.spyOn(jobsApi, 'costs').mockResolvedValue({ id_Job: 1, righe: [], totale: 0, totaleApprovato: 0 });
  });

  const renderForm = (route = '/jobs/new') => {
    const user = setupUser();
    const rendered = renderWithProviders(
      <StyleProvider container={detachedStyles}>
        <JobFormPage />
      </StyleProvider>,
      {
        language,
        route,
        path: route === '/jobs/new' ? '/jobs/new' : '/jobs/:id',
        preloadedState: { ...signedInAs(2), ...lookupsLoaded(language) },
      },
    );
    const field = (id: string, values?: Record<string, string | number>) =>
      screen.getByLabelText(label(t(id, values), language));
    const fill = async (id: string, text: string) => {
      await user.clear(field(id));
      await enter(user, field(id), text);
    };
    /** A date typed in the language's format, committed as a user does by leaving the field. */
    const typeDate = async (id: string, iso: string) => {
      const [year, month, day] = iso.split('-');
      await enter(user, field(id), language === 'it' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`);
      await user.tab();
    };
    const save = () => user.click(screen.getByRole('button', { name: endingWith(t('jobs.form.save')) }));
    return { ...rendered, user, field, fill, typeDate, save };
  };

  it('requires title, description, dates, address and a first nation, with the message of product.md §2.5 for the nation', async () => {
    const create = jest.spyOn(jobsApi, 'create');
    const { field, save } = renderForm();
    expect(screen.getByRole('heading', { name: t('jobs.form.title.new') })).toBeInTheDocument();
    // A new job's contact is the user's own address to start with.
    expect(field('jobs.form.email')).toHaveValue('giulia@example.com');
    await save();
    expect(await screen.findByText(t('validation.job.nome.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.job.descrizione.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.job.indirizzo.required'))).toBeInTheDocument();
    expect(screen.getAllByText(t('validation.date.required'))).toHaveLength(2);
    expect(screen.getByText(t('validation.job.nationRegion.required'))).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('asks for a region only for a nation that has them, with the same message', async () => {
    const { user, field, save } = renderForm();
    await choose(user, field('jobs.form.nation', { number: 1 }), 'Francia');
    expect(screen.queryByLabelText(label(t('jobs.form.region', { number: 1 }), language))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: endingWith(t('jobs.form.place.add')) }));
    await choose(user, field('jobs.form.nation', { number: 2 }), 'Italia');
    expect(field('jobs.form.region', { number: 2 })).toBeInTheDocument();
    await save();
    expect(await screen.findByText(t('validation.job.nationRegion.required'))).toBeInTheDocument();
  });

  it('offers up to three nations and lets the second and third go again', async () => {
    const { user } = renderForm();
    const add = () => screen.queryByRole('button', { name: endingWith(t('jobs.form.place.add')) });
    await user.click(add()!);
    await user.click(add()!);
    expect(screen.getByRole('group', { name: t('jobs.form.place', { number: 3 }) })).toBeInTheDocument();
    expect(add()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('jobs.form.place.remove', { number: 1 }) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('jobs.form.place.remove', { number: 3 }) }));
    expect(add()).toBeInTheDocument();
  });

  it('refuses a day before today and an end before the start, as the rule does', async () => {
    const { field, typeDate } = renderForm();
    await typeDate('jobs.form.dataInizio', '2030-05-09');
    // The calendar has no such day: the picker drops what was typed.
    await waitFor(() => expect(field('jobs.form.dataInizio')).toHaveValue(''));
    await typeDate('jobs.form.dataInizio', '2030-05-20');
    await waitFor(() =>
      expect(field('jobs.form.dataInizio')).toHaveValue(language === 'it' ? '20/05/2030' : '05/20/2030'),
    );
    await typeDate('jobs.form.dataFine', '2030-05-19');
    await waitFor(() => expect(field('jobs.form.dataFine')).toHaveValue(''));
    await typeDate('jobs.form.dataFine', '2030-05-20');
    await waitFor(() =>
      expect(field('jobs.form.dataFine')).toHaveValue(language === 'it' ? '20/05/2030' : '05/20/2030'),
    );
  });

  it('creates the job with the fields as the rule casts them, then returns to /jobs', async () => {
    const create = jest.spyOn(jobsApi, 'create').mockResolvedValue(aJob({ id_Job: 7 }));
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob({ id_Job: 7 })]);
    const { user, field, fill, typeDate, save, currentPath } = renderForm();
    await fill('jobs.form.nome', '  Spot Barilla ');
    await fill('jobs.form.descrizione', 'Riprese in esterno');
    await typeDate('jobs.form.dataInizio', '2030-05-20');
    await typeDate('jobs.form.dataFine', '2030-05-22');
    await fill('jobs.form.indirizzo', 'Via Tiburtina 521, Roma');
    await fill('jobs.form.email', 'produzione@example.com');
    await choose(user, field('jobs.form.nation', { number: 1 }), 'Italia');
    await choose(user, field('jobs.form.region', { number: 1 }), 'Lazio');
    await user.click(screen.getByRole('button', { name: endingWith(t('jobs.form.place.add')) }));
    await choose(user, field('jobs.form.nation', { number: 2 }), 'Spagna');
    // The terms (product.md §4.20): euro typed in the page's language, sent as cents; the rest as given.
    expect(field('jobs.form.terms.oreGiornaliere')).toHaveValue('8');
    await fill('jobs.form.terms.tariffaGiornaliera', language === 'it' ? '240,00' : '240.00');
    await fill('jobs.form.terms.oreGiornaliere', '10');
    await fill('jobs.form.terms.rimborsoKm', language === 'it' ? '0,40' : '0.40');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith({
      nome: 'Spot Barilla',
      descrizione: 'Riprese in esterno',
      dataInizio: '2030-05-20',
      dataFine: '2030-05-22',
      indirizzo: 'Via Tiburtina 521, Roma',
      email: 'produzione@example.com',
      listaNazioni: [
        { id_Nazione: 21, id_Regione: 8 },
        { id_Nazione: 27, id_Regione: null },
      ],
      tariffaGiornaliera: 24000,
      oreGiornaliere: 10,
      maggiorazioneStraordinario: 25,
      rimborsoKm: 40,
    });
    await waitFor(() => expect(currentPath()).toBe('/jobs'));
  });

  it("shows the server's refusal and stays on the form", async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob()]);
    jest.spyOn(jobsApi, 'acceptedEngagements').mockResolvedValue([]);
    jest.spyOn(jobsApi, 'sentEngagements').mockResolvedValue([]);
    const refusal = {
      kind: 'http' as const,
      status: 400,
      title: t('api.error.validation'),
      messages: [{ field: 'dataFine', message: t('validation.job.dates.engagementsOutside') }],
    };
    jest.spyOn(jobsApi, 'update').mockRejectedValue(new ApiError(refusal));
    const { save, currentPath } = renderForm('/jobs/1');
    await screen.findByRole('heading', { name: t('jobs.form.title.edit') });
    await save();
    expect(await screen.findByText(t('validation.job.dates.engagementsOutside'))).toBeInTheDocument();
    expect(currentPath()).toBe('/jobs/1');
  });

  it('opens a job by its address with its fields and both groups of engagements, names linking to their pages', async () => {
    const job = aJob({
      cnt_Accettati: 1,
      cnt_Inviati: 1,
      listaNazioni: [
        { id_Nazione: 21, id_Regione: 15 },
        { id_Nazione: 10, id_Regione: null },
      ],
    });
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([job]);
    jest.spyOn(jobsApi, 'acceptedEngagements').mockResolvedValue([anEngagement({ id_Ingaggio: 11, statoIngaggio: 2 })]);
    jest
      .spyOn(jobsApi, 'sentEngagements')
      .mockResolvedValue([anEngagement({ id_Ingaggio: 12, userId: 43, nome: 'Sara', cognome: 'Neri' })]);
    const { user, field } = renderForm('/jobs/1');
    await waitFor(() => expect(field('jobs.form.nome')).toHaveValue('Spot Barilla'));
    expect(field('jobs.form.dataInizio')).toHaveValue(language === 'it' ? '20/05/2030' : '05/20/2030');
    expect(field('jobs.form.region', { number: 1 })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: t('jobs.form.place', { number: 2 }) })).toHaveTextContent('Francia');
    const accepted = await screen.findByRole('button', {
      name: endingWith(t('jobs.engagements.accepted', { count: 1 })),
    });
    await user.click(accepted);
    expect(await screen.findByRole('link', { name: 'Luca Verdi' })).toHaveAttribute('href', '/user/42');
    await user.click(screen.getByRole('button', { name: endingWith(t('jobs.engagements.sent', { count: 1 })) }));
    expect(await screen.findByRole('link', { name: 'Sara Neri' })).toHaveAttribute('href', '/user/43');
  });

  it("unfolds an accepted worker's sent time report and car sheet with their totals, and downloads the PDF", async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob({ cnt_Accettati: 1 })]);
    jest.spyOn(jobsApi, 'acceptedEngagements').mockResolvedValue([anEngagement({ statoIngaggio: 2 })]);
    jest.spyOn(jobsApi, 'sentEngagements').mockResolvedValue([]);
    jest
      .spyOn(sheetsApi, 'timeReport')
      .mockResolvedValue([
        aTimeReportRecord({ dataRiferimento: '2030-05-06', oreLavorate: 8, inviato: true }),
        aTimeReportRecord({ dataRiferimento: '2030-05-07', oreLavorate: 6, oreFerie: 2, inviato: true }),
      ]);
    jest.spyOn(sheetsApi, 'carSheet').mockResolvedValue([]);
    const pdf = jest
      .spyOn(sheetsApi, 'pdf')
      .mockResolvedValue({ blob: new Blob(['%PDF']), fileName: 'time-report.pdf' });
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined });
    const { user } = renderForm('/jobs/1');
    await user.click(
      await screen.findByRole('button', { name: endingWith(t('jobs.engagements.accepted', { count: 1 })) }),
    );
    await user.click(await screen.findByRole('button', { name: t('jobs.reports.open.named', { name: 'Luca Verdi' }) }));
    const totals = (await screen.findByText(t('jobs.reports.totals', { days: 2 }))).closest('section')!;
    expect(within(totals).getByText(t('timesheets.field.oreLavorate')).nextSibling).toHaveTextContent('14');
    expect(within(totals).getByText(t('timesheets.field.oreFerie')).nextSibling).toHaveTextContent('2');
    expect(screen.getByText(language === 'it' ? '07/05/2030' : '05/07/2030')).toBeInTheDocument();
    expect(screen.getByText(t('jobs.reports.none'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: endingWith(t('jobs.reports.carSheet.pdf')) })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: endingWith(t('jobs.reports.timeReport.pdf')) }));
    await waitFor(() => expect(pdf).toHaveBeenCalledWith('timeReport', 10));
  });

  it("shows the job's costs per worker with the job's totals, and downloads them as CSV and PDF", async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob({ cnt_Accettati: 2 })]);
    jest.spyOn(jobsApi, 'acceptedEngagements').mockResolvedValue([]);
    jest.spyOn(jobsApi, 'sentEngagements').mockResolvedValue([]);
    const sara = aCostLine({
      id_Ingaggio: 11,
      userId: 43,
      nome: 'Sara',
      cognome: 'Neri',
      giorni: 12,
      oreStraordinario: 0,
      compenso: 288000,
      km: 1280,
      rimborsoChilometrico: 51200,
      carburante: 0,
      totale: 339200,
      totaleApprovato: 339200,
    });
    jest.spyOn(jobsApi, 'costs').mockResolvedValue({
      id_Job: 1,
      righe: [aCostLine(), sara],
      totale: 376550,
      totaleApprovato: 339200,
    });
    const file = jest.spyOn(jobsApi, 'costsFile').mockResolvedValue({ blob: new Blob(['x']), fileName: 'costi-1.csv' });
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
    const { user } = renderForm('/jobs/1');
    const section = (await screen.findByRole('heading', { name: t('jobs.costs.title') })).closest('section')!;
    const luca = (await within(section).findByText('Luca Verdi')).closest('tr')!;
    const cells = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells(luca)).toEqual([
      'Luca Verdi',
      '1',
      '2',
      money(31500),
      '100',
      money(4000),
      money(1850),
      money(37350),
      money(0),
    ]);
    expect(cells(within(section).getByText('Sara Neri').closest('tr')!)).toEqual([
      'Sara Neri',
      '12',
      '0',
      money(288000),
      language === 'it' ? '1.280' : '1,280',
      money(51200),
      money(0),
      money(339200),
      money(339200),
    ]);
    expect(cells(within(section).getByText(t('jobs.costs.jobTotal')).closest('tr')!)).toEqual([
      t('jobs.costs.jobTotal'),
      money(376550),
      money(339200),
    ]);
    expect(within(section).getByRole('columnheader', { name: t('jobs.costs.mileage') })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: endingWith(t('jobs.costs.csv')) }));
    await waitFor(() => expect(file).toHaveBeenCalledWith(1, 'csv'));
    await user.click(within(section).getByRole('button', { name: endingWith(t('jobs.costs.pdf')) }));
    await waitFor(() => expect(file).toHaveBeenCalledWith(1, 'pdf'));
  });

  it("pages a job of 500 workers' costs by 10, the job's totals under every page", async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob({ cnt_Accettati: 500 })]);
    jest.spyOn(jobsApi, 'acceptedEngagements').mockResolvedValue([]);
    jest.spyOn(jobsApi, 'sentEngagements').mockResolvedValue([]);
    const righe = Array.from({ length: 500 }, (_, index) =>
      aCostLine({ id_Ingaggio: index + 1, userId: index + 100, nome: `Persona${index + 1}` }),
    );
    jest.spyOn(jobsApi, 'costs').mockResolvedValue({ id_Job: 1, righe, totale: 18675000, totaleApprovato: 0 });
    const { user } = renderForm('/jobs/1');
    const section = (await screen.findByRole('heading', { name: t('jobs.costs.title') })).closest('section')!;
    await within(section).findByText('Persona1 Verdi');
    expect(section.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(10);
    expect(within(section).queryByText('Persona11 Verdi')).toBeNull();
    await user.click(within(section).getByTitle('50'));
    expect(await within(section).findByText('Persona500 Verdi')).toBeInTheDocument();
    expect(within(section).getByText(t('jobs.costs.jobTotal')).closest('tr')).toHaveTextContent(money(18675000));
  });

  it('says when no day of the job was sent, with the files to download disabled', async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob()]);
    jest.spyOn(jobsApi, 'acceptedEngagements').mockResolvedValue([]);
    jest.spyOn(jobsApi, 'sentEngagements').mockResolvedValue([]);
    renderForm('/jobs/1');
    expect(await screen.findByText(t('jobs.costs.none'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: endingWith(t('jobs.costs.csv')) })).toBeDisabled();
    expect(screen.getByRole('button', { name: endingWith(t('jobs.costs.pdf')) })).toBeDisabled();
  });

  it("rejects a chosen sent day with a note through the review, then reads the worker's days again", async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob({ cnt_Accettati: 1 })]);
    jest.spyOn(jobsApi, 'acceptedEngagements').mockResolvedValue([anEngagement({ statoIngaggio: 2 })]);
    jest.spyOn(jobsApi, 'sentEngagements').mockResolvedValue([]);
    const waiting = (day: string) => aTimeReportRecord({ dataRiferimento: day, inviato: true, stato: 'inviato' });
    const approved = aTimeReportRecord({
      dataRiferimento: '2030-05-05',
      inviato: true,
      stato: 'approvato',
      notaRevisione: 'Perfetto',
    });
    const timeReport = jest
      .spyOn(sheetsApi, 'timeReport')
      .mockResolvedValueOnce([approved, waiting('2030-05-06'), waiting('2030-05-07')])
      .mockResolvedValueOnce([
        approved,
        aTimeReportRecord({
          dataRiferimento: '2030-05-06',
          oreLavorate: 6,
          stato: 'respinto',
          notaRevisione: 'Mancano le ore del pomeriggio',
        }),
        waiting('2030-05-07'),
      ]);
    jest.spyOn(sheetsApi, 'carSheet').mockResolvedValue([]);
    const review = jest
      .spyOn(sheetsApi, 'review')
      .mockResolvedValue({ id_Ingaggio: 10, giorni: ['2030-05-06'], stato: 'respinto' });
    const { user } = renderForm('/jobs/1');
    await user.click(
      await screen.findByRole('button', { name: endingWith(t('jobs.engagements.accepted', { count: 1 })) }),
    );
    await user.click(await screen.findByRole('button', { name: t('jobs.reports.open.named', { name: 'Luca Verdi' }) }));
    const row = async (day: string) =>
      (await screen.findByText(language === 'it' ? `${day.slice(8)}/05/2030` : `05/${day.slice(8)}/2030`)).closest(
        'tr',
      )!;
    const approvedRow = await row('2030-05-05');
    expect(within(approvedRow).getByText(t('recordsCalendar.approved'))).toBeInTheDocument();
    expect(within(approvedRow).getByText('Perfetto')).toBeInTheDocument();
    expect(within(approvedRow).getByRole('checkbox')).toBeDisabled();
    // Nothing chosen: the shared rule's message, and no call.
    await user.click(screen.getByRole('button', { name: t('jobs.review.submit') }));
    expect(await screen.findByText(t('validation.review.days.required'))).toBeInTheDocument();
    expect(review).not.toHaveBeenCalled();
    await user.click(
      within(await row('2030-05-06')).getByRole('checkbox', {
        name: t('jobs.review.choose', { date: language === 'it' ? '6 maggio' : 'May 6' }),
      }),
    );
    await user.click(screen.getByRole('radio', { name: t('jobs.review.respinto') }));
    await enter(user, screen.getByLabelText(t('jobs.review.note')), 'Mancano le ore del pomeriggio');
    await user.click(screen.getByRole('button', { name: t('jobs.review.submit') }));
    expect(await screen.findByText(t('sheets.review.respinto'))).toBeInTheDocument();
    expect(review).toHaveBeenCalledWith('timeReport', {
      idIngaggio: 10,
      giorni: ['2030-05-06'],
      esito: 'respinto',
      nota: 'Mancano le ore del pomeriggio',
    });
    await waitFor(() => expect(timeReport).toHaveBeenCalledTimes(2));
    // The rejected day stays in sight with its note, no longer to be chosen, until sent again; the
    // totals count the sent days alone.
    await waitFor(async () =>
      expect(within(await row('2030-05-06')).getByText(t('recordsCalendar.rejected'))).toBeInTheDocument(),
    );
    const rejectedRow = await row('2030-05-06');
    expect(within(rejectedRow).getByText('Mancano le ore del pomeriggio')).toBeInTheDocument();
    expect(within(rejectedRow).getByRole('checkbox')).toBeDisabled();
    expect(screen.getByText(t('jobs.reports.totals', { days: 2 }))).toBeInTheDocument();
    expect(within(await row('2030-05-07')).getByText(t('recordsCalendar.sent'))).toBeInTheDocument();
  });

  it('withdraws an engagement after confirmation and tells the user the worker was told', async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob({ cnt_Accettati: 1 })]);
    jest.spyOn(jobsApi, 'acceptedEngagements').mockResolvedValue([anEngagement({ statoIngaggio: 2 })]);
    jest.spyOn(jobsApi, 'sentEngagements').mockResolvedValue([]);
    const withdraw = jest.spyOn(enlistmentsApi, 'answer').mockResolvedValue({
      id_Ingaggio: 10,
      id_Job: 1,
      statoIngaggio: 4,
      tariffaGiornaliera: 24000,
      rispondiEntro: null,
    });
    const { user } = renderForm('/jobs/1');
    await user.click(
      await screen.findByRole('button', { name: endingWith(t('jobs.engagements.accepted', { count: 1 })) }),
    );
    await user.click(
      await screen.findByRole('button', { name: t('jobs.engagements.withdraw.named', { name: 'Luca Verdi' }) }),
    );
    const dialog = await screen.findByRole('dialog', { name: t('confirm.areYouSure') });
    expect(
      within(dialog).getByText(t('jobs.engagements.withdraw.confirm', { name: 'Luca Verdi' })),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('jobs.engagements.withdraw') }));
    expect(await screen.findByText(t('jobs.engagements.withdrawn'))).toBeInTheDocument();
    expect(withdraw).toHaveBeenCalledWith(10, 'withdraw');
    expect(screen.queryByRole('link', { name: 'Luca Verdi' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: endingWith(t('jobs.engagements.accepted', { count: 0 })) }),
    ).toBeInTheDocument();
  });

  it('deletes the job after a confirmation that says what happens to its engagements', async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob({ cnt_Accettati: 2, cnt_Inviati: 1 })]);
    jest.spyOn(jobsApi, 'acceptedEngagements').mockResolvedValue([]);
    jest.spyOn(jobsApi, 'sentEngagements').mockResolvedValue([]);
    const remove = jest.spyOn(jobsApi, 'remove').mockResolvedValue(null);
    const { user, currentPath } = renderForm('/jobs/1');
    await user.click(await screen.findByRole('button', { name: endingWith(t('jobs.delete')) }));
    const dialog = await screen.findByRole('dialog', { name: t('jobs.delete.title', { name: 'Spot Barilla' }) });
    expect(within(dialog).getByText(t('jobs.delete.confirm', { accepted: 2, sent: 1 }))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t('jobs.delete') }));
    await waitFor(() => expect(currentPath()).toBe('/jobs'));
    expect(remove).toHaveBeenCalledWith(1);
  });

  it('says so when the address names no job of the user', async () => {
    jest.spyOn(jobsApi, 'jobs').mockResolvedValue([aJob()]);
    renderForm('/jobs/99');
    expect(await screen.findByText(t('jobs.form.notFound'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: endingWith(t('jobs.form.back')) })).toHaveAttribute('href', '/jobs');
  });
});
