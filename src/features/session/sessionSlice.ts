import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '../../api/client';
import type { FlowStatus } from '../../store/flowStatus';
import {
  accountDeletionNoticeShown,
  loggedIn,
  loggedOut,
  tokenRenewed,
  userDataLoaded,
} from '../../store/sessionEvents';
import type { LoginData } from '@shared/contracts/accounts';
import type {
  ChangePasswordRequest,
  ConfirmResetPasswordRequest,
  LoginRequest,
  RegistrationRequest,
  ResetPasswordRequest,
} from '@shared/validation/accounts';

/** The account flows whose progress the pages show. */
export type AccountFlow =
  | 'login'
  | 'registration'
  | 'passwordRecovery'
  | 'passwordReset'
  | 'passwordChange'
  | 'signOutEverywhere'
  | 'accountDeletion';

export interface FlowState {
  status: FlowStatus;
  failure: ApiFailure | null;
  /** The server's message on success, shown in the success banner. */
  message: string | null;
}

/** What the sign-in page submits: the credentials, and the page to open once signed in (returnPath.ts). */
export interface LoginSubmission {
  credentials: LoginRequest;
  /** The sign-in page's `next`, as it came: the saga follows it only inside the app. */
  returnTo: string | null;
}

export interface SessionState {
  user: LoginData | null;
  flows: Record<AccountFlow, FlowState>;
  /**
   * Why this visit's last session ended, never stored: a person who signed out or deleted the
   * account goes to the landing page from a private one, anyone else (an expired session) to the
   * sign-in that leads back to it.
   */
  ended: 'user' | 'expired' | 'deleted' | null;
}

const idleFlow: FlowState = { status: 'idle', failure: null, message: null };
const initialFlows: Record<AccountFlow, FlowState> = {
  login: idleFlow,
  registration: idleFlow,
  passwordRecovery: idleFlow,
  passwordReset: idleFlow,
  passwordChange: idleFlow,
  signOutEverywhere: idleFlow,
  accountDeletion: idleFlow,
};
export const initialSessionState: SessionState = { user: null, flows: initialFlows, ended: null };

const pending = (state: SessionState, flow: AccountFlow) => {
  state.flows[flow] = { status: 'pending', failure: null, message: null };
};

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loginSubmitted: (state, _action: PayloadAction<LoginSubmission>) => pending(state, 'login'),
    registrationSubmitted: (state, _action: PayloadAction<RegistrationRequest>) => pending(state, 'registration'),
    passwordRecoveryRequested: (state, _action: PayloadAction<ResetPasswordRequest>) =>
      pending(state, 'passwordRecovery'),
    passwordResetSubmitted: (state, _action: PayloadAction<ConfirmResetPasswordRequest>) =>
      pending(state, 'passwordReset'),
    passwordChangeSubmitted: (state, _action: PayloadAction<ChangePasswordRequest>) => pending(state, 'passwordChange'),
    signOutEverywhereConfirmed: (state) => pending(state, 'signOutEverywhere'),
    accountDeletionConfirmed: (state) => pending(state, 'accountDeletion'),
    accountFlowSucceeded: (state, action: PayloadAction<{ flow: AccountFlow; message: string | null }>) => {
      state.flows[action.payload.flow] = { status: 'succeeded', failure: null, message: action.payload.message };
    },
    accountFlowFailed: (state, action: PayloadAction<{ flow: AccountFlow; failure: ApiFailure }>) => {
      state.flows[action.payload.flow] = { status: 'failed', failure: action.payload.failure, message: null };
    },
    /** A page that is left or shown again starts without the previous banner. */
    accountFlowDismissed: (state, action: PayloadAction<AccountFlow>) => {
      state.flows[action.payload] = idleFlow;
    },
    /** The user asked to leave; the saga then announces loggedOut. */
    logoutConfirmed: () => undefined,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedIn, (state, action) => {
        state.user = action.payload;
        state.ended = null;
      })
      .addCase(userDataLoaded, (state, action) => {
        if (state.user) state.user = { ...state.user, ...action.payload };
      })
      .addCase(tokenRenewed, (state, action) => {
        if (state.user) state.user.token = action.payload;
      })
      // A deletion's outcome outlives the session it ended: the landing page shows it, then says so.
      .addCase(loggedOut, (state, action) => ({
        ...initialSessionState,
        flows: { ...initialFlows, accountDeletion: state.flows.accountDeletion },
        ended: action.payload.reason,
      }))
      .addCase(accountDeletionNoticeShown, (state) => {
        state.flows.accountDeletion = idleFlow;
      });
  },
});

export const {
  loginSubmitted,
  registrationSubmitted,
  passwordRecoveryRequested,
  passwordResetSubmitted,
  passwordChangeSubmitted,
  signOutEverywhereConfirmed,
  accountDeletionConfirmed,
  accountFlowSucceeded,
  accountFlowFailed,
  accountFlowDismissed,
  logoutConfirmed,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
