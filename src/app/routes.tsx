import { type ComponentType, type ReactNode, isValidElement, lazy } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  Navigate,
  type Params,
  type RouteObject,
  createBrowserRouter,
  matchRoutes,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import { selectWorkflow } from '../features/profile/selectors';
import { forcedTabPath } from '../features/profile/wizardSteps';
import { RETURN_QUERY, pathInsideApp, signInLeadingTo } from '../features/session/returnPath';
import { selectIsSignedIn, selectLeftOnPurpose } from '../features/session/selectors';
import { useAppSelector } from '../store/hooks';
import type { RouteHandle } from './layout/PageTitle';
import { RootLayout } from './layout/RootLayout';
import { PAGE_TIERS } from './pageTiers';
import { RequireTier, type TierRule } from './RequireTier';
import { RouteError } from './layout/RouteError';
import { OfflineReadOnly } from './OfflineReadOnly';
import { PrerenderHandOff } from './prerendered';
import { PUBLIC_PAGES } from '@shared/contracts/publicPages';
import { profileTabOfPath } from '@shared/validation/profile/tabs';
import { todayInRome } from '@shared/validation/dates';
import { carsheets } from '../features/carsheets/carsheetsSlice';
import { earningsYearChosen } from '../features/earnings/earningsSlice';
import { enlistmentsPageOpened } from '../features/enlistments/enlistmentsSlice';
import { favoritesPageOpened } from '../features/favorites/favoritesSlice';
import { jobsPageOpened } from '../features/jobs/jobsSlice';
import { profileTabOpened } from '../features/profile/profileSlice';
import { selectIsMaster, selectSubscriptionType } from '../features/subscription';
import { timesheets } from '../features/timesheets/timesheetsSlice';
import type { RootState } from './store';

// Every page is its own chunk: the landing and login pages load nothing they do not show. A page
// only a signed-in user opens (a privateRoute below) is named signed-in-*, since it always opens
// inside the signed-in layout: the bundle budgets count what it downloads beyond that layout
// (webpack/bundleBudgets.js; src/app/__tests__/routes.test.ts holds the names to it).
/**
 * A page's lazy component, with the import that fetches its chunk: the entry starts it for the page
 * opened before React asks for it (preloadPage below).
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return Object.assign(lazy(load), { preload: load });
}

const LandingPage = lazyPage(() => import(/* webpackChunkName: "page-landing" */ '../features/landing/LandingPage'));
const LoginPage = lazyPage(() => import(/* webpackChunkName: "page-login" */ '../features/session/LoginPage'));
const RegisterPage = lazyPage(() => import(/* webpackChunkName: "page-register" */ '../features/session/RegisterPage'));
const ForgotPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "page-forgot-password" */ '../features/session/ForgotPasswordPage'),
);
const ResetPasswordPage = lazyPage(
  () => import(/* webpackChunkName: "page-reset-password" */ '../features/session/ResetPasswordPage'),
);
const ChangePasswordPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-change-password" */ '../features/session/ChangePasswordPage'),
);
const SignOutEverywherePage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-sign-out-everywhere" */ '../features/session/SignOutEverywherePage'),
);
const DeleteAccountPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-delete-account" */ '../features/session/DeleteAccountPage'),
);
const HomeScreen = lazyPage(() => import(/* webpackChunkName: "signed-in-home" */ './HomeScreen'));
const NotFoundPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-not-found" */ '../features/home/NotFoundPage'),
);
const ProfileWizardPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-profile" */ '../features/profile/ProfileWizardPage'),
);
const AboutPage = lazyPage(() => import(/* webpackChunkName: "page-about" */ '../features/legal/AboutPage'));
const PrivacyPage = lazyPage(() => import(/* webpackChunkName: "page-privacy" */ '../features/legal/PrivacyPage'));
const TermsPage = lazyPage(() => import(/* webpackChunkName: "page-terms" */ '../features/legal/TermsPage'));
const SubscriptionsPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-subscriptions" */ '../features/subscription/SubscriptionsPage'),
);
const ChangePaymentPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-change-payment" */ '../features/subscription/ChangePaymentPage'),
);
const JobsPage = lazyPage(() => import(/* webpackChunkName: "signed-in-jobs" */ '../features/jobs/JobsPage'));
const JobFormPage = lazyPage(() => import(/* webpackChunkName: "signed-in-job-form" */ '../features/jobs/JobFormPage'));
const SearchPage = lazyPage(() => import(/* webpackChunkName: "signed-in-search" */ '../features/search/SearchPage'));
const UserCardScreen = lazyPage(() => import(/* webpackChunkName: "signed-in-user-card" */ './UserCardScreen'));
const EnlistmentsPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-enlistments" */ '../features/enlistments/EnlistmentsPage'),
);
const EmailPreferencesPage = lazyPage(
  () =>
    import(/* webpackChunkName: "signed-in-email-preferences" */ '../features/emailPreferences/EmailPreferencesPage'),
);
const SuggestUsPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-suggest-us" */ '../features/suggestions/SuggestUsPage'),
);
const EnlistmentDetailPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-enlistment" */ '../features/enlistments/EnlistmentDetailPage'),
);
const TimesheetsPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-timesheets" */ '../features/timesheets/TimesheetsPage'),
);
const CarsheetsPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-carsheets" */ '../features/carsheets/CarsheetsPage'),
);
const EarningsPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-earnings" */ '../features/earnings/EarningsPage'),
);
const FavoritesPage = lazyPage(
  () => import(/* webpackChunkName: "signed-in-favorites" */ '../features/favorites/FavoritesPage'),
);

