import { configure, screen, waitFor, within } from '@testing-library/react';
import { sheetsApi } from '../../../store/sheets/sheetsApi';
import { enter, intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { aCarSheetRecord, anAcceptedEngagement } from '../../../testing/sheets';
import { LANGUAGES } from '@shared/validation/language';
import CarsheetsPage from '../CarsheetsPage';
import { carsheetsApi } from '../carsheetsApi';

/** "Today" is 10 May 2030; the engagement runs from 1 to 20 May. */
jest.mock('@shared/validation/dates', () => ({
  ...jest.requireActual('@shared/validation/dates'),
  todayInRome: () => '2030-05-10',
}));
configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

const sentMonday = aCarSheetRecord({
  id_SchedeAuto: 1,
  giorno: '2030-05-06',
  inviato: true,
  dataInvio: '2030-05-06T18:00:00Z',
});
// No fuel that day: no fuel badge.
const tuesday = aCarSheetRecord({
  id_SchedeAuto: 2,
  giorno: '2030-05-07',
  kmPercorsi: 1250,
  costoBenzinaCentesimi: 0,
  costoBenzina: 0,
  targa: 'EF456GH',
});
// Parked: no kilometres badge.
const wednesday = aCarSheetRecord({
  id_SchedeAuto: 3,
  giorno: '2030-05-08',
  kmPercorsi: 0,
  costoBenzinaCentesimi: 3000,
  costoBenzina: 30,
  targa: 'EF456GH',
});

describe.each(LANGUAGES)('CarsheetsPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  /** Money as product.md §1.9 writes it: the decimal mark and the euro's place differ by language. */
  const euro = (figure: string) => (language === 'it' ? `€ ${figure}` : `€${figure.replace(',', '.')}`);
  /** The fuel cost as a person of each language types it. */
  const typedEuro = (figure: string) => (language === 'it' ? figure : figure.replace(',', '.'));

  const renderPage = () => {
    jest.spyOn(sheetsApi, 'acceptedEngagements').mockResolvedValue([anAcceptedEngagement()]);
    const read = jest.spyOn(carsheetsApi, 'records').mockResolvedValue([sentMonday, tuesday, wednesday]);
    const user = setupUser();
    const page = renderWithProviders(<CarsheetsPage />, {
      language,
      route: '/carsheets',
      preloadedState: signedInAs(2),
    });
    const day = (iso: string) => {
      const date = intl.formatDate(`${iso}T12:00:00Z`, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      });
      return [...document.querySelectorAll<HTMLButtonElement>('button.records-day')].find((button) =>
        button.getAttribute('aria-label')!.startsWith(`${date}: `),
      );
    };
    return { ...page, user, read, day };
  };

  it('shows each day with its plate, a kilometres badge above 0 (four digits grouped, as money is), a fuel badge above 0 and its mark, and the totals', async () => {
    const { day } = renderPage();
    await waitFor(() => expect(day('2030-05-07')).toBeDefined());
    const km = (value: string) => t('carsheets.km', { km: value });
    expect(day('2030-05-06')).toHaveTextContent(`AB123CD${km('42')}${euro('12,50')}${t('recordsCalendar.sent')}`);
    expect(day('2030-05-07')).toHaveTextContent(
      `EF456GH${km(language === 'it' ? '1.250' : '1,250')}${t('recordsCalendar.toSend')}`,
    );
    expect(day('2030-05-08')).toHaveTextContent(`EF456GH${euro('30,00')}${t('recordsCalendar.toSend')}`);
    const totals = screen.getByText(t('carsheets.totals.title')).closest('section')!;
    expect(within(totals).getByText(t('carsheets.field.kmPercorsi')).nextSibling).toHaveTextContent(
      km(language === 'it' ? '1.292' : '1,292'),
    );
    expect(within(totals).getByText(t('carsheets.field.costoBenzina')).nextSibling).toHaveTextContent(euro('42,50'));
  });

  it('adds a day with the five fields, held to the shared rules, the plate upper-cased, the fuel cost typed in euro sent in cents', async () => {
    const create = jest.spyOn(carsheetsApi, 'create').mockResolvedValue(aCarSheetRecord({ giorno: '2030-05-09' }));
    const { user, day } = renderPage();
    await waitFor(() => expect(day('2030-05-09')).toBeDefined());
    await user.click(day('2030-05-09')!);
    const dialog = await screen.findByRole('dialog');
    const field = (name: string) => within(dialog).getByLabelText(t(`carsheets.field.${name}`));
    await enter(user, field('percorsiEffettuati'), 'Roma - Ostia');
    await enter(user, field('kmPercorsi'), '2500');
    await enter(user, field('modello'), 'Fiat Panda');
    await enter(user, field('targa'), 'xy 987 zw');
    expect(field('targa')).toHaveValue('XY987ZW');
    await user.click(within(dialog).getByText(t('recordsCalendar.confirm')).closest('button')!);
    expect(await within(dialog).findByText(t('validation.carsheet.fuel.required'))).toBeInTheDocument();
    expect(within(dialog).getByText(t('validation.carsheet.km.range'))).toBeInTheDocument();
    await user.clear(field('kmPercorsi'));
    await enter(user, field('kmPercorsi'), '35,5');
    expect(await within(dialog).findByText(t('validation.carsheet.km.whole'))).toBeInTheDocument();
    // The other language's thousands mark alone is ambiguous: "1,850" in Italian, "1.850" in English.
    await enter(user, field('costoBenzina'), language === 'it' ? '1,850' : '1.850');
    expect(await within(dialog).findByText(t('validation.money.ambiguous'))).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.clear(field('kmPercorsi'));
    await enter(user, field('kmPercorsi'), '48');
    await user.clear(field('costoBenzina'));
    await enter(user, field('costoBenzina'), typedEuro('18,50'));
    await user.click(within(dialog).getByText(t('recordsCalendar.confirm')).closest('button')!);
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        id_SchedeAuto: null,
        id_Ingaggio: 10,
        giorno: '2030-05-09',
        percorsiEffettuati: 'Roma - Ostia',
        kmPercorsi: 48,
        modello: 'Fiat Panda',
        targa: 'XY987ZW',
        costoBenzinaCentesimi: 1850,
        inviato: false,
      }),
    );
  });

  it("updates a day, showing its fuel cost as the language writes it and reading the other language's decimal mark too", async () => {
    const update = jest.spyOn(carsheetsApi, 'update').mockResolvedValue(wednesday);
    const { user, day } = renderPage();
    await waitFor(() => expect(day('2030-05-08')).toBeDefined());
    await user.click(day('2030-05-08')!);
    const dialog = await screen.findByRole('dialog');
    const fuel = within(dialog).getByLabelText(t('carsheets.field.costoBenzina'));
    expect(fuel).toHaveValue(typedEuro('30,00'));
    expect(within(dialog).getByLabelText(t('carsheets.field.kmPercorsi'))).toHaveValue('0');
    await user.clear(fuel);
    // The other language's mark: a point in Italian, a comma in English, before two digits.
    await enter(user, fuel, language === 'it' ? '30.5' : '30,5');
    await user.click(within(dialog).getByText(t('recordsCalendar.confirm')).closest('button')!);
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({ id_SchedeAuto: 3, kmPercorsi: 0, costoBenzinaCentesimi: 3050 }),
      ),
    );
  });

  it('opens a sent day with its fields and confirm disabled', async () => {
    const { user, day } = renderPage();
    await waitFor(() => expect(day('2030-05-06')).toBeDefined());
    await user.click(day('2030-05-06')!);
    const dialog = await screen.findByRole('dialog');
    for (const name of ['percorsiEffettuati', 'kmPercorsi', 'modello', 'targa', 'costoBenzina']) {
      expect(within(dialog).getByLabelText(t(`carsheets.field.${name}`))).toBeDisabled();
    }
    expect(within(dialog).getByLabelText(t('carsheets.field.targa'))).toHaveValue('AB123CD');
    expect(within(dialog).getByText(t('recordsCalendar.confirm')).closest('button')).toBeDisabled();
  });
});
