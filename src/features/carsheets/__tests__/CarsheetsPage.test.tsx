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
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);
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
  costoBenzina: 0,
  targa: 'EF456GH',
});
// Parked: no kilometres badge.
const wednesday = aCarSheetRecord({
  id_SchedeAuto: 3,
  giorno: '2030-05-08',
  kmPercorsi: 0,
  costoBenzina: 30,
  targa: 'EF456GH',
});

describe.each(LANGUAGES)('CarsheetsPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const euro = (amount: string) => t('money.format', { amount });

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

  it('shows each day with its plate, a kilometres badge above 0, a fuel badge above 0 and its mark, and the totals', async () => {
    const { day } = renderPage();
    await waitFor(() => expect(day('2030-05-07')).toBeDefined());
    const km = (value: string) => t('carsheets.km', { km: value });
    expect(day('2030-05-06')).toHaveTextContent(
      `AB123CD${km('42')}${euro(language === 'it' ? '12,00' : '12.00')}${t('recordsCalendar.sent')}`,
    );
    expect(day('2030-05-07')).toHaveTextContent(`EF456GH${km(intl.formatNumber(1250))}${t('recordsCalendar.toSend')}`);
    expect(day('2030-05-08')).toHaveTextContent(
      `EF456GH${euro(language === 'it' ? '30,00' : '30.00')}${t('recordsCalendar.toSend')}`,
    );
    const totals = screen.getByText(t('carsheets.totals.title')).closest('section')!;
    expect(within(totals).getByText(t('carsheets.field.kmPercorsi')).nextSibling).toHaveTextContent(
      km(intl.formatNumber(1292)),
    );
    expect(within(totals).getByText(t('carsheets.field.costoBenzina')).nextSibling).toHaveTextContent(
      euro(language === 'it' ? '42,00' : '42.00'),
    );
  });

  it('adds a day with the five fields, held to the shared rules, the plate upper-cased', async () => {
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
    expect(create).not.toHaveBeenCalled();
    await user.clear(field('kmPercorsi'));
    await enter(user, field('kmPercorsi'), '48');
    await enter(user, field('costoBenzina'), '15');
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
        costoBenzina: 15,
        inviato: false,
      }),
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
