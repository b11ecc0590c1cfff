import { screen } from '@testing-library/react';
import { intlFor, renderWithProviders, setupUser } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import { SideMenu } from '../SideMenu';

afterEach(() => jest.restoreAllMocks());

/** The entries bound to a plan (product.md §1.2, §2.6): the worker's sheets from Advanced, the rest Master's. */
const ADVANCED_ENTRIES = ['timesheets.menu', 'carsheets.menu', 'earnings.menu'];
const MASTER_ENTRIES = ['jobs.menu', 'search.menu', 'favorites.menu'];

describe.each(LANGUAGES)('the side menu, in %s', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });
  const renderMenu = (tier: number) =>
    renderWithProviders(<SideMenu />, { language, route: '/home', preloadedState: signedInAs(tier) });
  const entry = (id: string) => screen.queryByRole('menuitem', { name: new RegExp(`^${t(id)}`) });
  /** The star's label, "Master feature", is part of a starred entry's name. */
  const starred = (id: string) => entry(id)?.querySelector(`[aria-label="${t('menu.starred')}"]`) != null;

  it('shows a Basic user neither the sheets nor the Master entries', () => {
    renderMenu(0);
    for (const id of [...ADVANCED_ENTRIES, ...MASTER_ENTRIES]) expect(entry(id)).toBeNull();
    expect(entry('enlistments.menu')).not.toBeNull();
  });

  it('shows an Advanced user the time reports and car sheets, unstarred, and not the Master entries', () => {
    renderMenu(1);
    for (const id of ADVANCED_ENTRIES) {
      expect(entry(id)).not.toBeNull();
      expect(starred(id)).toBe(false);
    }
    for (const id of MASTER_ENTRIES) expect(entry(id)).toBeNull();
  });

  it('shows a Master user every entry, the Master ones starred', () => {
    renderMenu(2);
    for (const id of ADVANCED_ENTRIES) {
      expect(entry(id)).not.toBeNull();
      expect(starred(id)).toBe(false);
    }
    for (const id of MASTER_ENTRIES) expect(starred(id)).toBe(true);
  });

  it('offers the email preferences under the settings, to every user, and opens them', async () => {
    const typist = setupUser();
    // On a settings page, the settings stand open.
    const { currentPath } = renderWithProviders(<SideMenu />, {
      language,
      route: '/changepassword',
      preloadedState: signedInAs(0),
    });
    await typist.click(screen.getByRole('menuitem', { name: t('emailPreferences.menu') }));
    expect(currentPath()).toBe('/emailpreferences');
  });
});
