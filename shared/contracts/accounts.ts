import { type Static, Type } from '@sinclair/typebox';
import { envelope } from './envelope';

/** The Auth and Accounts calls' answers (product.md §1.7, §3.3). */

/** GET /api/Auth/getUserData: the signed-in user, as the SPA merges it into the login data. */
export const userData = Type.Object({
  username: Type.String(),
  nomeSaluto: Type.String({
    description: "The name the app greets the user by: the profile's first name once saved, else the username",
  }),
  workflow: Type.Integer({
    description: 'Profile wizard position: 0 complete, 1 to 9 the next tab to save plus one, 10 and up reserved',
  }),
  id_Profilo: Type.Integer({ description: "The user's profile id (the same as userId)" }),
  userId: Type.Integer(),
  email: Type.String(),
  tipologiaUtente: Type.Integer({ description: '0 natural person, 1 legal entity' }),
  tipologiaAbbonamento: Type.Integer({ description: 'Tier of the running subscription: 0 none, 1 Advanced, 2 Master' }),
});
export type UserData = Static<typeof userData>;
export const userDataResponse = envelope(userData);

/** POST /api/Auth/login: the user's data and the bearer token for every later call. */
export const loginData = Type.Composite([userData, Type.Object({ token: Type.String({ description: 'Bearer JWT' }) })]);
export type LoginData = Static<typeof loginData>;
export const loginResponse = envelope(loginData);

/** PUT /api/Accounts/changepassword: a fresh token; every other session of the user has ended. */
export const renewedToken = Type.Object({ token: Type.String({ description: 'Bearer JWT replacing the one sent' }) });
export type RenewedToken = Static<typeof renewedToken>;
export const changePasswordResponse = envelope(renewedToken);

/** POST /api/Accounts/signouteverywhere: every earlier token ends; the fresh one keeps the asking session. */
export const signOutEverywhereResponse = envelope(renewedToken);
