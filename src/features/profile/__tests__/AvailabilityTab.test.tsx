import { configure, screen, waitFor, within } from '@testing-library/react';
import { lookupsLoaded } from '../../../testing/lookups';
import { intlFor, openDatePicker } from '../../../testing/render';
import { choose, renderTab } from '../../../testing/tabHarness';
import { daysFrom } from '@shared/validation/dates';
import { LANGUAGES } from '@shared/validation/language';
import type { DatiDisponibilita } from '@shared/contracts/profile';
import AvailabilityTab from '../tabs/AvailabilityTab';

/*
 * "Today" for the product's rules is 10 May 2030, so the window runs to 30 June and the first month
 * shown is May. Only todayInRome is replaced: freezing Date itself would stall the animations of
 * antd and FullCalendar, which measure time with it.
 */
const TODAY = '2030-05-10';
jest.mock('@shared/validation/dates', () => ({
  ...jest.requireActual('@shared/validation/dates'),
  todayInRome: () => '2030-05-10',
}));
// Role queries skip the computed-style visibility walk, which over a form this size costs seconds in jsdom.
configure({ defaultHidden: true });

/** antd names a button with an icon after the icon too ("plus Add an area"): match the text at the end. */
const endingWith = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The server's answer: every day of the window, with the given exceptions. */
function answer(
  exceptions: Record<string, { disponibile: boolean; modificabile: boolean }> = {},
  rest: Partial<DatiDisponibilita> = {},
): DatiDisponibilita {
  return {
    greenPass: false,
    dataScadenzaGreenPass: null,
    listaNazioni: [],
    listaDisponibilita: daysFrom(TODAY, '2030-06-30').map((giorno, index) => ({
      giorno,
      id_DisponibilitaProfilo: index + 1,
      ...(exceptions[giorno] ?? { disponibile: true, modificabile: true }),
    })),
    ...rest,
  };
}

