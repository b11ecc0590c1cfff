import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import enMessages from '../../../../locales/en.json';
import itMessages from '../../../../locales/it.json';
import { intlFor } from '../../../testing/render';
import { LANGUAGES, type Language } from '@shared/validation/language';
import { LanguageProvider } from '../../LanguageProvider';
import { PUBLIC_PAGES } from '@shared/contracts/publicPages';
import { pageRoutes } from '../../routes';
import { createAppStore } from '../../store';
import { PageTitle, type RouteHandle } from '../PageTitle';

/**
 * One pattern for the browser tab's title on every route, "Profilo · Troupe" in both languages
 * (docs/decisions.md, SPA structure and loading).
 */

const pages = pageRoutes;

describe('the route table', () => {
  it('names every route with a message of both languages', () => {
    const unnamed = pages
      .filter((route) => !(route.handle as RouteHandle | undefined)?.title)
      .map((route) => route.path);
    expect(unnamed).toEqual([]);
    const untranslated = pages
      .map((route) => (route.handle as RouteHandle).title)
      .filter((id) => !(id in itMessages) || !(id in enMessages));
    expect(untranslated).toEqual([]);
  });

  it('describes every public page for search engines, in both languages', () => {
    for (const path of Object.values(PUBLIC_PAGES)) {
      const description = (pages.find((route) => route.path === path)?.handle as RouteHandle | undefined)?.description;
      expect([path, description && description in itMessages && description in enMessages]).toEqual([path, true]);
    }
  });

  it('calls the payment method page what the menu calls it', () => {
    const page = pages.find((route) => route.path === '/changepayment')!;
    for (const language of LANGUAGES) {
      const intl = intlFor(language);
      expect(intl.formatMessage({ id: (page.handle as RouteHandle).title })).toBe(
        intl.formatMessage({ id: 'changePayment.menu' }),
      );
    }
  });
});

describe.each(LANGUAGES)('PageTitle in %s', (language: Language) => {
  const intl = intlFor(language);
  // Each render's store persists its language; a test starts from none, not from the last one's.
  beforeEach(() => localStorage.clear());

  function renderAt(path: string) {
    const { store } = createAppStore({ language: { current: language } } as never);
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <PageTitle />
              <Outlet />
            </>
          ),
          children: [
            { path: '/profile', element: <p>profile</p>, handle: { title: 'profile.title' } },
            { path: '/login', element: <p>login</p>, handle: { title: 'login.title', description: 'seo.login' } },
            { path: '/untitled', element: <p>untitled</p> },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(
      <Provider store={store}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </Provider>,
    );
  }

  it('writes "<page> · Troupe"', async () => {
    renderAt('/profile');
    await waitFor(() => expect(document.title).toBe(`${intl.formatMessage({ id: 'profile.title' })} · Troupe`));
    expect(document.title).toBe(language === 'it' ? 'Profilo · Troupe' : 'Profile · Troupe');
  });

  const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

  it("gives a public page its own description, and any other page the product's", async () => {
    renderAt('/login');
    await waitFor(() => expect(description()).toBe(intl.formatMessage({ id: 'seo.login' })));
    expect(description()).toMatch(language === 'it' ? /^Accedi a Troupe/ : /^Sign in to Troupe/);
  });

  it("gives a signed-in page the product's description", async () => {
    renderAt('/profile');
    await waitFor(() => expect(description()).toBe(intl.formatMessage({ id: 'seo.product' })));
  });

  // jsdom has no Request, which a data router's navigation needs: each path is a render of its own.
  it('writes the product alone where a route names nothing', async () => {
    renderAt('/untitled');
    await waitFor(() => expect(document.title).toBe('Troupe'));
  });
});
