import type { AddressObject, ParsedMail } from 'mailparser';
import { addDays } from '@shared/validation/dates';
import { ENGAGEMENT_STATE } from '@shared/validation/engagementStates';
import {
  answer,
  call,
  createJob,
  crewMember,
  masterClient,
  recipientOf,
  markAvailable,
  requestEngagement,
} from '../helpers/engagements';
import { MESSAGE_MAIL_EVERY_MS } from '../../src/modules/enlistments/thread';
import { type TestApp, buildTestApp } from '../helpers/testApp';
import type { SignedInUser } from '../helpers/users';

/**
 * The emails as a mail program reads them (docs/product.md §3.11, §4.18): each one of the product's
 * kinds is made through the API and parsed from the bytes the mailer wrote, with mailparser. Every
 * HTML part is a whole document in the recipient's language; every Message-ID is on PUBLIC_URL's
 * host; To names the person where the account holds a name; times are on Rome's clock; the kinds one
 * may turn off carry RFC 8058's one-click unsubscribe, the transactional ones none, and posting
 * that address turns the kind off for that address, so no further email of it is queued.
 */
const NOW = '2026-05-15T08:00:00Z';
const HOST = 'troupe.example.org';

let t: TestApp;
let client: SignedInUser;
let worker: SignedInUser;
let engagementId: number;
let mails: ParsedMail[];

const find = (address: string, subject: RegExp) => {
  const found = mails.filter((mail) => recipientOf(mail) === address && subject.test(mail.subject ?? ''));
  expect(found).toHaveLength(1);
  return found[0];
};
/** A header as written, unfolded (mailparser files the List-* headers under one 'list' entry of its own). */
const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
const toHeader = (mail: ParsedMail) => rawHeader(mail, 'to');
/** What a mail program posts to a List-Unsubscribe address (RFC 8058 §3.1). */
const postOneClick = (url: string) => {
  const { pathname, search } = new URL(url);
  return t.app.inject({
    method: 'POST',
    url: `${pathname}${search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
};

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: `https://${HOST}` }, { now: NOW });
  const today = t.clock.today();
  client = await masterClient(t.app, 'it');
  worker = await crewMember(t.app, today, 'advanced', 'en', { person: { nome: 'Niccolò', cognome: "Dell'Acqua" } });
  const job = await createJob(t.app, client, today, { dataInizio: today, dataFine: addDays(today, 20) });
  // The complete profile marks tomorrow unavailable, and a request for it would be refused.
  await markAvailable(t.app, worker, today, today, addDays(today, 5));
  engagementId = await requestEngagement(t.app, client, worker, job.id_Job, today, addDays(today, 5));
  await answer(t.app, worker, engagementId, ENGAGEMENT_STATE.accepted);
  await call(t.app, client, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: engagementId, testo: 'A che ora arrivi?' });
  // A summary to an address with no account, an invitation naming its person, a ticket, a password
  // recovery, and a time report with the worker's copy.
  await call(t.app, worker, 'POST', '/api/Ingaggi/InviaMailIngaggioAccettato', {
    email: 'agenzia@example.com',
    idIngaggio: engagementId,
  });
  const category = (await call(t.app, client, 'POST', '/api/Preferiti/Categoria/', { nome: 'Fonici' })).json().data;
  await call(t.app, client, 'POST', '/api/Preferiti/Condivisione/Email', {
    id_Categoria: category.id_CategoriaPreferiti,
    email: 'bruna.invitata@example.com',
    nome: 'Bruna',
    cognome: 'Ñúñez',
  });
  await call(t.app, worker, 'POST', '/api/Tickets/CreateTicket', { descrizione: 'The calendar is slow' });
  await t.app.inject({
    method: 'PUT',
    url: '/api/Accounts/resetpassword',
    headers: { 'accept-language': 'en' },
    payload: { email: worker.email, userName: '' },
  });
  t.clock.advance(3 * 24 * 60 * 60 * 1000);
  await call(t.app, worker, 'POST', '/api/Ingaggi/CompilaTimeReport', {
    dataRiferimento: today,
    id_Ingaggio: engagementId,
    inviato: false,
    oreLavorate: 8,
    oreFerie: 0,
    orePermessi: 0,
  });
  const sent = await call(t.app, worker, 'POST', '/api/Ingaggi/InviaMailTimeReport', { idIngaggio: engagementId });
  expect(sent.json().data).toMatchObject({ consegnata: true });
  mails = await t.sentEmails();
});
afterAll(() => t.close());