describe.each(LANGUAGES)('AvailabilityTab in %s', (language) => {
  const intl = intlFor(language);
  const renderPage = (data: DatiDisponibilita = answer()) => {
    const page = renderTab(AvailabilityTab, { data, language, preloadedState: lookupsLoaded(language) });
    const a = (id: string, values?: Record<string, string | number>) => page.t(`profile.availability.${id}`, values);
    /** What a screen reader reads for a day: its date, then its state. */
    const dateName = (iso: string) => {
      const [year, month, date] = iso.split('-').map(Number);
      return intl.formatDate(new Date(year, month - 1, date), { weekday: 'long', day: 'numeric', month: 'long' });
    };
    /**
     * A day's button by its cell (role queries over a whole month of buttons are slow in jsdom);
     * its name is checked to be the date, so what is clicked is what a user would find.
     */
    const day = (iso: string) => {
      const button = document.querySelector<HTMLButtonElement>(`td[data-date="${iso}"] button.availability-day`);
      if (!button) throw new Error(`no button for ${iso}`);
      expect(button.getAttribute('aria-label')).toMatch(new RegExp(`^${dateName(iso)}: `));
      return button;
    };
    const stateOf = (iso: string) => day(iso).getAttribute('aria-label')!.split(': ')[1];
    return { ...page, intl, a, day, stateOf, dateName };
  };

  it('shows the month from today, each day a button, and none before today', () => {
    const { a, stateOf, dateName } = renderPage();
    expect(screen.getByRole('heading', { name: a('calendar.title') })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: a('day', { date: dateName('2030-05-10'), state: a('day.available') }) }),
    ).toBeEnabled();
    expect(stateOf('2030-05-31')).toBe(a('day.available'));
    expect(screen.queryByRole('button', { name: new RegExp(`^${dateName('2030-05-09')}`) })).not.toBeInTheDocument();
  });

  it('starts the week on Monday in Italian and on Sunday in English', () => {
    renderPage();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.toLowerCase());
    expect(headers[0]).toMatch(language === 'it' ? /^lun/ : /^sun/);
  });

  it('toggles a day with a click, marks it unavailable and sends every day of the window', async () => {
    const { user, a, day, stateOf, save, submitted } = renderPage(
      answer({ '2030-05-15': { disponibile: false, modificabile: true } }),
    );
    expect(stateOf('2030-05-15')).toBe(a('day.unavailable'));
    await user.click(day('2030-05-12'));
    expect(stateOf('2030-05-12')).toBe(a('day.unavailable'));
    expect(day('2030-05-12')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2030-05-12').closest('td')).toHaveClass('availability-unavailable');
    await user.click(day('2030-05-15'));
    expect(stateOf('2030-05-15')).toBe(a('day.available'));
    expect(screen.getByText(a('summary', { count: 1 }))).toBeInTheDocument();
    await save();
    const values = await submitted();
    const days = values.listaDisponibilita as { giorno: string; disponibile: boolean }[];
    expect(days).toHaveLength(52);
    expect(days.filter((entry) => !entry.disponibile)).toEqual([{ giorno: '2030-05-12', disponibile: false }]);
    // Only what SalvaDatiDisponibilita takes: no modificabile, no ids.
    expect(Object.keys(days[0]).sort()).toEqual(['disponibile', 'giorno']);
    expect(values).toMatchObject({ greenPass: false, dataScadenzaGreenPass: null, listaNazioni: [] });
  });

  it('moves to next month and no further than its end', async () => {
    const { user, a, day, stateOf } = renderPage();
    const next = screen.getByRole('button', { name: a('calendar.next') });
    await user.click(next);
    await user.click(day('2030-06-30'));
    expect(stateOf('2030-06-30')).toBe(a('day.unavailable'));
    expect(screen.getByRole('button', { name: a('calendar.next') })).toBeDisabled();
  });

  it('keeps a day held by an accepted engagement locked and sends it unavailable, as it was read', async () => {
    const { user, a, day, stateOf, save, submitted } = renderPage(
      answer({ '2030-05-20': { disponibile: false, modificabile: false } }),
    );
    expect(stateOf('2030-05-20')).toBe(a('day.lockedUnavailable'));
    expect(day('2030-05-20')).toBeDisabled();
    // Not counted among the days the worker marked: the legend names it.
    expect(screen.getByText(a('summary', { count: 0 }))).toBeInTheDocument();
    await user.click(day('2030-05-20'));
    expect(stateOf('2030-05-20')).toBe(a('day.lockedUnavailable'));
    await save();
    const days = (await submitted()).listaDisponibilita as { giorno: string; disponibile: boolean }[];
    expect(days.find((entry) => entry.giorno === '2030-05-20')).toEqual({ giorno: '2030-05-20', disponibile: false });
  });

  it('asks for the region of an Italian working area and sends it', async () => {
    const { user, t, a, save, submitted, onSubmit } = renderPage();
    expect(screen.getByText(a('areas.none'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: endingWith(a('areas.add')) }));
    const area = within(screen.getByRole('group', { name: a('areas.area', { number: 1 }) }));
    await choose(user, area.getByLabelText(t('components.nationRegion.nation')), 'Italia');
    await save();
    expect(await area.findByText(t('validation.profile.region.required'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await choose(user, area.getByLabelText(t('components.nationRegion.region')), 'Lazio');
    await save();
    expect((await submitted()).listaNazioni).toEqual([{ id_Nazione: 21, id_Regione: 8 }]);
  });

  it('drops the region when the nation changes to one without regions', async () => {
    const { user, t, a, save, submitted } = renderPage(
      answer({}, { listaNazioni: [{ id_Nazione: 21, id_Regione: 9 }] }),
    );
    const area = within(screen.getByRole('group', { name: a('areas.area', { number: 1 }) }));
    expect(area.getByText('Lombardia')).toBeInTheDocument();
    await choose(user, area.getByLabelText(t('components.nationRegion.nation')), 'Francia');
    expect(area.queryByLabelText(t('components.nationRegion.region'))).not.toBeInTheDocument();
    await save();
    expect((await submitted()).listaNazioni).toEqual([{ id_Nazione: 10, id_Regione: null }]);
  });

  it('offers at most three working areas', async () => {
    const { user, a } = renderPage(
      answer(
        {},
        {
          listaNazioni: [
            { id_Nazione: 10, id_Regione: null },
            { id_Nazione: 27, id_Regione: null },
          ],
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: endingWith(a('areas.add')) }));
    expect(screen.getByRole('group', { name: a('areas.area', { number: 3 }) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: endingWith(a('areas.add')) })).not.toBeInTheDocument();
    expect(screen.getByText(a('areas.full'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: a('areas.remove', { number: 3 }) }));
    expect(screen.getByRole('button', { name: endingWith(a('areas.add')) })).toBeInTheDocument();
  });

  it('keeps the green pass folded away; its switch reveals the expiry date, which is then required', async () => {
    const { user, t, a, save, onSubmit } = renderPage();
    expect(screen.queryByRole('switch', { name: a('greenPass.has') })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: endingWith(a('greenPass.title')) }));
    await user.click(await screen.findByRole('switch', { name: a('greenPass.has') }));
    expect(await screen.findByLabelText(a('greenPass.expiry'))).toBeInTheDocument();
    await save();
    expect(await screen.findByText(t('validation.profile.greenPassExpiry.required'))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens the green pass when the user has one, with its expiry', async () => {
    const { a } = renderPage(answer({}, { greenPass: true, dataScadenzaGreenPass: '2030-12-31' }));
    expect(await screen.findByRole('switch', { name: a('greenPass.has') })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText(a('greenPass.expiry'))).not.toHaveValue(''));
  });

  it('does not offer a green pass expiry before today in the picker', async () => {
    const { user, a } = renderPage(answer({}, { greenPass: true, dataScadenzaGreenPass: '2030-05-20' }));
    await screen.findByRole('switch', { name: a('greenPass.has') });
    const offers = await openDatePicker(user, await screen.findByLabelText(a('greenPass.expiry')));
    expect(offers('2030-05-09')).toBe(false);
    expect(offers('2030-05-10')).toBe(true);
  });
});
