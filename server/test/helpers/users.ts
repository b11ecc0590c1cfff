import type { FastifyInstance } from 'fastify';

export const GOOD_PASSWORD = 'Segreto123';
let counter = 0;

export interface SignedInUser {
  username: string;
  email: string;
  password: string;
  token: string;
  userId: number;
  auth: { authorization: string };
}

/** Registers a new account through the API and signs it in, as the SPA does. */
export async function signUpAndIn(
  app: FastifyInstance,
  overrides: { username?: string; language?: 'it' | 'en' } = {},
): Promise<SignedInUser> {
  counter += 1;
  const username = overrides.username ?? `user${counter}_${Date.now() % 100000}`;
  const email = `${username.toLowerCase()}@example.com`;
  const headers = { 'accept-language': overrides.language ?? 'it' };
  const registration = await app.inject({
    method: 'POST',
    url: '/api/Accounts/registration',
    headers,
    payload: { userName: username, password: GOOD_PASSWORD, email },
  });
  if (!registration.json().success) throw new Error(`registration failed: ${registration.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    headers,
    payload: { username, password: GOOD_PASSWORD },
  });
  const data = login.json().data;
  return {
    username,
    email,
    password: GOOD_PASSWORD,
    token: data.token,
    userId: data.userId,
    auth: { authorization: `Bearer ${data.token}` },
  };
}
