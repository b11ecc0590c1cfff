import { eq } from 'drizzle-orm';
import { tickets } from '../../../src/db/schema';
import { REPLAY_ACTION_LIMIT, type Replay, toDevToolsFile } from '@shared/validation/supportReplay';
import { TICKET_TEXT_MAX, TICKETS_PER_HOUR } from '@shared/validation/tickets';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { type SignedInUser, signUpAndIn } from '../../helpers/users';

const NOW = '2026-05-04T10:00:00Z';
const SUPPORT = 'help@troupe.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: SUPPORT }, { now: NOW });
});
afterAll(() => t.close());

const send = (user: SignedInUser | null, payload: unknown, language: 'it' | 'en' = 'it') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Tickets/CreateTicket/',
    headers: { ...(user ? user.auth : {}), 'accept-language': `${language};q=0.9` },
    payload: payload as Record<string, unknown>,
  });

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const IBAN = 'IT60X0542811101000000123456';
const FISCAL_CODE = 'RSSMRA85T10A562S';
const CARD = '4242 4242 4242 4242';
const PHOTO = `data:image/jpeg;base64,${'A'.repeat(300)}`;
const SECRETS = [JWT, IBAN, FISCAL_CODE, CARD, PHOTO, 'Segreto123', 'laura.bianchi@example.com', 'Bianchi'];

/** A replay as a careless client would send it: nothing redacted. */
const rawReplay = (): Replay => ({
  state: {
    session: { user: { username: 'mario', userId: 7, token: JWT }, flows: {} },
    profile: { tabs: { 7: { data: { codiceFiscale: FISCAL_CODE, iban: IBAN, nome: 'Mario', note: `IBAN ${IBAN}` } } } },
    profileUploads: { preview: PHOTO },
    jobs: {
      engagements: [
        {
          id_Ingaggio: 3,
          userId: 12,
          nome: 'Laura',
          cognome: 'Bianchi',
          email: 'laura.bianchi@example.com',
          statoIngaggio: 2,
        },
      ],
    },
  },
  actions: [
    { type: 'session/loginSubmitted', payload: { username: 'mario', password: 'Segreto123' } },
    { type: 'subscription/cardSubmitted', payload: { number: CARD, note: `my card ${CARD}` } },
    {
      type: 'jobs/jobEngagementsLoaded',
      payload: { engagements: [{ userId: 12, nome: 'Laura', cognome: 'Bianchi' }] },
    },
  ],
});