describe('every email', () => {
  it('has an HTML part that is a whole document: language, charset and title', () => {
    expect(mails.length).toBeGreaterThanOrEqual(10);
    for (const mail of mails) {
      const html = mail.html as string;
      expect(html).toMatch(/^<!DOCTYPE html><html lang="(it|en)">/);
      expect(html).toContain('<meta charset="utf-8">');
      const title = /<title>([^<]*)<\/title>/.exec(html)![1];
      expect(title.length).toBeGreaterThan(0);
      expect(html).toMatch(/<\/body><\/html>$/);
      // The plain-text part is still there, with the same words.
      expect(mail.text!.length).toBeGreaterThan(0);
    }
  });

  it("is written in its recipient's language, and says so", () => {
    expect(find(worker.email, /^Troupe: engagement request for /).html).toContain('<html lang="en">');
    expect(find(client.email, /accettato/).html).toContain('<html lang="it">');
    const ticket = mails.find((mail) => /^Troupe: ticket /.test(mail.subject ?? ''))!;
    expect(ticket.html).toContain('<html lang="it">');
  });

  it("has a Message-ID on PUBLIC_URL's host", () => {
    for (const mail of mails)
      expect(mail.messageId).toMatch(new RegExp(`^<[0-9a-f-]{36}@${HOST.replace(/\./g, '\\.')}>$`));
  });

  it('names its recipient where the name is known, encoded as RFC 2047 asks', () => {
    const request = find(worker.email, /^Troupe: engagement request for /);
    expect((request.to as AddressObject).value[0]).toEqual({ name: "Niccolò Dell'Acqua", address: worker.email });
    // Not plain bytes: the name's letters outside ASCII travel as an encoded word.
    expect(toHeader(request)).toMatch(/^To: =\?UTF-8\?[QB]\?.+\?= <[^>]+>$/);
    const invitation = find('bruna.invitata@example.com', /condividere con te la categoria/);
    expect((invitation.to as AddressObject).value[0].name).toBe('Bruna Ñúñez');
    // The client has no name in a profile yet, nor has the summary's address: the To header is the address.
    const answerEmail = find(client.email, /accettato/);
    expect((answerEmail.to as AddressObject).value[0].name).toBe('');
    expect(toHeader(find('agenzia@example.com', /^Riepilogo ingaggio: /))).toBe('To: agenzia@example.com');
  });

  it("writes times on Rome's clock (the ticket's time of sending)", () => {
    const ticket = mails.find((mail) => /^Troupe: ticket /.test(mail.subject ?? ''))!;
    // 08:00 UTC in May is 10:00 in Rome; the raw instant is not printed.
    expect(ticket.text).toContain('15 maggio 2026 alle ore 10:00 (ora italiana)');
    expect(ticket.text).not.toContain('2026-05-15T08:00:00');
  });
});