/**
 * Without a session, a private path leads to the sign-in, which opens it once signed in (an email's
 * link, a bookmark, a session that expired on the page); after the person signed out or deleted the
 * account, to the landing page.
 */
function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const leftOnPurpose = useAppSelector(selectLeftOnPurpose);
  const location = useLocation();
  if (signedIn) return children;
  return <Navigate to={leftOnPurpose ? '/' : signInLeadingTo(location)} replace />;
}

/** With a session, /login, /register and /forgot-password lead home, or to the page the sign-in names. */
function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [query] = useSearchParams();
  return signedIn ? <Navigate to={pathInsideApp(query.get(RETURN_QUERY)) ?? '/home'} replace /> : children;
}

/** The home screen, unless the profile wizard is unfinished: then its current tab (product.md §3.4). */
function Home() {
  const forced = forcedTabPath(useAppSelector(selectWorkflow));
  return forced === undefined ? <HomeScreen /> : <Navigate to={forced} replace />;
}
Home.preload = HomeScreen.preload;

function HomeOrLanding() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Home /> : <LandingPage />;
}

/** Unknown paths: the not-found screen with a session, the landing page without. */
function Unknown() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <NotFoundPage /> : <Navigate to="/" replace />;
}

/** A route and the message id naming it in the browser tab (PageTitle). */
const titled = (path: string, element: ReactNode, title: string): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
});

/**
 * The read a page starts as it opens, started by the entry instead when the app opens on that page
 * (preloadPage): the same action, so the page's own dispatch joins the request in flight (api/client.ts).
 */
type StartRead = (state: RootState, params: Params) => UnknownAction | undefined;
const READ_AT_START: Record<string, StartRead> = {
  '/jobs': () => jobsPageOpened(),
  '/enlistments': () => enlistmentsPageOpened(),
  '/timesheets': () => timesheets.actions.sheetPageOpened(),
  '/carsheets': () => carsheets.actions.sheetPageOpened(),
  '/favorites': (state) => favoritesPageOpened({ master: selectIsMaster(state) }),
  // EarningsPage's first year: the one last looked at, or this one.
  '/earnings': (state) => earningsYearChosen(state.earnings.anno ?? Number(todayInRome().slice(0, 4))),
  '/profile/:tab': (_state, params) => {
    const tab = profileTabOfPath(params.tab);
    return tab === undefined ? undefined : profileTabOpened(tab);
  },
};

/** What a private route's handle holds besides its title: what the entry starts for it (preloadPage). */
interface PageStart {
  chunk?: () => Promise<unknown>;
  tier?: TierRule;
  read?: StartRead;
}

/** The pages whose changes are kept on the device without a connection (product.md §4.19); every other is read-only offline. */
const EDITABLE_OFFLINE = new Set(['/timesheets', '/carsheets']);
const workingOffline = (path: string, element: ReactNode) =>
  EDITABLE_OFFLINE.has(path) ? element : <OfflineReadOnly>{element}</OfflineReadOnly>;

/** A page behind a session; with a tier rule, behind the plan notice too (RequireTier). */
const privateRoute = (path: string, element: ReactNode, title: string, tier?: TierRule): RouteObject => ({
  path,
  element: (
    <RequireSession>
      {tier ? (
        <RequireTier rule={tier} title={title}>
          {workingOffline(path, element)}
        </RequireTier>
      ) : (
        workingOffline(path, element)
      )}
    </RequireSession>
  ),
  handle: {
    title,
    chunk: isValidElement(element) ? (element.type as { preload?: () => Promise<unknown> }).preload : undefined,
    tier,
    read: READ_AT_START[path],
  } satisfies RouteHandle & PageStart,
});

/** A page search engines may show: its title, and the message id of its description in their results. */
const publicPage = (path: string, element: ReactNode, title: string, description: string): RouteObject => ({
  path,
  element,
  handle: { title, description } satisfies RouteHandle,
});

