import { screen, within } from '@testing-library/react';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { signedInAs } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import HomePage, { type HomeCard } from '../HomePage';
import NotFoundPage from '../NotFoundPage';

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('HomePage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const cards: HomeCard[] = [
    { key: 'profile', label: 'menu.profile', icon: null, path: '/profile' },
    { key: 'about', label: 'menu.about', icon: null, path: '/about-us' },
  ];

  it('greets the user by the name the server gives, names the plan, shows the notice it is given and a card for each place', () => {
    renderWithProviders(<HomePage cards={cards} notice={<p>Notice</p>} />, {
      language,
      route: '/home',
      preloadedState: signedInAs(2, { username: 'mario.rossi', nomeSaluto: 'Mario' }),
    });
    expect(screen.getByRole('heading', { name: t('home.greeting', { name: 'Mario' }) })).toBeInTheDocument();
    expect(screen.getByText(t('home.plan.master'))).toBeInTheDocument();
    expect(screen.getByText('Notice')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: t('home.cards') })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/profile', '/about-us']);
    // A card is described when the locale has home.card.<key>.
    expect(links[0]).toHaveTextContent(t('home.card.profile'));
  });
});

describe.each(LANGUAGES)('NotFoundPage in %s', (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });

  it('keeps the illustration (decorative: the heading says it once), says in words that the page does not exist, and leads home', () => {
    const { container } = renderWithProviders(<NotFoundPage />, { language, route: '/nowhere' });
    expect(container.querySelector('img[src="/images/not-found.svg"]')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: t('notFound.title') })).toBeInTheDocument();
    expect(screen.getByText(t('notFound.body'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('notFound.home') })).toHaveAttribute('href', '/home');
  });
});
