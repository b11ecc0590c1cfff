import { screen, within } from '@testing-library/react';
import { intlFor, renderWithProviders } from '../../../testing/render';
import { signedInAs, signedOutAfterDeletion } from '../../../testing/session';
import { LANGUAGES } from '@shared/validation/language';
import LandingPage from '../LandingPage';

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('LandingPage in %s', (language) => {
  const intl = intlFor(language);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const other = LANGUAGES.find((code) => code !== language)!;

  it('leads to sign-up and sign-in from the hero, with a cue to the sections below', () => {
    renderWithProviders(<LandingPage />, { language });
    expect(screen.getByRole('heading', { level: 1, name: t('landing.hero.title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('landing.hero.register') })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: t('landing.hero.login') })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: t('landing.scroll') })).toHaveAttribute('href', '#crew');
    for (const area of ['crew', 'clients', 'plans', 'downloads']) {
      expect(screen.getByRole('heading', { level: 2, name: t(`landing.${area}.title`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: t('landing.contact.cta') })).toHaveAttribute('href', '/contact');
  });

  it('offers the brochure and the guide in both languages, this one first', () => {
    renderWithProviders(<LandingPage />, { language });
    for (const document of ['brochure', 'guide']) {
      const name = (code: string) =>
        t('landing.downloads.linkLabel', {
          document: t(`landing.downloads.${document}`),
          language: t(`layout.language.${code}`),
        });
      const here = screen.getByRole('link', { name: name(language) });
      const there = screen.getByRole('link', { name: name(other) });
      expect(here).toHaveAttribute('href', `/docs/troupe-${document}-${language}.pdf`);
      expect(there).toHaveAttribute('href', `/docs/troupe-${document}-${other}.pdf`);
      expect(here.compareDocumentPosition(there) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("lists the time reports and car sheets under Advanced, the worker's plan, and not as a Master addition", () => {
    renderWithProviders(<LandingPage />, { language });
    const plan = (key: string) =>
      screen.getByRole('heading', { level: 3, name: t(`landing.plans.${key}.name`) }).closest('li')!;
    expect(plan('advanced')).toHaveTextContent(/time report/i);
    expect(plan('master')).not.toHaveTextContent(/time report/i);
    expect(plan('master')).toHaveTextContent(t('landing.plans.master.f1'));
  });

  it('says how to install the app from the browser on an iPhone and on Android, with no store badge', () => {
    renderWithProviders(<LandingPage />, { language });
    const section = screen.getByRole('heading', { level: 3, name: t('landing.app.title') }).parentElement!;
    expect(section).toHaveTextContent(t('landing.app.iphone'));
    expect(section).toHaveTextContent(t('landing.app.android'));
    expect(section.querySelector('a')).toBeNull();
  });

  it('sends a signed-in visitor home instead of asking to sign up', () => {
    renderWithProviders(<LandingPage />, { language, route: '/home-page', preloadedState: signedInAs(0) });
    expect(screen.getByRole('link', { name: t('landing.hero.home') })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('link', { name: t('landing.hero.register') })).toBeNull();
    expect(screen.queryByRole('link', { name: t('landing.plans.cta') })).toBeNull();
  });

  it('says once that the account was deleted', () => {
    const { store } = renderWithProviders(<LandingPage />, {
      language,
      preloadedState: signedOutAfterDeletion(t('accounts.delete.success')),
    });
    expect(within(screen.getByRole('alert')).getByText(t('accounts.delete.success'))).toBeInTheDocument();
    expect(store.getState().session.flows.accountDeletion.status).toBe('idle');
  });
});