/** Every page of the app, each with its path, title and guards (the tests read them here too). */
export const pageRoutes: RouteObject[] = [
  publicPage(PUBLIC_PAGES.landing, <HomeOrLanding />, 'menu.home', 'seo.landing'),
  titled('/home-page', <LandingPage />, 'menu.home'),
  publicPage(
    PUBLIC_PAGES.login,
    <GuestOnly>
      <LoginPage />
    </GuestOnly>,
    'login.title',
    'seo.login',
  ),
  publicPage(
    PUBLIC_PAGES.register,
    <GuestOnly>
      <RegisterPage />
    </GuestOnly>,
    'register.title',
    'seo.register',
  ),
  publicPage(
    PUBLIC_PAGES.forgotPassword,
    <GuestOnly>
      <ForgotPasswordPage />
    </GuestOnly>,
    'forgotPassword.title',
    'seo.forgotPassword',
  ),
  titled('/reset-password/:token', <ResetPasswordPage />, 'resetPassword.title'),
  publicPage('/privacy', <PrivacyPage />, 'menu.privacy', 'seo.privacy'),
  publicPage(PUBLIC_PAGES.privacy, <PrivacyPage />, 'menu.privacy', 'seo.privacy'),
  publicPage('/terms', <TermsPage />, 'menu.terms', 'seo.terms'),
  publicPage(PUBLIC_PAGES.terms, <TermsPage />, 'menu.terms', 'seo.terms'),
  publicPage(PUBLIC_PAGES.about, <AboutPage />, 'menu.about', 'seo.about'),
  privateRoute('/home', <Home />, 'menu.home'),
  privateRoute('/app', <Home />, 'menu.home'),
  privateRoute('/profile', <ProfileWizardPage />, 'profile.title'),
  privateRoute('/profile/:tab', <ProfileWizardPage />, 'profile.title'),
  privateRoute('/changepassword', <ChangePasswordPage />, 'changePassword.title'),
  privateRoute('/signouteverywhere', <SignOutEverywherePage />, 'signOutEverywhere.title'),
  privateRoute('/deleteaccount', <DeleteAccountPage />, 'deleteAccount.title'),
  privateRoute('/emailpreferences', <EmailPreferencesPage />, 'emailPreferences.title'),
  privateRoute('/subscriptions', <SubscriptionsPage />, 'subscription.title'),
  privateRoute('/changepayment', <ChangePaymentPage />, 'changePayment.title'),
  privateRoute('/jobs', <JobsPage />, 'jobs.title', { tier: PAGE_TIERS.jobs }),
  privateRoute('/jobs/new', <JobFormPage />, 'jobs.form.title.new', { tier: PAGE_TIERS.jobs }),
  privateRoute('/jobs/:id', <JobFormPage />, 'jobs.form.title.edit', { tier: PAGE_TIERS.jobs }),
  privateRoute('/enlistments', <EnlistmentsPage />, 'enlistments.title'),
  privateRoute('/enlistments/:id/:status', <EnlistmentDetailPage />, 'page.enlistment'),
  privateRoute('/timesheets', <TimesheetsPage />, 'timesheets.title', { tier: PAGE_TIERS.timesheets }),
  privateRoute('/carsheets', <CarsheetsPage />, 'carsheets.title', { tier: PAGE_TIERS.carsheets }),
  privateRoute('/earnings', <EarningsPage />, 'earnings.title', { tier: PAGE_TIERS.earnings }),
  privateRoute('/suggest-us', <SuggestUsPage />, 'suggestions.title'),
  privateRoute('/search', <SearchPage />, 'search.title', { tier: PAGE_TIERS.search }),
  privateRoute('/search/result/user/:userId', <UserCardScreen />, 'page.userCard', {
    tier: PAGE_TIERS.crewCard,
    exceptOwn: 'userId',
  }),
  privateRoute('/user/:id', <UserCardScreen />, 'page.userCard', {
    tier: PAGE_TIERS.crewCard,
    exceptOwn: 'id',
  }),
  privateRoute('/favorites', <FavoritesPage />, 'favorites.title'),
  titled('*', <Unknown />, 'page.notFound'),
];

/*
 * A page whose code cannot load (a new deployment, a lost connection) or that fails to render shows
 * the product's own screen (layout/RouteError.tsx), inside the layout so the menu stays; the layout
 * itself failing shows it alone. Both are in the main bundle, never in a chunk that could be lost.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: (
      <>
        <RouteError />
        <PrerenderHandOff />
      </>
    ),
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

const startOf = (pathname: string) => {
  const match = matchRoutes(routes, pathname)?.at(-1);
  return match ? { start: match.route.handle as PageStart | undefined, params: match.params } : undefined;
};

/**
 * For a person signed in, the app opened on a private page: that page's chunk is fetched beside
 * the entry's work and the signed-in layout's chunk rather than after them (docs/decisions.md, "A
 * signed-in page's read starts with the entry").
 */
export function preloadPageChunk(pathname: string) {
  startOf(pathname)
    ?.start?.chunk?.()
    .catch(() => undefined);
}

/**
 * The read the page opened will start, to start it before its code has arrived (index.tsx, with
 * api/client.ts's readAhead). A page whose plan the person lacks is not read: it opens as the plan
 * notice.
 */
export function pageReadAtStart(pathname: string, state: RootState): UnknownAction | undefined {
  const found = startOf(pathname);
  const start = found?.start;
  if (!found || !start?.read || (start.tier && selectSubscriptionType(state) < start.tier.tier)) return undefined;
  return start.read(state, found.params);
}
