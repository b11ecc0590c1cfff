import { screen, within } from '@testing-library/react';
import { intlFor, renderWithProviders } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import HomeScreen from '../HomeScreen';

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('the home screen the app composes, in %s', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });
  const renderHome = (subscriptionType: number) => {
    renderWithProviders(<HomeScreen />, { language, route: '/home', preloadedState: signedInAs(subscriptionType) });
    const cards = within(screen.getByRole('navigation', { name: t('home.cards') }));
    return { cards, hrefOf: (label: string) => cards.queryByText(t(label))?.closest('a')?.getAttribute('href') };
  };

  it('shows as cards the menu entries the user may open now', () => {
    const { hrefOf } = renderHome(2);
    expect(hrefOf('menu.about')).toBe('/about-us');
    expect(hrefOf('menu.privacy')).toBe('/privacy');
    expect(hrefOf('menu.terms')).toBe('/terms');
    expect(hrefOf('menu.changePassword')).toBe('/changepassword');
    expect(hrefOf('jobs.menu')).toBe('/jobs');
    expect(hrefOf('timesheets.menu')).toBe('/timesheets');
    expect(hrefOf('carsheets.menu')).toBe('/carsheets');
  });

  it('leaves out the home itself and the account actions, which stay in the menu', () => {
    const { cards } = renderHome(2);
    expect(cards.queryByText(t('menu.home'))).toBeNull();
    expect(cards.queryByText(t('menu.deleteAccount'))).toBeNull();
    expect(cards.queryByText(t('menu.logout'))).toBeNull();
  });

  it('follows the menu rule for the tiers: on Advanced the time reports and car sheets, no jobs', () => {
    const { hrefOf } = renderHome(1);
    expect(hrefOf('jobs.menu')).toBeUndefined();
    expect(hrefOf('timesheets.menu')).toBe('/timesheets');
    expect(hrefOf('carsheets.menu')).toBe('/carsheets');
    expect(hrefOf('menu.about')).toBe('/about-us');
  });

  it('offers a Basic user neither the sheets nor the jobs', () => {
    const { hrefOf } = renderHome(0);
    expect(hrefOf('jobs.menu')).toBeUndefined();
    expect(hrefOf('timesheets.menu')).toBeUndefined();
    expect(hrefOf('carsheets.menu')).toBeUndefined();
  });
});
