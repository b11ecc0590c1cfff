import { screen, within } from '@testing-library/react';
import { renderAppRoutes } from '../../testing/appRouter';
import { intlFor } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { LANGUAGES } from '@shared/validation/language';

/*
 * Two pages that cannot show: the jobs page's code does not arrive (what webpack throws when a
 * chunk's request fails: a new deployment removed it, the connection dropped), the about page
 * fails to render.
 */
jest.mock('../../features/jobs/JobsPage', () => {
  throw Object.assign(new Error('Loading chunk signed-in-jobs failed.'), { name: 'ChunkLoadError' });
});
jest.mock('../../features/legal/AboutPage', () => ({
  __esModule: true,
  default: () => {
    throw new TypeError("Cannot read properties of undefined (reading 'map')");
  },
}));

// React and the router report a render's error on the console; the screen is what is tested here.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)("the product's screen for a page that cannot show (%s)", (language) => {
  const t = (id: string) => intlFor(language).formatMessage({ id });

  it('says the code did not arrive, inside the menu, with a reload, the way home and the suggestion box', async () => {
    renderAppRoutes('/jobs', { language, preloadedState: signedInAs(2) });
    const screenOfError = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(within(screenOfError).getByText(t('pageError.title'))).toBeInTheDocument();
    expect(within(screenOfError).getByText(t('pageError.notLoaded'))).toBeInTheDocument();
    expect(within(screenOfError).getByRole('button', { name: t('pageError.reload') })).toBeInTheDocument();
    expect(within(screenOfError).getByRole('link', { name: t('pageError.home') })).toHaveAttribute('href', '/');
    expect(within(screenOfError).getByRole('link', { name: t('pageError.report') })).toHaveAttribute(
      'href',
      '/suggest-us',
    );
    // The signed-in layout stays around it, so the menu (a drawer at jsdom's width) still leads everywhere else.
    expect(screen.getByRole('button', { name: t('menu.open') })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('says the page failed to show, and offers a visitor the support address', async () => {
    renderAppRoutes('/about-us', { language });
    const screenOfError = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(within(screenOfError).getByText(t('pageError.failed'))).toBeInTheDocument();
    expect(within(screenOfError).getByRole('link', { name: t('pageError.report') })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });
});
