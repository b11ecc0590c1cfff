import { configure, screen, waitFor, within } from '@testing-library/react';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import { formatMoney } from '@shared/validation/money';
import EarningsPage from '../EarningsPage';
import { earningsApi } from '../earningsApi';

/** "Today" is 10 May 2030. */
jest.mock('@shared/validation/dates', () => ({
  ...jest.requireActual('@shared/validation/dates'),
  todayInRome: () => '2030-05-10',
}));
configure({ defaultHidden: true });
afterEach(() => jest.restoreAllMocks());

const year2030 = {
  anno: 2030,
  mesi: [
    {
      mese: '2030-04',
      totale: 74700,
      totaleApprovato: 74700,
      ingaggi: [{ id_Ingaggio: 10, id_Job: 1, nome: 'Spot Barilla', totale: 74700, totaleApprovato: 74700 }],
    },
    {
      mese: '2030-05',
      totale: 37350,
      totaleApprovato: 0,
      ingaggi: [{ id_Ingaggio: 11, id_Job: 2, nome: 'Serie TV', totale: 37350, totaleApprovato: 0 }],
    },
  ],
};

describe.each(LANGUAGES)('EarningsPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = (cents: number) => formatMoney(language, cents);

  it("shows this year's months with their approved and pending amounts, bars against the largest month, and each engagement", async () => {
    const read = jest.spyOn(earningsApi, 'year').mockResolvedValue(year2030);
    renderWithProviders(<EarningsPage />, { language, route: '/earnings', preloadedState: signedInAs(1) });
    const april = (await screen.findByRole('heading', { name: language === 'it' ? 'aprile' : 'April' })).closest('li')!;
    expect(read).toHaveBeenCalledWith(2030);
    expect(
      screen.getByText(t('earnings.yearTotals', { year: 2030, approved: money(74700), pending: money(37350) })),
    ).toBeInTheDocument();
    expect(within(april).getByText(t('earnings.approved', { amount: money(74700) }))).toBeInTheDocument();
    expect(within(april).getByText(t('earnings.pending', { amount: money(0) }))).toBeInTheDocument();
    expect(april.querySelector('.earnings-bar-approved')).toHaveStyle({ width: '100%' });
    const may = screen.getByRole('heading', { name: language === 'it' ? 'maggio' : 'May' }).closest('li')!;
    expect(within(may).getByText(t('earnings.pending', { amount: money(37350) }))).toBeInTheDocument();
    expect(may.querySelector('.earnings-bar-pending')).toHaveStyle({ width: '50%' });
    expect(
      within(may).getByText(t('earnings.engagement', { job: 'Serie TV', approved: money(0), pending: money(37350) })),
    ).toBeInTheDocument();
  });

  it('reads another year when chosen, and says when it has no earnings', async () => {
    const read = jest
      .spyOn(earningsApi, 'year')
      .mockResolvedValueOnce(year2030)
      .mockResolvedValueOnce({ anno: 2028, mesi: [] });
    const user = setupUser();
    renderWithProviders(<EarningsPage />, { language, route: '/earnings', preloadedState: signedInAs(1) });
    await screen.findByRole('heading', { name: language === 'it' ? 'aprile' : 'April' });
    await user.click(screen.getByRole('combobox', { name: t('earnings.year') }));
    await user.click(await screen.findByTitle('2028'));
    expect(await screen.findByText(t('earnings.none', { year: 2028 }))).toBeInTheDocument();
    await waitFor(() => expect(read).toHaveBeenLastCalledWith(2028));
  });
});
