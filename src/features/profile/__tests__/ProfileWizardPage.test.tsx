import { act, screen, waitFor } from '@testing-library/react';
import { languageChosen } from '../../../store/language';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { label, shownValue } from '../../../testing/tabHarness';
import { screenIsWide } from '../../../testing/screenWidth';
import { LANGUAGES, type Language } from '@shared/validation/language';
import type { DatiFamiliari } from '@shared/contracts/profile';
import ProfileWizardPage from '../ProfileWizardPage';
import { profileApi } from '../profileApi';

// The tab's own read never answers: these tests are about the navigation and where it leads.
beforeEach(() => jest.spyOn(profileApi, 'loadTab').mockReturnValue(new Promise(() => undefined)));
afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('the profile wizard (%s)', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });
  const open = (route: string, workflow: number) =>
    renderWithProviders(<ProfileWizardPage />, {
      language,
      route,
      path: '/profile/:tab',
      preloadedState: { workflow: { value: workflow } },
    });

  describe('on a wide screen, the tabs', () => {
    beforeEach(() => screenIsWide(true));

    it('send a user to the tab to save next and lock the tabs after it', async () => {
      const { currentPath } = open('/profile/bank', 3);
      expect(
        await screen.findByRole('tab', { name: t('profile.tab.personalJuridical'), selected: true }),
      ).toBeInTheDocument();
      expect(currentPath()).toBe('/profile/personal-juridical');
      expect(screen.getByRole('tab', { name: t('profile.tab.data') })).not.toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('tab', { name: t('profile.tab.citizenship') })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('tab', { name: t('profile.tab.bank') })).toHaveAttribute('aria-disabled', 'true');
      // One navigation: no second list of the nine names.
      expect(screen.getAllByText(t('profile.tab.bank'))).toHaveLength(1);
    });

    it('open any tab of a complete profile by its path', async () => {
      const { currentPath } = open('/profile/fiscal', 0);
      expect(await screen.findByRole('tab', { name: t('profile.tab.fiscal'), selected: true })).toBeInTheDocument();
      expect(currentPath()).toBe('/profile/fiscal');
      expect(screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-disabled') === 'true')).toEqual([]);
    });
  });

  describe('on a phone, the list of sections', () => {
    beforeEach(() => screenIsWide(false));

    it('shows the current section, offers the saved ones and locks the rest', async () => {
      const user = setupUser();
      const { currentPath } = open('/profile/personal-juridical', 3);
      const sections = await screen.findByRole('combobox', { name: t('profile.section') });
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      await user.click(sections);
      // The drawn list (antd's listbox for screen readers holds only the options near the active one).
      expect(await screen.findByTitle(t('profile.tab.bank'))).toHaveClass('ant-select-item-option-disabled');
      expect(screen.getByTitle(t('profile.tab.data'))).not.toHaveClass('ant-select-item-option-disabled');
      await user.click(screen.getByTitle(t('profile.tab.data')));
      expect(currentPath()).toBe('/profile/data');
    });
  });
});

describe('the profile wizard after a language switch', () => {
  beforeEach(() => screenIsWide(true));

  it("names the open tab's lists and the chosen entry in the new language at once", async () => {
    const married: Record<Language, string> = { it: 'Coniugato/a', en: 'Married' };
    const familyIn = (language: Language): DatiFamiliari => ({
      statoCivile: 1,
      codiceFiscaleConiuge: 'RSSMRA80A01H501U',
      numeroFigliACarico: 0,
      percentualeFigliACarico: null,
      listaFigliACarico: [],
      listaStatiCivili: [{ chiave: 1, valore: married[language] }],
    });
    // The server answers in the language the request carries: the store's, as the API client sends it.
    let language: () => Language = () => 'it';
    jest.spyOn(profileApi, 'loadTab').mockImplementation(async () => familyIn(language()) as never);
    const { store } = renderWithProviders(<ProfileWizardPage />, {
      language: 'it',
      route: '/profile/family',
      path: '/profile/:tab',
      preloadedState: { workflow: { value: 0 } },
    });
    language = () => store.getState().language.current;
    const status = (current: Language) =>
      screen.getByLabelText(label(intlFor(current).formatMessage({ id: 'profile.family.maritalStatus' }), current));
    await waitFor(() => expect(shownValue(status('it'))).toBe('Coniugato/a'));

    act(() => {
      store.dispatch(languageChosen('en'));
    });
    await waitFor(() => expect(shownValue(status('en'))).toBe('Married'));
  });
});