describe('one-click unsubscribe', () => {
  const oneClick = (mail: ParsedMail) => {
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const header = rawHeader(mail, 'list-unsubscribe')!;
    const host = HOST.replace(/\./g, '\\.');
    expect(header).toMatch(
      new RegExp(`^List-Unsubscribe: <https://${host}/api/PreferenzeEmail/Disiscrizione\\?t=[\\w.-]+>$`),
    );
    return header.slice(header.indexOf('<') + 1, -1);
  };

  it('is on the emails one may turn off, and on no transactional one', () => {
    // requests, answers, messages, summaries, shares, reports
    for (const mail of [
      find(worker.email, /^Troupe: engagement request for /),
      find(client.email, /accettato/),
      find(worker.email, /^Troupe: new messages about /),
      find('agenzia@example.com', /^Riepilogo ingaggio: /),
      find('bruna.invitata@example.com', /condividere con te la categoria/),
      find('produzione@example.com', /^Time report: /),
    ])
      oneClick(mail);
    // welcome, receipt, password recovery, the ticket to support, the worker's copy of their own report
    for (const mail of [
      find(worker.email, /^Welcome to Troupe$/),
      find(client.email, /^Troupe: ricevuta /),
      find(worker.email, /^Troupe: reset your password$/),
      mails.find((mail) => /^Troupe: ticket /.test(mail.subject ?? ''))!,
      find(worker.email, /^Time report: /),
    ]) {
      expect(rawHeader(mail, 'list-unsubscribe')).toBeUndefined();
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBeUndefined();
    }
  });

  it('turns that kind off for that person when posted, with no sign-in; other kinds and other people go on', async () => {
    const url = oneClick(find(worker.email, /^Troupe: engagement request for /));
    const posted = await postOneClick(url);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ success: true, message: null, data: { kind: 'requests' } });
    // The worker's page of preferences shows it.
    const preferences = await call(t.app, worker, 'GET', '/api/PreferenzeEmail');
    // (messages: the thread's test, which may run first, turns it off.)
    expect(preferences.json().data).toMatchObject({
      requests: false,
      answers: true,
      shares: true,
      summaries: true,
      reports: true,
    });

    // A new request to the worker is not queued; the client's answer email still is, and so is
    // another worker's request.
    const today = t.clock.today();
    const job = await createJob(t.app, client, today, { dataInizio: today, dataFine: addDays(today, 20) });
    const requestsTo = async (address: string) =>
      (await t.queuedSubjects(address)).filter((subject) => subject.startsWith('Troupe: engagement request for '));
    const before = await requestsTo(worker.email);
    await requestEngagement(t.app, client, worker, job.id_Job, addDays(today, 10), addDays(today, 12));
    expect(await requestsTo(worker.email)).toEqual(before);
    const other = await crewMember(t.app, today, 'advanced', 'en');
    await requestEngagement(t.app, client, other, job.id_Job, addDays(today, 10), addDays(today, 12));
    expect(await requestsTo(other.email)).toEqual(['Troupe: engagement request for Spot Milano']);

    // Posting it again changes nothing; a token with a changed kind or address is not one the server signed.
    expect((await postOneClick(url)).statusCode).toBe(200);
    const [payload, signature] = new URL(url).searchParams.get('t')!.split('.');
    const forged = Buffer.from(`answers\n${worker.email}`).toString('base64url');
    for (const token of [`${forged}.${signature}`, payload, 'x'.repeat(40)])
      expect((await postOneClick(`https://${HOST}/api/PreferenzeEmail/Disiscrizione?t=${token}`)).statusCode).toBe(404);
  });

  it("turns a thread's emails off with their own switch; its messages are still notified in the app", async () => {
    const url = oneClick(find(worker.email, /^Troupe: new messages about /));
    expect((await postOneClick(url)).json().data).toEqual({ kind: 'messages' });
    const preferences = (await call(t.app, worker, 'GET', '/api/PreferenzeEmail')).json().data;
    expect(preferences).toMatchObject({ messages: false, answers: true, reports: true });
    // Past the thread's 10 minutes, a new message would be emailed: it is not, and the notification is there.
    t.clock.advance(MESSAGE_MAIL_EVERY_MS);
    const threadTo = async (address: string) =>
      (await t.queuedSubjects(address)).filter((subject) =>
        /^Troupe: (new messages about|nuovi messaggi su) /.test(subject),
      );
    const before = await threadTo(worker.email);
    const post = (user: SignedInUser, testo: string) =>
      call(t.app, user, 'POST', '/api/Ingaggi/Messaggi', { idIngaggio: engagementId, testo });
    expect((await post(client, 'Alle otto')).json().success).toBe(true);
    expect(await threadTo(worker.email)).toEqual(before);
    const [notified] = (await call(t.app, worker, 'GET', '/api/Notifiche', undefined, 'en')).json().data.elenco;
    expect(notified).toMatchObject({ tipo: 'engagementMessage', link: `/enlistments/${engagementId}/accepted` });
    // The client's own switch is on: the worker's reply reaches them by email.
    const toClient = await threadTo(client.email);
    expect((await post(worker, 'Va bene')).json().success).toBe(true);
    expect(await threadTo(client.email)).toHaveLength(toClient.length + 1);
  });

  it('turns reports off for an address with no account: the report is sent and readable, with no email to it', async () => {
    const url = oneClick(find('produzione@example.com', /^Time report: /));
    expect((await postOneClick(url)).json().data).toEqual({ kind: 'reports' });
    const before = await t.queuedSubjects('produzione@example.com');
    const day = addDays(t.clock.today(), -2);
    await call(t.app, worker, 'POST', '/api/Ingaggi/CompilaTimeReport', {
      dataRiferimento: day,
      id_Ingaggio: engagementId,
      inviato: false,
      oreLavorate: 6,
      oreFerie: 0,
      orePermessi: 0,
    });
    t.clock.advance(24 * 60 * 60 * 1000);
    const sent = await call(
      t.app,
      worker,
      'POST',
      '/api/Ingaggi/InviaMailTimeReport',
      { idIngaggio: engagementId },
      'en',
    );
    expect(sent.json()).toMatchObject({
      success: true,
      message:
        "The report is sent: the job's address has turned report emails off, so its owner reads it on the job's page",
      data: { inviati: 1, email: 'produzione@example.com' },
    });
    // The answer's shape is the contract's: what the route knows beyond it stays on the server.
    expect(Object.keys(sent.json().data)).not.toContain('emailed');
    expect(await t.queuedSubjects('produzione@example.com')).toEqual(before);
    // The worker's copy, a receipt of their own send, still goes.
    expect(
      (await t.queuedSubjects(worker.email)).filter((subject) => subject.startsWith('Time report: ')),
    ).toHaveLength(2);
  });
});
