import { and, eq } from 'drizzle-orm';
import { CATEGORY_NAME_MAX } from '@shared/validation/favorites';
import { categoryShares, favouriteCategories, mailOutbox } from '../../../src/db/schema';
import { call, crewMember, failedFields, masterClient, recipientOf } from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import type { SignedInUser } from '../../helpers/users';

/**
 * What sharing may mail (docs/product.md §3.8): at most three share emails to one address in 24
 * hours, from every sender together and by either call, each queued in its share's transaction;
 * and a category's name, which goes into their subject, at most CATEGORY_NAME_MAX characters.
 */
const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let senders: SignedInUser[];
beforeAll(async () => {
  t = await buildTestApp({}, { now: NOW });
  senders = [await masterClient(t.app, 'en'), await masterClient(t.app, 'it')];
});
afterAll(() => t.close());

let categories = 0;
async function newCategory(user: SignedInUser, nome = `Category ${++categories}`) {
  const response = await call(t.app, user, 'POST', '/api/Preferiti/Categoria/', { nome });
  if (!response.json().success) throw new Error(`category refused: ${response.body}`);
  return response.json().data.id_CategoriaPreferiti as number;
}

const byEmail = async (user: SignedInUser, email: string, language: 'it' | 'en' = 'en') =>
  call(
    t.app,
    user,
    'POST',
    '/api/Preferiti/Condivisione/Email',
    { id_Categoria: await newCategory(user), email, nome: 'Giulia', cognome: 'Neri' },
    language,
  );
const withUser = async (user: SignedInUser, recipient: SignedInUser) =>
  call(t.app, user, 'POST', '/api/Preferiti/Condivisione', {
    id_Categoria: await newCategory(user),
    user_ID: recipient.userId,
  });

const outboxTo = async (address: string) =>
  t.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.recipient, address));
const sharesTo = async (address: string) =>
  t.database.db.select({ id: categoryShares.id }).from(categoryShares).where(eq(categoryShares.inviteEmail, address));

describe('share emails to one address', () => {
  it('are three in 24 hours from everyone together; the fourth share is refused with nothing kept or queued', async () => {
    const address = 'invited-once@example.com';
    expect((await byEmail(senders[0], address)).json().success).toBe(true);
    expect((await byEmail(senders[1], address)).json().success).toBe(true);
    expect((await byEmail(senders[0], address.toUpperCase())).json().success).toBe(true);
    expect(await outboxTo(address)).toHaveLength(2);
    expect(await outboxTo(address.toUpperCase())).toHaveLength(1);

    for (const [language, message] of [
      ['en', 'This address cannot receive more shares today: please try again tomorrow'],
      ['it', 'Questo indirizzo non può ricevere altre condivisioni oggi: riprova domani'],
    ] as const) {
      const refused = await byEmail(senders[1], address, language);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message, data: null });
    }
    // The refused shares went with their emails: the transaction was one.
    expect(await sharesTo(address)).toHaveLength(2);
    expect(await outboxTo(address)).toHaveLength(2);
    const delivered = (await t.sentEmails()).filter((email) => recipientOf(email).toLowerCase() === address);
    expect(delivered).toHaveLength(3);

    t.clock.advance(DAY_MS);
    expect((await byEmail(senders[1], address)).json().success).toBe(true);
  });

  it('count a share with an account and an invitation to its address together', async () => {
    const recipient = await crewMember(t.app, TODAY, 'none');
    expect((await withUser(senders[0], recipient)).json().success).toBe(true);
    // An address with an account is a share with that account, by either call.
    expect((await byEmail(senders[1], recipient.email)).json().success).toBe(true);
    expect((await withUser(senders[1], recipient)).json().success).toBe(true);
    const refused = await withUser(senders[0], recipient);
    expect(refused.statusCode).toBe(429);
    expect((await byEmail(senders[0], recipient.email)).statusCode).toBe(429);
    expect((await t.queuedSubjects(recipient.email)).filter((subject) => subject.includes('Category'))).toHaveLength(3);
  });
});

describe("a category's name, which the share emails' subject carries", () => {
  it('is at most CATEGORY_NAME_MAX characters, refused beyond in both languages', async () => {
    expect(CATEGORY_NAME_MAX).toBe(60);
    const longest = 'A'.repeat(CATEGORY_NAME_MAX);
    for (const [language, message] of [
      ['en', "The category's name can be at most 60 characters"],
      ['it', 'Il nome della categoria può avere al massimo 60 caratteri'],
    ] as const) {
      const refused = await call(
        t.app,
        senders[0],
        'POST',
        '/api/Preferiti/Categoria/',
        { nome: `${longest}B` },
        language,
      );
      expect(refused.statusCode).toBe(400);
      expect(failedFields(refused)).toEqual({ nome: message });
    }
    expect((await call(t.app, senders[0], 'POST', '/api/Preferiti/Categoria/', { nome: longest })).json().success).toBe(
      true,
    );
  });

  it('is cut to the limit in the subject when the category was named before it', async () => {
    const id = await newCategory(senders[0]);
    const older = 'Macchinisti e elettricisti per le riprese notturne in esterni a Milano e Torino';
    await t.database.db
      .update(favouriteCategories)
      .set({ nome: older })
      .where(and(eq(favouriteCategories.id, id), eq(favouriteCategories.ownerId, senders[0].userId)));
    const address = 'long-name@example.com';
    const response = await call(
      t.app,
      senders[0],
      'POST',
      '/api/Preferiti/Condivisione/Email',
      { id_Categoria: id, email: address, nome: 'Giulia', cognome: 'Neri' },
      'en',
    );
    expect(response.json().success).toBe(true);
    const [queued] = await outboxTo(address);
    expect(queued.subject).toContain(`“${older.slice(0, CATEGORY_NAME_MAX - 1)}…”`);
    expect(queued.subject).not.toContain(older);
  });
});
