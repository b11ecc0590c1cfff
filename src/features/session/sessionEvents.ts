import { createAction } from '@reduxjs/toolkit';
import type { LoginData, UserData } from '../../validation/accounts';

export type { LoginData, UserData };

/*
 * The session's events, which every slice may react to: a feature clears what belongs to the
 * user on loggedOut, whatever caused it (the user, a 401, a deleted account).
 */
export const loggedIn = createAction<LoginData>('session/loggedIn');
export const userDataLoaded = createAction<UserData>('session/userDataLoaded');
export const loggedOut = createAction<{ reason: 'user' | 'expired' | 'deleted' }>('session/loggedOut');
/** A password change issues a new token: this session goes on, every other one ends. */
export const tokenRenewed = createAction<string>('session/tokenRenewed');
