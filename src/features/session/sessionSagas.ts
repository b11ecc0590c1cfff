import type { PayloadAction } from '@reduxjs/toolkit';
import { type CallEffect, all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { type ApiAnswer, ApiError, toFailure } from '../../api/client';
import { navigateTo } from '../../store/navigation';
import { loggedIn, loggedOut, tokenRenewed, userDataLoaded, userDataOutdated } from '../../store/sessionEvents';
import type { LoginData, RenewedToken, UserData } from '@shared/contracts/accounts';
import type {
  ChangePasswordRequest,
  ConfirmResetPasswordRequest,
  RegistrationRequest,
  ResetPasswordRequest,
} from '@shared/validation/accounts';
import { pathInsideApp } from './returnPath';
import { selectToken } from './selectors';
import { sessionApi } from './sessionApi';
import {
  type AccountFlow,
  type LoginSubmission,
  accountDeletionConfirmed,
  accountFlowFailed,
  accountFlowSucceeded,
  loginSubmitted,
  logoutConfirmed,
  passwordChangeSubmitted,
  passwordRecoveryRequested,
  passwordResetSubmitted,
  registrationSubmitted,
  signOutEverywhereConfirmed,
} from './sessionSlice';

/** Signs in, then opens the page the sign-in was asked for (returnPath.ts) if it is the app's, else home. */
export function* login(action: PayloadAction<LoginSubmission>) {
  const { credentials, returnTo } = action.payload;
  try {
    const data: LoginData = yield call(sessionApi.login, credentials);
    yield put(loggedIn(data));
    yield put(accountFlowSucceeded({ flow: 'login', message: null }));
    yield call(navigateTo, pathInsideApp(returnTo) ?? '/home');
  } catch (error) {
    yield put(accountFlowFailed({ flow: 'login', failure: toFailure(error) }));
  }
}

/**
 * At start and whenever another feature says the data changed (userDataOutdated): reload the
 * signed-in user's data. A failure other than a lost
 * connection means the stored session is no good, so it is cleared (product.md §1.4).
 */
export function* refreshUserData() {
  const token: string | undefined = yield select(selectToken);
  if (!token) return;
  try {
    const data: UserData = yield call(sessionApi.getUserData);
    yield put(userDataLoaded(data));
  } catch (error) {
    if (error instanceof ApiError && error.failure.kind === 'network') return;
    yield put(loggedOut({ reason: 'expired' }));
  }
}

/** The calls that answer a message and leave the user where they are. */
function* messageFlow(flow: AccountFlow, request: (body: never) => Promise<ApiAnswer<null>>, body: unknown) {
  try {
    const answer: ApiAnswer<null> = yield call(request, body as never);
    yield put(accountFlowSucceeded({ flow, message: answer.message }));
  } catch (error) {
    yield put(accountFlowFailed({ flow, failure: toFailure(error) }));
  }
}

export function* register(action: PayloadAction<RegistrationRequest>) {
  yield call(messageFlow, 'registration', sessionApi.register, action.payload);
}

export function* requestPasswordRecovery(action: PayloadAction<ResetPasswordRequest>) {
  yield call(messageFlow, 'passwordRecovery', sessionApi.requestPasswordRecovery, action.payload);
}

export function* confirmPasswordReset(action: PayloadAction<ConfirmResetPasswordRequest>) {
  yield call(messageFlow, 'passwordReset', sessionApi.confirmPasswordReset, action.payload);
}

/**
 * The calls that end every earlier token and answer a fresh one: the session goes on with it
 * (docs/decisions.md: sign out everywhere keeps this session).
 */
function* renewingFlow(flow: AccountFlow, request: CallEffect<ApiAnswer<RenewedToken>>) {
  try {
    const answer: ApiAnswer<RenewedToken> = yield request;
    yield put(tokenRenewed(answer.data.token));
    yield put(accountFlowSucceeded({ flow, message: answer.message }));
  } catch (error) {
    yield put(accountFlowFailed({ flow, failure: toFailure(error) }));
  }
}

export function* changePassword(action: PayloadAction<ChangePasswordRequest>) {
  yield call(renewingFlow, 'passwordChange', call(sessionApi.changePassword, action.payload));
}

export function* signOutEverywhere() {
  yield call(renewingFlow, 'signOutEverywhere', call(sessionApi.signOutEverywhere));
}

export function* deleteAccount() {
  try {
    const answer: ApiAnswer<null> = yield call(sessionApi.deleteAccount);
    yield put(accountFlowSucceeded({ flow: 'accountDeletion', message: answer.message }));
    yield put(loggedOut({ reason: 'deleted' }));
    yield call(navigateTo, '/');
  } catch (error) {
    yield put(accountFlowFailed({ flow: 'accountDeletion', failure: toFailure(error) }));
  }
}

export function* logout() {
  yield put(loggedOut({ reason: 'user' }));
  yield call(navigateTo, '/home');
}

/** takeLeading: a second submit while one is under way is ignored. */
export function* sessionSaga() {
  yield all([
    takeLeading(loginSubmitted.type, login),
    takeLeading(registrationSubmitted.type, register),
    takeLeading(passwordRecoveryRequested.type, requestPasswordRecovery),
    takeLeading(passwordResetSubmitted.type, confirmPasswordReset),
    takeLeading(passwordChangeSubmitted.type, changePassword),
    takeLeading(signOutEverywhereConfirmed.type, signOutEverywhere),
    takeLeading(accountDeletionConfirmed.type, deleteAccount),
    takeLeading(logoutConfirmed.type, logout),
    takeLatest(userDataOutdated.type, refreshUserData),
    call(refreshUserData),
  ]);
}
