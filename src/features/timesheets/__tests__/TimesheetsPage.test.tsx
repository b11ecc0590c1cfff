import { configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../api/client';
import { sheetsApi } from '../../../store/sheets/sheetsApi';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { screenIsWide } from '../../../testing/screenWidth';
import { signedInAs } from '../../../testing/session';
import { aTimeReportRecord, anAcceptedEngagement } from '../../../testing/sheets';
import { LANGUAGES } from '@shared/validation/language';
import TimesheetsPage from '../TimesheetsPage';
import { timesheetsApi } from '../timesheetsApi';

/** "Today" is 10 May 2030; the engagement runs from 1 to 20 May. */
jest.mock('@shared/validation/dates', () => ({
  ...jest.requireActual('@shared/validation/dates'),
  todayInRome: () => '2030-05-10',
}));
configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

const engagement = anAcceptedEngagement();
const sentMonday = aTimeReportRecord({
  dataRiferimento: '2030-05-06',
  inviato: true,
  dataInvio: '2030-05-06T18:00:00Z',
});
const tuesday = aTimeReportRecord({ dataRiferimento: '2030-05-07', oreLavorate: 6, oreFerie: 2 });

/** A day's button (the phone's list, or the grid's cell), found by its accessible name's date. */
const dayButton = (intl: ReturnType<typeof intlFor>, day: string) => {
  const date = intl.formatDate(`${day}T12:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return [...document.querySelectorAll<HTMLButtonElement>('button.records-day')].find((button) =>
    button.getAttribute('aria-label')!.startsWith(`${date}: `),
  );
};

describe.each(LANGUAGES)('TimesheetsPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const renderPage = (records = [sentMonday, tuesday]) => {
    jest.spyOn(sheetsApi, 'acceptedEngagements').mockResolvedValue([engagement]);
    const read = jest.spyOn(timesheetsApi, 'records').mockResolvedValue(records);
    const user = setupUser();
    const page = renderWithProviders(<TimesheetsPage />, {
      language,
      route: '/timesheets',
      preloadedState: signedInAs(2),
    });
    const day = (iso: string) => dayButton(intl, iso);
    return { ...page, user, read, day };
  };

  it("opens the engagement and the month a review email's link names", async () => {
    const april = anAcceptedEngagement({ id_Ingaggio: 11, nome: 'Spot aprile', dataInizio: '2030-04-01' });
    jest.spyOn(sheetsApi, 'acceptedEngagements').mockResolvedValue([engagement, april]);
    const read = jest.spyOn(timesheetsApi, 'records').mockResolvedValue([]);
    renderWithProviders(<TimesheetsPage />, {
      language,
      route: '/timesheets?ingaggio=11&mese=2030-04',
      preloadedState: signedInAs(2),
    });
    await waitFor(() => expect(read).toHaveBeenLastCalledWith(11));
    const aprilTitle = intl.formatDate('2030-04-01T12:00:00Z', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(await screen.findByText(aprilTitle)).toBeInTheDocument();
  });

  it("marks each day with its review's state in its own colour, a rejected day with the client's note", async () => {
    const { day } = renderPage([
      aTimeReportRecord({ dataRiferimento: '2030-05-04', inviato: true, stato: 'approvato' }),
      aTimeReportRecord({
        dataRiferimento: '2030-05-05',
        stato: 'respinto',
        notaRevisione: 'Mancano le ore di sabato',
      }),
      sentMonday,
      tuesday,
    ]);
    await waitFor(() => expect(day('2030-05-07')).toBeDefined());
    const tag = (iso: string, id: string) => within(day(iso)!).getByText(t(id)).closest('.ant-tag')!;
    expect(tag('2030-05-04', 'recordsCalendar.approved')).toHaveClass('ant-tag-green');
    expect(tag('2030-05-05', 'recordsCalendar.rejected')).toHaveClass('ant-tag-red');
    expect(tag('2030-05-06', 'recordsCalendar.sent')).toHaveClass('ant-tag-blue');
    expect(tag('2030-05-07', 'recordsCalendar.toSend')).toHaveClass('ant-tag-gold');
    expect(within(day('2030-05-05')!).getByText('Mancano le ore di sabato')).toBeInTheDocument();
    expect(day('2030-05-05')!.getAttribute('aria-label')).toContain(
      t('recordsCalendar.note', { note: 'Mancano le ore di sabato' }),
    );
    expect(within(day('2030-05-04')!).queryByText(/Mancano/)).not.toBeInTheDocument();
  });

  it("lists the engagement's days, each with its hours and its mark, and the month's totals", async () => {
    const { day } = renderPage();
    await waitFor(() => expect(day('2030-05-07')).toBeDefined());
    // From the engagement's first day to its last; days after today cannot be opened yet.
    expect(document.querySelectorAll('button.records-day')).toHaveLength(20);
    expect(day('2030-05-21')).toBeUndefined();
    expect(day('2030-05-10')).toBeEnabled();
    expect(day('2030-05-11')).toBeDisabled();
    expect(within(day('2030-05-06')!).getByText(t('recordsCalendar.sent'))).toBeInTheDocument();
    expect(within(day('2030-05-06')!).getByText('8 h')).toBeInTheDocument();
    expect(within(day('2030-05-07')!).getByText(t('recordsCalendar.toSend'))).toBeInTheDocument();
    expect(within(day('2030-05-07')!).getByText(t('timesheets.entry.holiday', { hours: 2 }))).toBeInTheDocument();
    const totals = screen.getByText(t('timesheets.totals.title')).closest('section')!;
    expect(within(totals).getByText(t('timesheets.field.oreLavorate')).nextSibling).toHaveTextContent('14');
    expect(within(totals).getByText(t('timesheets.field.oreFerie')).nextSibling).toHaveTextContent('2');
    expect(screen.getByText(t('recordsCalendar.send')).closest('button')).toBeEnabled();
    expect(
      screen.getByRole('listitem', {
        name: t('timesheets.chart.week', {
          from: language === 'it' ? '06/05' : '05/06',
          total: 16,
          worked: 14,
          holiday: 2,
          leave: 0,
        }),
      }),
    ).toBeInTheDocument();
  });

  it('adds a day: the total over 24 is shown before saving and refused, then saved', async () => {
    const create = jest
      .spyOn(timesheetsApi, 'create')
      .mockResolvedValue(aTimeReportRecord({ dataRiferimento: '2030-05-08' }));
    const { user, day, read } = renderPage();
    await waitFor(() => expect(day('2030-05-08')).toBeDefined());
    await user.click(day('2030-05-08')!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      t('recordsCalendar.dialog.add', { date: language === 'it' ? '08/05/2030' : '05/08/2030' }),
    );
    await enter(user, within(dialog).getByLabelText(t('timesheets.field.oreLavorate')), '20');
    await user.clear(within(dialog).getByLabelText(t('timesheets.field.oreFerie')));
    await enter(user, within(dialog).getByLabelText(t('timesheets.field.oreFerie')), '5');
    expect(within(dialog).getByText(t('timesheets.total.over', { total: 25, max: 24 }))).toBeInTheDocument();
    await user.click(within(dialog).getByText(t('recordsCalendar.confirm')).closest('button')!);
    expect(await within(dialog).findByText(t('validation.timesheet.total.max'))).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    // A minus sign is kept and refused with the rule's message, never dropped to save 3.
    await user.clear(within(dialog).getByLabelText(t('timesheets.field.oreFerie')));
    await enter(user, within(dialog).getByLabelText(t('timesheets.field.oreFerie')), '-3');
    expect(within(dialog).getByLabelText(t('timesheets.field.oreFerie'))).toHaveValue('-3');
    await user.click(within(dialog).getByText(t('recordsCalendar.confirm')).closest('button')!);
    expect(await within(dialog).findByText(t('validation.timesheet.hours.range'))).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(t('timesheets.field.oreFerie')));
    await enter(user, within(dialog).getByLabelText(t('timesheets.field.oreFerie')), '0');
    expect(within(dialog).getByText(t('timesheets.total', { total: 20, max: 24 }))).toBeInTheDocument();
    read.mockResolvedValue([
      sentMonday,
      tuesday,
      aTimeReportRecord({ dataRiferimento: '2030-05-08', oreLavorate: 20 }),
    ]);
    await user.click(within(dialog).getByText(t('recordsCalendar.confirm')).closest('button')!);
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        dataRiferimento: '2030-05-08',
        id_Ingaggio: 10,
        inviato: false,
        oreLavorate: 20,
        oreFerie: 0,
        orePermessi: 0,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(day('2030-05-08')!).getByText('20 h')).toBeInTheDocument();
  });

  it('opens a sent day read-only', async () => {
    const { user, day } = renderPage();
    await waitFor(() => expect(day('2030-05-06')).toBeDefined());
    await user.click(day('2030-05-06')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t('recordsCalendar.dialog.readOnly'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(t('timesheets.field.oreLavorate'))).toBeDisabled();
    expect(within(dialog).getByLabelText(t('timesheets.field.oreLavorate'))).toHaveValue('8');
    expect(within(dialog).getByText(t('recordsCalendar.confirm')).closest('button')).toBeDisabled();
  });

  it('sends, then shows the refusal of a second send the same day', async () => {
    const again = 'The time report has already been sent today. You can resend it tomorrow';
    const send = jest
      .spyOn(timesheetsApi, 'send')
      .mockResolvedValueOnce({ data: null, message: t('recordsCalendar.emailSent') })
      .mockRejectedValueOnce(new ApiError({ kind: 'refused', status: 200, title: again, messages: [] }));
    const { user, day, read } = renderPage([tuesday]);
    await waitFor(() => expect(day('2030-05-07')).toBeDefined());
    const sendButton = () => screen.getByText(t('recordsCalendar.send')).closest('button')!;
    read.mockResolvedValue([{ ...tuesday, inviato: true, stato: 'inviato' as const }]);
    await user.click(sendButton());
    expect(await screen.findByText(t('recordsCalendar.emailSent'))).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(10);
    // Nothing left to send: the button waits for a new record.
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(within(day('2030-05-07')!).getByText(t('recordsCalendar.sent'))).toBeInTheDocument();
  });
});

describe('TimesheetsPage on a wide screen', () => {
  const intl = intlFor('en');
  beforeEach(() => {
    screenIsWide(true);
  });

  it("shows the engagement's whole month, six weeks from Monday, with only its days to open", async () => {
    jest
      .spyOn(sheetsApi, 'acceptedEngagements')
      .mockResolvedValue([anAcceptedEngagement({ dataInizio: '2030-05-04', dataFine: '2030-05-09' })]);
    jest.spyOn(timesheetsApi, 'records').mockResolvedValue([aTimeReportRecord({ dataRiferimento: '2030-05-05' })]);
    renderWithProviders(<TimesheetsPage />, { language: 'en', route: '/timesheets', preloadedState: signedInAs(2) });
    await waitFor(() => expect(document.querySelector('td[data-date="2030-05-05"] button.records-day')).not.toBeNull());
    expect(document.querySelectorAll('button.records-day')).toHaveLength(6);
    expect(document.querySelector('td[data-date="2030-05-03"] button')).toBeNull();
    expect(document.querySelector('td[data-date="2030-05-10"] button')).toBeNull();
    // The grid keeps one size whatever the engagement's length (product.md §2.2): six weeks from
    // Monday 29 April, the week of the month's first day.
    expect(document.querySelectorAll('td.fc-daygrid-day')).toHaveLength(42);
    expect(document.querySelector('td.fc-daygrid-day')).toHaveAttribute('data-date', '2030-04-29');
    expect(dayButton(intl, '2030-05-05')).toHaveTextContent('8 h');
  });
});
