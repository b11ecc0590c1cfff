import { lazy, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject, useLocation, useSearchParams } from 'react-router-dom';
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
import { PrerenderHandOff } from './prerendered';
import { PUBLIC_PAGES } from '@shared/contracts/publicPages';

// Every page is its own chunk: the landing and login pages load nothing they do not show. A page
// only a signed-in user opens (a privateRoute below) is named signed-in-*, since it always opens
// inside the signed-in layout: the bundle budgets count what it downloads beyond that layout
// (webpack/bundleBudgets.js; src/app/__tests__/routes.test.ts holds the names to it).
const LandingPage = lazy(() => import(/* webpackChunkName: "page-landing" */ '../features/landing/LandingPage'));
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ '../features/session/LoginPage'));
const RegisterPage = lazy(() => import(/* webpackChunkName: "page-register" */ '../features/session/RegisterPage'));
const ForgotPasswordPage = lazy(
  () => import(/* webpackChunkName: "page-forgot-password" */ '../features/session/ForgotPasswordPage'),
);
const ResetPasswordPage = lazy(
  () => import(/* webpackChunkName: "page-reset-password" */ '../features/session/ResetPasswordPage'),
);
const ChangePasswordPage = lazy(
  () => import(/* webpackChunkName: "signed-in-change-password" */ '../features/session/ChangePasswordPage'),
);
const SignOutEverywherePage = lazy(
  () => import(/* webpackChunkName: "signed-in-sign-out-everywhere" */ '../features/session/SignOutEverywherePage'),
);
const DeleteAccountPage = lazy(
  () => import(/* webpackChunkName: "signed-in-delete-account" */ '../features/session/DeleteAccountPage'),
);
const HomeScreen = lazy(() => import(/* webpackChunkName: "signed-in-home" */ './HomeScreen'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "signed-in-not-found" */ '../features/home/NotFoundPage'));
const ProfileWizardPage = lazy(
  () => import(/* webpackChunkName: "signed-in-profile" */ '../features/profile/ProfileWizardPage'),
);
const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ '../features/legal/AboutPage'));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "page-privacy" */ '../features/legal/PrivacyPage'));
const TermsPage = lazy(() => import(/* webpackChunkName: "page-terms" */ '../features/legal/TermsPage'));
const SubscriptionsPage = lazy(
  () => import(/* webpackChunkName: "signed-in-subscriptions" */ '../features/subscription/SubscriptionsPage'),
);
const ChangePaymentPage = lazy(
  () => import(/* webpackChunkName: "signed-in-change-payment" */ '../features/subscription/ChangePaymentPage'),
);
const JobsPage = lazy(() => import(/* webpackChunkName: "signed-in-jobs" */ '../features/jobs/JobsPage'));
const JobFormPage = lazy(() => import(/* webpackChunkName: "signed-in-job-form" */ '../features/jobs/JobFormPage'));
const SearchPage = lazy(() => import(/* webpackChunkName: "signed-in-search" */ '../features/search/SearchPage'));
const UserCardScreen = lazy(() => import(/* webpackChunkName: "signed-in-user-card" */ './UserCardScreen'));
const EnlistmentsPage = lazy(
  () => import(/* webpackChunkName: "signed-in-enlistments" */ '../features/enlistments/EnlistmentsPage'),
);
const EmailPreferencesPage = lazy(
  () =>
    import(/* webpackChunkName: "signed-in-email-preferences" */ '../features/emailPreferences/EmailPreferencesPage'),
);
const SuggestUsPage = lazy(
  () => import(/* webpackChunkName: "signed-in-suggest-us" */ '../features/suggestions/SuggestUsPage'),
);
const EnlistmentDetailPage = lazy(
  () => import(/* webpackChunkName: "signed-in-enlistment" */ '../features/enlistments/EnlistmentDetailPage'),
);
const TimesheetsPage = lazy(
  () => import(/* webpackChunkName: "signed-in-timesheets" */ '../features/timesheets/TimesheetsPage'),
);
const CarsheetsPage = lazy(
  () => import(/* webpackChunkName: "signed-in-carsheets" */ '../features/carsheets/CarsheetsPage'),
);
const EarningsPage = lazy(
  () => import(/* webpackChunkName: "signed-in-earnings" */ '../features/earnings/EarningsPage'),
);
const FavoritesPage = lazy(
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

/** A page behind a session; with a tier rule, behind the plan notice too (RequireTier). */
const privateRoute = (path: string, element: ReactNode, title: string, tier?: TierRule): RouteObject =>
  titled(
    path,
    <RequireSession>
      {tier ? (
        <RequireTier rule={tier} title={title}>
          {element}
        </RequireTier>
      ) : (
        element
      )}
    </RequireSession>,
    title,
  );

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
