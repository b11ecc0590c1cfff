import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { searchApi } from '../../features/search/searchApi';
import { intlFor, renderWithProviders } from '../../testing/render';
import { signedInAs } from '../../testing/session';
import { pageRoutes } from '../routes';

afterEach(() => jest.restoreAllMocks());

/** The notice and the pages are chunks of their own: a file's first import of one takes a second or more on a busy machine. */
const ARRIVAL = { timeout: 10_000 };

/*
 * The routing layer holds each page to the plan its calls need (product.md §1.6, §2.6): opened below
 * it, the page is the plan notice, so no form of it is shown to be refused at submit. The routes are
 * those of routes.tsx, rendered as the router renders them.
 */
const pages = pageRoutes;
const open = (path: string, route: string, tier: number) => {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no route ${path}`);
  return renderWithProviders(<Suspense>{page.element}</Suspense>, {
    language: 'en',
    route,
    path,
    preloadedState: signedInAs(tier),
  });
};
const t = (id: string, values?: Record<string, string>) => intlFor('en').formatMessage({ id }, values);
const notice = (plan: 'advanced' | 'master') => t('tierNotice.title', { plan: t(`home.plan.${plan}`) });

it.each([
  ['/jobs', '/jobs', 'master', 'jobs.title'],
  ['/jobs/new', '/jobs/new', 'master', 'jobs.form.title.new'],
  ['/jobs/:id', '/jobs/7', 'master', 'jobs.form.title.edit'],
  ['/search', '/search', 'master', 'search.title'],
  ['/search/result/user/:userId', '/search/result/user/9', 'master', 'page.userCard'],
  ['/user/:id', '/user/9', 'master', 'page.userCard'],
  ['/timesheets', '/timesheets', 'advanced', 'timesheets.title'],
  ['/carsheets', '/carsheets', 'advanced', 'carsheets.title'],
  ['/earnings', '/earnings', 'advanced', 'earnings.title'],
] as const)('%s (%s) opens, for a Basic user, as the notice naming %s', async (path, route, plan, title) => {
  open(path, route, 0);
  expect(await screen.findByText(notice(plan), undefined, ARRIVAL)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: t(title) })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t('tierNotice.link') })).toHaveAttribute('href', '/subscriptions');
});

it('opens the time report and car sheet pages for an Advanced user, not search', async () => {
  open('/search', '/search', 1);
  expect(await screen.findByText(notice('master'), undefined, ARRIVAL)).toBeInTheDocument();
  for (const path of ['/timesheets', '/carsheets']) {
    const { unmount } = open(path, path, 1);
    expect(await screen.findByRole('heading', { level: 1 }, ARRIVAL)).toBeInTheDocument();
    expect(screen.queryByText(notice('advanced'))).toBeNull();
    unmount();
  }
});

it.each([
  ['/user/:id', '/user/3'],
  ['/search/result/user/:userId', '/search/result/user/3'],
])("%s opens the user's own crew card on any plan", async (path, route) => {
  // signedInAs's user is id 3; the card's answer is held, the page asking for it is what counts.
  const card = jest.spyOn(searchApi, 'card').mockReturnValue(new Promise(() => undefined));
  open(path, route, 0);
  await waitFor(() => expect(card).toHaveBeenCalledWith(3), ARRIVAL);
  expect(screen.queryByText(notice('master'))).toBeNull();
});
