import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AddressObject, ParsedMail } from 'mailparser';
import { addDays } from '@shared/validation/dates';
import { completeProfile, saveTab, validTabs } from '../modules/profile/fixtures';
import { activate, readyToPay } from './payments';
import { type SignedInUser, signUpAndIn } from './users';

/**
 * People and jobs for the jobs, engagements and calendar tests, made through the API as the SPA
 * does: a Master client, crew members with a complete profile and a chosen tier, jobs, requests.
 */

/** The plans' ids (db/seed/plans.ts): Advanced 1 month and Master 1 month. */
const PLAN = { advanced: 1, master: 3 } as const;
export type Tier = 'none' | keyof typeof PLAN;

type Language = 'it' | 'en';

/** A call as a signed-in user (or none), in a language. */
export function call(
  app: FastifyInstance,
  user: SignedInUser | null,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  language: Language = 'it',
) {
  return app.inject({ method, url, headers: { ...(user?.auth ?? {}), 'accept-language': language }, payload });
}

export async function subscribe(app: FastifyInstance, user: SignedInUser, tier: Tier) {
  if (tier === 'none') return;
  await readyToPay(app, user);
  const response = await activate(app, user, PLAN[tier], false);
  if (!response.json().success) throw new Error(`activation refused: ${response.body}`);
}

/** A client who may create jobs and send requests. */
export async function masterClient(app: FastifyInstance, language: Language = 'it'): Promise<SignedInUser> {
  const client = await signUpAndIn(app, { language });
  await subscribe(app, client, 'master');
  return client;
}

/**
 * A crew member with a complete profile (so requests may reach them) and the given tier; `who`
 * chooses the username and the person's name (the browser journeys sign in and look for them).
 */
export async function crewMember(
  app: FastifyInstance,
  today: string,
  tier: Tier = 'advanced',
  language: Language = 'it',
  who: { username?: string; person?: { nome: string; cognome: string } } = {},
): Promise<SignedInUser> {
  const worker = await signUpAndIn(app, { language, username: who.username });
  await completeProfile(app, worker, today, who.person);
  await subscribe(app, worker, tier);
  return worker;
}

/**
 * Marks the days from `from` to `to` available on the worker's calendar, so a request may take them:
 * a complete profile marks tomorrow unavailable (validTabs), and the server refuses requests for a
 * day the worker is unavailable on.
 */
export async function markAvailable(
  app: FastifyInstance,
  worker: SignedInUser,
  today: string,
  from: string,
  to: string,
) {
  const listaDisponibilita = [];
  for (let giorno = from; giorno <= to; giorno = addDays(giorno, 1))
    listaDisponibilita.push({ giorno, disponibile: true });
  const response = await saveTab(app, worker, 0, { ...validTabs(today)[0], listaDisponibilita });
  if (!response.json().success) throw new Error(`availability refused: ${response.body}`);
}

/** A valid job body running from `today + 5` to `today + 15` unless overridden. */
export function jobBody(today: string, overrides: object = {}) {
  return {
    nome: 'Spot Milano',
    descrizione: 'Two days of shooting for a coffee commercial',
    indirizzo: 'Via Tortona 1, Milano',
    email: 'produzione@example.com',
    dataInizio: addDays(today, 5),
    dataFine: addDays(today, 15),
    listaNazioni: [{ id_Nazione: 21, id_Regione: 9 }],
    ...overrides,
  };
}

/** Creates a job and answers it as CreaJob does. */
export async function createJob(app: FastifyInstance, client: SignedInUser, today: string, overrides: object = {}) {
  const response = await call(app, client, 'POST', '/api/Jobs/CreaJob', jobBody(today, overrides));
  if (!response.json().success) throw new Error(`job refused: ${response.body}`);
  return response.json().data as { id_Job: number; dataInizio: string; dataFine: string };
}

export function sendRequest(
  app: FastifyInstance,
  client: SignedInUser,
  body: { userId: number; id_Job: number; dataInizio: string; dataFine: string; id_Ingaggio?: number },
  language: Language = 'it',
) {
  return call(
    app,
    client,
    'POST',
    '/api/Ingaggi/InviaRichiestaIngaggio',
    { id_Ingaggio: 0, nome: 'Spot Milano', ...body },
    language,
  );
}

/** Sends a request and answers its id. */
export async function requestEngagement(
  app: FastifyInstance,
  client: SignedInUser,
  worker: SignedInUser,
  jobId: number,
  dataInizio: string,
  dataFine: string,
): Promise<number> {
  const response = await sendRequest(app, client, { userId: worker.userId, id_Job: jobId, dataInizio, dataFine });
  if (!response.json().success) throw new Error(`request refused: ${response.body}`);
  return response.json().data.id_Ingaggio;
}

export function answer(
  app: FastifyInstance,
  user: SignedInUser,
  engagementId: number,
  state: number,
  language: Language = 'it',
) {
  return call(
    app,
    user,
    'PUT',
    '/api/Ingaggi/AggiornaRichiestaIngaggio',
    { id_Ingaggio: engagementId, statoIngaggio: state },
    language,
  );
}

/** A 400's failing fields as field → message. */
export function failedFields(response: {
  json(): { data: { modelValidationError: { field: string; message: string }[] } };
}) {
  return Object.fromEntries(response.json().data.modelValidationError.map((error) => [error.field, error.message]));
}

/** The address an email went to (one recipient), without the name the To header may give beside it. */
export const recipientOf = (email: ParsedMail) => (email.to as AddressObject).value[0].address!;
