import { lazy, type ReactNode } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { selectWorkflow } from '../features/profile/workflowSlice';
import { forcedTabPath } from '../features/profile/wizardSteps';
import { selectIsSignedIn } from '../features/session/selectors';
import { useAppSelector } from '../store/hooks';
import { RootLayout } from './layout/RootLayout';

// Every page is its own chunk: the landing and login pages load nothing they do not show.
const LandingPage = lazy(() => import(/* webpackChunkName: "page-landing" */ '../features/landing/LandingPage'));
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ '../features/session/LoginPage'));
const RegisterPage = lazy(() => import(/* webpackChunkName: "page-register" */ '../features/session/RegisterPage'));
const ForgotPasswordPage = lazy(() => import(/* webpackChunkName: "page-forgot-password" */ '../features/session/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import(/* webpackChunkName: "page-reset-password" */ '../features/session/ResetPasswordPage'));
const ChangePasswordPage = lazy(() => import(/* webpackChunkName: "page-change-password" */ '../features/session/ChangePasswordPage'));
const DeleteAccountPage = lazy(() => import(/* webpackChunkName: "page-delete-account" */ '../features/session/DeleteAccountPage'));
const HomeScreen = lazy(() => import(/* webpackChunkName: "page-home" */ './HomeScreen'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ '../features/home/NotFoundPage'));
const ProfileWizardPage = lazy(() => import(/* webpackChunkName: "page-profile" */ '../features/profile/ProfileWizardPage'));
const AboutPage = lazy(() => import(/* webpackChunkName: "page-about" */ '../features/legal/AboutPage'));
const PrivacyPage = lazy(() => import(/* webpackChunkName: "page-privacy" */ '../features/legal/PrivacyPage'));
const TermsPage = lazy(() => import(/* webpackChunkName: "page-terms" */ '../features/legal/TermsPage'));
const SubscriptionsPage = lazy(() => import(/* webpackChunkName: "page-subscriptions" */ '../features/subscription/SubscriptionsPage'));
const ChangePaymentPage = lazy(() => import(/* webpackChunkName: "page-change-payment" */ '../features/subscription/ChangePaymentPage'));
const JobsPage = lazy(() => import(/* webpackChunkName: "page-jobs" */ '../features/jobs/JobsPage'));
const JobFormPage = lazy(() => import(/* webpackChunkName: "page-job-form" */ '../features/jobs/JobFormPage'));
const SearchPage = lazy(() => import(/* webpackChunkName: "page-search" */ '../features/search/SearchPage'));
const UserCardScreen = lazy(() => import(/* webpackChunkName: "page-user-card" */ './UserCardScreen'));
const EnlistmentsPage = lazy(() => import(/* webpackChunkName: "page-enlistments" */ '../features/enlistments/EnlistmentsPage'));
const SuggestUsPage = lazy(() => import(/* webpackChunkName: "page-suggest-us" */ '../features/suggestions/SuggestUsPage'));
const EnlistmentDetailPage = lazy(() => import(/* webpackChunkName: "page-enlistment" */ '../features/enlistments/EnlistmentDetailPage'));
const TimesheetsPage = lazy(() => import(/* webpackChunkName: "page-timesheets" */ '../features/timesheets/TimesheetsPage'));
const CarsheetsPage = lazy(() => import(/* webpackChunkName: "page-carsheets" */ '../features/carsheets/CarsheetsPage'));
const FavoritesPage = lazy(() => import(/* webpackChunkName: "page-favorites" */ '../features/favorites/FavoritesPage'));

/** Without a session, every private path leads to the landing page. */
function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? children : <Navigate to="/" replace />;
}

/** With a session, /login, /register and /forgot-password lead home. */
function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Navigate to="/home" replace /> : children;
}

/** The home screen, unless the profile wizard is unfinished: then its current tab (00-DECISIONS). */
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

const privateRoute = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequireSession>{element}</RequireSession>,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomeOrLanding /> },
      { path: '/home-page', element: <LandingPage /> },
      { path: '/login', element: <GuestOnly><LoginPage /></GuestOnly> },
      { path: '/register', element: <GuestOnly><RegisterPage /></GuestOnly> },
      { path: '/forgot-password', element: <GuestOnly><ForgotPasswordPage /></GuestOnly> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/privacy-policy', element: <PrivacyPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/terms-of-service', element: <TermsPage /> },
      { path: '/about-us', element: <AboutPage /> },
      privateRoute('/home', <Home />),
      privateRoute('/app', <Home />),
      privateRoute('/profile', <ProfileWizardPage />),
      privateRoute('/profile/:tab', <ProfileWizardPage />),
      privateRoute('/changepassword', <ChangePasswordPage />),
      privateRoute('/deleteaccount', <DeleteAccountPage />),
      privateRoute('/subscriptions', <SubscriptionsPage />),
      privateRoute('/changepayment', <ChangePaymentPage />),
      privateRoute('/jobs', <JobsPage />),
      privateRoute('/jobs/new', <JobFormPage />),
      privateRoute('/jobs/:id', <JobFormPage />),
      privateRoute('/enlistments', <EnlistmentsPage />),
      privateRoute('/enlistments/:id/:status', <EnlistmentDetailPage />),
      privateRoute('/timesheets', <TimesheetsPage />),
      privateRoute('/carsheets', <CarsheetsPage />),
      privateRoute('/suggest-us', <SuggestUsPage />),
      privateRoute('/search', <SearchPage />),
      privateRoute('/search/result/user/:userId', <UserCardScreen />),
      privateRoute('/user/:id', <UserCardScreen />),
      privateRoute('/favorites', <FavoritesPage />),
      { path: '*', element: <Unknown /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
