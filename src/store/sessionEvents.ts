import { createAction } from '@reduxjs/toolkit';
import type { LoginData, UserData } from '@shared/contracts/accounts';

/*
 * The session's events, which every feature may react to without knowing the session feature: a
 * feature clears what belongs to the user on loggedOut, whatever caused it. reason 'expired' is the
 * 401 event: the API client's onUnauthorized (wired in app/store.ts) or a stored session the server
 * no longer accepts.
 */
export const loggedIn = createAction<LoginData>('session/loggedIn');
export const userDataLoaded = createAction<UserData>('session/userDataLoaded');
export const loggedOut = createAction<{ reason: 'user' | 'expired' | 'deleted' }>('session/loggedOut');
/** A password change issues a new token: this session goes on, every other one ends. */
export const tokenRenewed = createAction<string>('session/tokenRenewed');
/**
 * Another feature changed what getUserData answers (a profile save moves the workflow): the session
 * reloads the user's data, so features need not know how.
 */
export const userDataOutdated = createAction('session/userDataOutdated');
/**
 * The page a deleted account lands on said so (the landing page): the session forgets that outcome,
 * so the notice shows once.
 */
export const accountDeletionNoticeShown = createAction('session/accountDeletionNoticeShown');
