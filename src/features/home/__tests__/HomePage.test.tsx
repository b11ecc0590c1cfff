import { screen, within } from '@testing-library/react';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { LANGUAGES } from '../../../validation/language';
import { sessionApi } from '../../session/sessionApi';
import { initialSessionState } from '../../session/sessionSlice';
import HomePage from '../HomePage';
import NotFoundPage from '../NotFoundPage';

const user = {
  username: 'mario',
  workflow: 0,
  token: 'token-1',
  id_Profilo: 7,
  userId: 7,
  email: 'mario@example.com',
  tipologiaUtente: 0,
  tipologiaAbbonamento: 2,
};

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('HomePage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  it('greets the user, names the plan and links to what can be done now', () => {
    // The start-up refresh of the user data stays unanswered: it is not what this test is about.
    jest.spyOn(sessionApi, 'getUserData').mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<HomePage />, {
      language,
      route: '/home',
      preloadedState: { session: { ...initialSessionState, user }, workflow: { value: 0 }, subscriptionType: { value: 2 } },
    });
    expect(screen.getByRole('heading', { name: t('home.greeting', { username: 'mario' }) })).toBeInTheDocument();
    expect(screen.getByText(t('home.plan.master'))).toBeInTheDocument();
    const cards = within(screen.getByRole('navigation', { name: t('home.cards') }));
    const hrefOf = (label: string) => cards.getByText(t(label)).closest('a')?.getAttribute('href');
    expect(hrefOf('menu.about')).toBe('/about-us');
    expect(hrefOf('menu.privacy')).toBe('/privacy');
    expect(hrefOf('menu.terms')).toBe('/terms');
    expect(hrefOf('menu.changePassword')).toBe('/changepassword');
    // The page itself and the account's irreversible actions stay in the menu.
    expect(cards.queryByText(t('menu.home'))).toBeNull();
    expect(cards.queryByText(t('menu.deleteAccount'))).toBeNull();
    expect(cards.queryByText(t('menu.logout'))).toBeNull();
  });
});

describe.each(LANGUAGES)('NotFoundPage in %s', (language) => {
  it('shows only the illustration, described in the language', () => {
    const { container } = renderWithProviders(<NotFoundPage />, { language, route: '/nowhere' });
    const image = screen.getByRole('img', { name: intlFor(language).formatMessage({ id: 'notFound.alt' }) });
    expect(image).toHaveAttribute('src', '/images/not-found.svg');
    expect(container.textContent).toBe('');
  });
});
