import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore } from 'redux-persist';
import { configureApiClient } from '../api/client';
import { carsheetsReducer } from '../features/carsheets/carsheetsSlice';
import { earningsReducer } from '../features/earnings/earningsSlice';
import { emailPreferencesReducer } from '../features/emailPreferences/emailPreferencesSlice';
import { enlistmentsReducer } from '../features/enlistments/enlistmentsSlice';
import { favoritesReducer } from '../features/favorites/favoritesSlice';
import { jobCostsReducer } from '../features/jobs/jobCostsSlice';
import { jobReportsReducer } from '../features/jobs/engagementReportsSlice';
import { jobsReducer } from '../features/jobs/jobsSlice';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { profileReducer } from '../features/profile/profileSlice';
import { resultsPlaceReducer } from '../features/search/resultsPlaceSlice';
import { searchReducer } from '../features/search/searchSlice';
import { uploadsReducer } from '../features/profile/uploadsSlice';
import { workflowReducer } from '../features/profile/workflowSlice';
import { sessionReducer } from '../features/session/sessionSlice';
import { subscriptionReducer } from '../features/subscription/subscriptionSlice';
import { subscriptionTypeReducer } from '../features/subscription/subscriptionTypeSlice';
import { timesheetsReducer } from '../features/timesheets/timesheetsSlice';
import { suggestionsReducer } from '../features/suggestions/suggestionsSlice';
import { offlineReducer } from '../features/offline/offlineSlice';
import { domainReducer } from '../store/domain/domainSlice';
import { languageReducer } from '../store/language';
import type { SagaContext } from '../store/navigation';
import { loggedOut } from '../store/sessionEvents';
import { type SupportReplayContext, createSupportReplayRecorder } from '../store/supportReplay';
import { tierRefusalReducer } from '../store/tierRefusal';
import { persisted } from './persist';
import { rootSaga } from './rootSaga';

export const rootReducer = combineReducers({
  session: persisted.session(sessionReducer),
  workflow: persisted.workflow(workflowReducer),
  subscriptionType: persisted.subscriptionType(subscriptionTypeReducer),
  language: persisted.language(languageReducer),
  profile: persisted.profile(profileReducer),
  profileUploads: uploadsReducer,
  domain: persisted.domain(domainReducer),
  subscription: subscriptionReducer,
  jobs: persisted.jobs(jobsReducer),
  jobReports: jobReportsReducer,
  jobCosts: jobCostsReducer,
  earnings: persisted.earnings(earningsReducer),
  enlistments: persisted.enlistments(enlistmentsReducer),
  search: persisted.search(searchReducer),
  resultsPlace: persisted.resultsPlace(resultsPlaceReducer),
  timesheets: persisted.timesheets(timesheetsReducer),
  carsheets: persisted.carsheets(carsheetsReducer),
  favorites: persisted.favorites(favoritesReducer),
  tierRefusal: tierRefusalReducer,
  suggestions: suggestionsReducer,
  emailPreferences: emailPreferencesReducer,
  notifications: notificationsReducer,
  offline: persisted.offline(offlineReducer),
});

export type RootState = ReturnType<typeof rootReducer>;

declare module '../store/hooks' {
  /** What useAppSelector reads: the state of the reducers composed above. */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members are the extended type's
  interface RootState extends ReturnType<typeof rootReducer> {}
}

/**
 * Redux DevTools are on in development builds, and in a production build made with
 * REDUX_DEVTOOLS=on (docs/support.md: support staff replay a user's steps in such a build).
 */
const devToolsOn = process.env.NODE_ENV !== 'production' || process.env.REDUX_DEVTOOLS === 'on';

/**
 * One store for the app (and a fresh one per test). The support replay's recorder keeps the last
 * actions for the suggestion form's "attach what I did" (src/store/supportReplay.ts).
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware();
  const supportReplay = createSupportReplayRecorder();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    // A replay of 200 steps imports whole: DevTools keeps more than that.
    devTools: devToolsOn && { name: 'Troupe', maxAge: 250 },
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions; nothing else in the store may.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(supportReplay.middleware, sagaMiddleware),
  });
  configureApiClient({
    getToken: () => store.getState().session.user?.token,
    getLanguage: () => store.getState().language.current,
    onUnauthorized: () => {
      if (store.getState().session.user) store.dispatch(loggedOut({ reason: 'expired' }));
    },
  });
  const persistor = persistStore(store);
  return {
    store,
    persistor,
    /** Starts the sagas once the stored session is back, so they see the saved token. */
    runSagas(context: SagaContext) {
      sagaMiddleware.setContext({ ...context, supportReplay: supportReplay.snapshot } satisfies SagaContext &
        SupportReplayContext);
      sagaMiddleware.run(rootSaga);
    },
  };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
