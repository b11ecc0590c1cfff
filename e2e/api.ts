import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { jobBody } from '../server/test/helpers/engagements';
import { naturalPersonBilling } from '../server/test/helpers/payments';
import { SAVE_CALLS, validTabs } from '../server/test/modules/profile/fixtures';
import { addDays, todayInRome } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import { IDEMPOTENCY_KEY_HEADER } from '@shared/validation/tiers';
import { PASSWORD, registerThroughApi, uniqueName } from './support';

/**
 * What a journey needs in place before its browser part starts, made through the API as the SPA
 * would (the same bodies as the server's tests): accounts with a complete profile, subscriptions
 * paid with the sandbox provider's test card, and data other features' screens would create.
 */

/** A signed-in account's calls; each answers the envelope's data and fails the test on a refusal. */
export interface ApiUser {
  username: string;
  email: string;
  userId: number;
  get<T>(path: string): Promise<T>;
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: object, headers?: Record<string, string>): Promise<T>;
}

export async function signInThroughApi(request: APIRequestContext, username: string, email: string): Promise<ApiUser> {
  const login = await (await request.post('/api/Auth/login', { data: { username, password: PASSWORD } })).json();
  expect(login, 'login').toMatchObject({ success: true });
  const auth = { Authorization: `Bearer ${login.data.token}` };
  const dataOf = async (what: string, response: APIResponse) => {
    const body = await response.json();
    expect(body, what).toMatchObject({ success: true });
    return body.data;
  };
  return {
    username,
    email,
    userId: login.data.userId,
    get: async (path) => dataOf(`GET ${path}`, await request.get(path, { headers: auth })),
    send: async (method, path, data, headers = {}) =>
      dataOf(`${method} ${path}`, await request.fetch(path, { method, headers: { ...auth, ...headers }, data })),
  };
}

/**
 * Registers an account and saves the nine profile tabs in order: workflow 0, a complete profile,
 * the person named as given (the name a client sees on an engagement).
 */
export async function userWithCompleteProfile(
  request: APIRequestContext,
  person: { nome: string; cognome: string } = { nome: 'Giulia', cognome: 'Bianchi' },
  /** Roles instead of the fixture's: a journey that counts search results gives its people a role no other journey uses. */
  roles?: { id_Ambito: number; id_Dipartimento: number; id_Ruolo: number }[],
) {
  const username = uniqueName(person.nome.toLowerCase());
  const email = await registerThroughApi(request, username);
  const user = await signInThroughApi(request, username, email);
  const tabs = validTabs(todayInRome());
  tabs[1] = { ...tabs[1], ...person };
  const professional = tabs.findIndex((tab) => 'listaRuoli' in tab);
  if (roles) tabs[professional] = { ...tabs[professional], listaRuoli: roles };
  for (let tab = 0; tab < tabs.length; tab += 1) await user.send('PUT', `/api/Profilo/${SAVE_CALLS[tab]}`, tabs[tab]);
  return user;
}

/** The subscription types (product.md §3.5): 1 Advanced, 2 Master. */
const TIER = { advanced: 1, master: 2 } as const;

/**
 * Buys a one-month plan of the tier with the sandbox provider's Visa test card: billing data, the
 * card tokenised at the provider's endpoint and saved, then the activation, as the checkout does.
 */
export async function subscribeThroughApi(request: APIRequestContext, user: ApiUser, tier: keyof typeof TIER) {
  await user.send('POST', '/api/Profilo/aggiornaDatiFatturazione', naturalPersonBilling);
  const provider: { key: string; tokenUrl: string } = await user.get('/api/Pagamenti/Key');
  const token = await request.post(provider.tokenUrl, {
    headers: { Authorization: `Bearer ${provider.key}` },
    form: { 'card[number]': '4242424242424242', 'card[exp_month]': '12', 'card[exp_year]': '2049', 'card[cvc]': '123' },
  });
  expect(token.ok(), await token.text()).toBe(true);
  await user.send('POST', '/api/Pagamenti', { token: (await token.json()).id });
  const plans: { id_Abbonamento: number; tipologiaAbbonamento: number; durataAbbonamento: number }[] =
    await user.get('/api/Subscription/List');
  const plan = plans.find((p) => p.tipologiaAbbonamento === TIER[tier] && p.durataAbbonamento === 1)!;
  await user.send(
    'POST',
    '/api/Subscription',
    { id_Abbonamento: plan.id_Abbonamento, pagamento_automatico: false },
    { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  );
}

/**
 * The client's request for some days of their job, accepted by the worker: its id. The days must be
 * free on the worker's calendar (the complete profile marks tomorrow unavailable).
 */
export async function acceptedEngagement(
  client: ApiUser,
  worker: ApiUser,
  days: { id_Job: number; dataInizio: string; dataFine: string },
): Promise<number> {
  const { id_Ingaggio } = await client.send<{ id_Ingaggio: number }>('POST', '/api/Ingaggi/InviaRichiestaIngaggio', {
    id_Ingaggio: 0,
    userId: worker.userId,
    ...days,
  });
  await worker.send('PUT', '/api/Ingaggi/AggiornaRichiestaIngaggio', {
    id_Ingaggio,
    statoIngaggio: ENGAGEMENT_STATE.accepted,
  });
  return id_Ingaggio;
}

/**
 * A Master client ("Carla Neri") whose job "Spot Milano" runs from today for six days, and an
 * Advanced worker ("Luca Galli") booked on it for today alone (tomorrow the complete profile marks
 * unavailable): the set-up of the journeys on a worker's day on set.
 */
export async function workerBookedToday(request: APIRequestContext) {
  const today = todayInRome();
  const client = await userWithCompleteProfile(request, { nome: 'Carla', cognome: 'Neri' });
  await subscribeThroughApi(request, client, 'master');
  const worker = await userWithCompleteProfile(request, { nome: 'Luca', cognome: 'Galli' });
  await subscribeThroughApi(request, worker, 'advanced');
  const job = await client.send<{ id_Job: number }>(
    'POST',
    '/api/Jobs/CreaJob',
    jobBody(today, { dataInizio: today, dataFine: addDays(today, 5) }),
  );
  const id_Ingaggio = await acceptedEngagement(client, worker, {
    id_Job: job.id_Job,
    dataInizio: today,
    dataFine: today,
  });
  return { today, client, worker, id_Ingaggio };
}
