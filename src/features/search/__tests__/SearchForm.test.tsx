import { screen, waitFor } from '@testing-library/react';
import { lookupsLoaded, nations } from '../../../testing/lookups';
import { intlFor, renderWithProviders, setupUser, typeIntoDate } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { addDays, todayInRome } from '@shared/validation/dates';
import type { Language } from '@shared/validation/language';
import { SearchForm } from '../SearchForm';

/** The spoken languages and levels as /api/Dominio/Lingue and /LivelloLingue answer them. */
const languages = [
  { id_LinguaProfilo: 1, lingua: 'Italiano' },
  { id_LinguaProfilo: 2, lingua: 'Inglese' },
];
const levels = [
  { chiave: 1, valore: 'A2 – Elementare', codice: 'A2' },
  { chiave: 3, valore: 'B2 – Intermedio superiore', codice: 'B2' },
  { chiave: 5, valore: 'C2 – Padronanza', codice: 'C2' },
];

/** An optional field's name: its label, then the form's "optional" mark. */
const labelled = (label: string) => new RegExp(`^${label}`);

function renderForm(language: Language) {
  const onSearch = jest.fn();
  renderWithProviders(<SearchForm nations={nations} scopes={[]} pending={false} failure={null} onSearch={onSearch} />, {
    preloadedState: { ...signedInAs(2), ...lookupsLoaded(language, { nations, languages, levels, scopes: [] }) },
    language,
    route: '/search',
  });
  return { onSearch, t: (id: string) => intlFor(language).formatMessage({ id }) };
}

/** Both dates, typed as each language writes them (day first in Italian, ISO in English). */
async function fillDates(user: ReturnType<typeof setupUser>, language: Language, t: (id: string) => string) {
  const day = (offset: number) => {
    const iso = addDays(todayInRome(), offset);
    return language === 'it' ? iso.split('-').reverse().join('/') : iso;
  };
  await typeIntoDate(user, screen.getByLabelText(t('search.form.dataInizio')), `${day(3)}{Enter}`);
  await typeIntoDate(user, screen.getByLabelText(t('search.form.dataFine')), `${day(5)}{Enter}`);
}

describe('/search: the spoken language and its lowest level', () => {
  it.each(['it', 'en'] as const)('searches by a language at a minimum level (%s)', async (language) => {
    const { onSearch, t } = renderForm(language);
    const user = setupUser();
    const level = screen.getByRole('combobox', { name: labelled(t('search.form.level')) });
    // The level waits for a language.
    expect(level).toBeDisabled();
    expect(screen.getByText(t('search.form.level.pickLanguage'))).toBeInTheDocument();
    await fillDates(user, language, t);
    await user.click(screen.getByRole('combobox', { name: labelled(t('search.form.language')) }));
    await user.click(await screen.findByTitle('Inglese'));
    expect(level).toBeEnabled();
    await user.click(level);
    await user.click(await screen.findByTitle('B2 – Intermedio superiore'));
    await user.click(screen.getByRole('button', { name: t('search.form.submit') }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ id_LinguaProfilo: 2, livelloMinimo: 3 })),
    );
  });

  it('searches without a language by default, at any level with one (English)', async () => {
    const { onSearch, t } = renderForm('en');
    const user = setupUser();
    await fillDates(user, 'en', t);
    await user.click(screen.getByRole('button', { name: t('search.form.submit') }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith(
        expect.objectContaining({ id_LinguaProfilo: null, livelloMinimo: null }),
      ),
    );
    await user.click(screen.getByRole('combobox', { name: labelled(t('search.form.language')) }));
    await user.click(await screen.findByTitle('Italiano'));
    expect(screen.getByText(t('search.form.level.any'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('search.form.submit') }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ id_LinguaProfilo: 1, livelloMinimo: null })),
    );
  });
});