describe('POST /api/Tickets/CreateTicket', () => {
  it('stores the ticket with its author and the time, and emails it to SUPPORT_EMAIL', async () => {
    const user = await signUpAndIn(t.app, { language: 'en' });
    const response = await send(
      user,
      { descrizione: '  The job form forgets my region  ', dataInizio: '2026-05-04T09:59:58.000Z' },
      'en',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Thank you: your message has been sent to support',
      data: { id_Ticket: expect.any(Number), dataInizio: '2026-05-04T10:00:00.000Z', replay: false },
    });
    const id = response.json().data.id_Ticket;
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, id));
    expect(row).toMatchObject({ userId: user.userId, descrizione: 'The job form forgets my region', replay: null });
    expect(row.createdAt).toEqual(new Date(NOW));
    expect(row.clientTime?.toISOString()).toBe('2026-05-04T09:59:58.000Z');

    const email = (await t.sentEmails()).at(-1)!;
    expect(email.to).toMatchObject({ text: SUPPORT });
    expect(email.replyTo).toMatchObject({ text: user.email });
    expect(email.subject).toBe(`Troupe: ticket ${id} da ${user.username}`);
    expect(email.text).toContain('The job form forgets my region');
    expect(email.text).toContain(user.email);
    expect(email.attachments).toHaveLength(0);
  });

  it('attaches the support replay as a JSON file Redux DevTools imports, redacted again by the server', async () => {
    const user = await signUpAndIn(t.app);
    const response = await send(user, { descrizione: 'It broke after I paid', replay: toDevToolsFile(rawReplay()) });
    expect(response.json().data.replay).toBe(true);

    const email = (await t.sentEmails()).at(-1)!;
    expect(email.attachments).toHaveLength(1);
    const [attachment] = email.attachments;
    expect(attachment.filename).toBe(`troupe-replay-ticket-${response.json().data.id_Ticket}.json`);
    expect(attachment.contentType).toBe('application/json');
    const content = attachment.content.toString('utf8');
    for (const secret of SECRETS) expect(content).not.toContain(secret);

    // DevTools' Import format: payload (the actions) and preloadedState, both JSON strings.
    const file = JSON.parse(content);
    expect(Object.keys(file).sort()).toEqual(['payload', 'preloadedState']);
    const actions = JSON.parse(file.payload);
    const state = JSON.parse(file.preloadedState);
    expect(actions.map((action: { type: string }) => action.type)).toEqual([
      'session/loginSubmitted',
      'subscription/cardSubmitted',
      'jobs/jobEngagementsLoaded',
    ]);
    expect(actions[0].payload).toEqual({ username: 'mario', password: '[redacted]' });
    expect(actions[1].payload).toEqual({ number: '[redacted]', note: 'my card [redacted]' });
    expect(actions[2].payload.engagements[0]).toEqual({ userId: 12, nome: '[masked]', cognome: '[masked]' });
    // The user's own name stays; their secrets do not.
    expect(state.profile.tabs[7].data).toEqual({
      codiceFiscale: '[redacted]',
      iban: '[redacted]',
      nome: 'Mario',
      note: 'IBAN [redacted]',
    });
    expect(state.profileUploads.preview).toBe('[redacted]');
    expect(state.session.user.token).toBe('[redacted]');
    expect(state.jobs.engagements[0]).toMatchObject({
      id_Ingaggio: 3,
      userId: 12,
      email: '[masked]',
      statoIngaggio: 2,
    });

    // The stored copy is the redacted one too.
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.id, response.json().data.id_Ticket));
    expect(row.replay).toBe(content);
  });

  it('takes a replay larger than the usual body limit', async () => {
    const user = await signUpAndIn(t.app);
    const big: Replay = {
      state: { domain: { rows: Array.from({ length: 9000 }, (_, id) => ({ id, label: `Entry number ${id}` })) } },
      actions: [],
    };
    const file = toDevToolsFile(big);
    expect(file.preloadedState.length).toBeGreaterThan(256 * 1024);
    expect((await send(user, { descrizione: 'Big state', replay: file })).statusCode).toBe(200);
  });

  it('refuses a replay that is not one (400)', async () => {
    const user = await signUpAndIn(t.app);
    const tooMany = { state: {}, actions: Array.from({ length: REPLAY_ACTION_LIMIT + 1 }, () => ({ type: 'x/y' })) };
    for (const replay of [
      { payload: 'not json', preloadedState: '{}' },
      { payload: '{}', preloadedState: '{}' },
      toDevToolsFile(tooMany),
      { payload: '[]' },
    ]) {
      const response = await send(user, { descrizione: 'Hello', replay }, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json().data.modelValidationError).toContainEqual({
        field: expect.stringMatching(/^replay/),
        message: expect.any(String),
      });
    }
  });

  it.each([
    ['it', '', 'Scrivi il tuo messaggio'],
    ['en', '   ', 'Write your message'],
    ['it', 'x'.repeat(TICKET_TEXT_MAX + 1), 'Il messaggio può essere lungo al massimo 5.000 caratteri'],
    ['en', 'x'.repeat(TICKET_TEXT_MAX + 1), 'The message can be at most 5,000 characters long'],
  ] as const)('refuses text that is empty or too long (%s)', async (language, descrizione, message) => {
    const user = await signUpAndIn(t.app);
    const response = await send(user, { descrizione }, language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      data: { modelValidationError: [{ field: 'descrizione', message }] },
    });
  });

  it('takes exactly 5,000 characters and one', async () => {
    const user = await signUpAndIn(t.app);
    expect((await send(user, { descrizione: 'x'.repeat(TICKET_TEXT_MAX) })).statusCode).toBe(200);
    expect((await send(user, { descrizione: 'x' })).statusCode).toBe(200);
  });

  it('refuses a malformed dataInizio', async () => {
    const user = await signUpAndIn(t.app);
    const response = await send(user, { descrizione: 'Hi', dataInizio: 'yesterday' }, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().data.modelValidationError).toEqual([
      { field: 'dataInizio', message: 'The sending time is not a valid date and time' },
    ]);
  });

  it('takes 10 tickets an hour per user, then answers 429 until the hour has passed', async () => {
    const user = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    t.clock.set('2026-05-04T12:00:00Z');
    for (let i = 0; i < TICKETS_PER_HOUR; i += 1) {
      expect((await send(user, { descrizione: `Idea ${i}` })).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const before = (await t.sentEmails()).length;
    const refused = await send(user, { descrizione: 'One more' }, 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'You have sent 10 messages in the last hour: please try again later',
      data: null,
    });
    expect((await t.sentEmails()).length).toBe(before);
    // Another user is not limited by them.
    expect((await send(other, { descrizione: 'Mine' })).statusCode).toBe(200);
    // An hour after the first, one more goes through.
    t.clock.set('2026-05-04T13:00:00.001Z');
    expect((await send(user, { descrizione: 'Later' })).statusCode).toBe(200);
    expect((await send(user, { descrizione: 'Too soon' })).statusCode).toBe(429);
    t.clock.set(NOW);
  });

  it('counts tickets sent at once one after the other', async () => {
    const user = await signUpAndIn(t.app);
    const answers = await Promise.all(
      Array.from({ length: TICKETS_PER_HOUR + 3 }, (_, i) => send(user, { descrizione: `Burst ${i}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(TICKETS_PER_HOUR);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(3);
  });

  it('answers 401 without a session', async () => {
    const response = await send(null, { descrizione: 'Hello' });
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
  });
});
