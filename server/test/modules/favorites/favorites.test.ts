import { SHARE_STATE } from '@shared/validation/shareStates';
import { call, crewMember, failedFields, masterClient, recipientOf, subscribe } from '../../helpers/engagements';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { GOOD_PASSWORD, type SignedInUser, signUpAndIn } from '../../helpers/users';
import { SHARES_PER_HOUR } from '../../../src/modules/favorites/routes';

const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';
const { pending, accepted, rejected } = SHARE_STATE;

let t: TestApp;
let owner: SignedInUser;
let crewA: SignedInUser;
let crewB: SignedInUser;
beforeAll(async () => {
  // The tests share crewA and crewB as recipients far more than an address's daily share emails
  // (shareLimits.test.ts tests that cap).
  t = await buildTestApp({ SHARE_EMAILS_PER_ADDRESS_PER_DAY: '1000' }, { now: NOW });
  owner = await masterClient(t.app, 'en');
  crewA = await crewMember(t.app, TODAY, 'none');
  crewB = await crewMember(t.app, TODAY, 'none');
});
afterAll(() => t.close());

async function emailsSince(before: number) {
  return (await t.sentEmails()).slice(before);
}

let categoryCount = 0;
/** A new category of `user`, answered as created. */
async function newCategory(user: SignedInUser = owner, nome = `Category ${++categoryCount}`) {
  const response = await call(t.app, user, 'POST', '/api/Preferiti/Categoria/', { nome });
  if (!response.json().success) throw new Error(`category refused: ${response.body}`);
  return response.json().data as { id_CategoriaPreferiti: number; nome: string };
}

const addFavourite = (user: SignedInUser, categoryId: number, personId: number, language: 'it' | 'en' = 'it') =>
  call(t.app, user, 'POST', '/api/Preferiti', { id_Preferito: personId, id_Categoria: categoryId }, language);

const shareWithUser = (user: SignedInUser, categoryId: number, recipientId: number) =>
  call(t.app, user, 'POST', '/api/Preferiti/Condivisione', { id_Categoria: categoryId, user_ID: recipientId });

const shareByEmail = (user: SignedInUser, categoryId: number, email: string, language: 'it' | 'en' = 'it') =>
  call(
    t.app,
    user,
    'POST',
    '/api/Preferiti/Condivisione/Email',
    { id_Categoria: categoryId, email, nome: 'Giulia', cognome: "Dall'Olio" },
    language,
  );

const requestsOf = async (user: SignedInUser, query = '') =>
  (await call(t.app, user, 'GET', `/api/Preferiti/Condivisione/Richieste${query}`)).json().data;

const answerShare = (user: SignedInUser, shareId: number, state: number, language: 'it' | 'en' = 'it') =>
  call(
    t.app,
    user,
    'PUT',
    '/api/Preferiti/Condivisione',
    { id_CondivisioneCategoriaPreferiti: shareId, statoRichiesta: state },
    language,
  );

describe('categories', () => {
  it('creates categories, lists them by name with their counts and shares, and refuses a name the owner already has', async () => {
    const client = await masterClient(t.app);
    const created = await call(t.app, client, 'POST', '/api/Preferiti/Categoria/', { nome: 'Operatori' }, 'en');
    expect(created.json()).toEqual({
      success: true,
      message: 'Category created',
      data: { id_CategoriaPreferiti: expect.any(Number), nome: 'Operatori', num_Inseriti: 0, condiviso_Con: [] },
    });
    const second = await newCategory(client, 'Elettricisti');
    await addFavourite(client, second.id_CategoriaPreferiti, crewA.userId);
    await addFavourite(client, second.id_CategoriaPreferiti, crewB.userId);

    const list = await call(t.app, client, 'GET', '/api/Preferiti/Categoria');
    expect(list.json().data).toEqual([
      { id_CategoriaPreferiti: second.id_CategoriaPreferiti, nome: 'Elettricisti', num_Inseriti: 2, condiviso_Con: [] },
      {
        id_CategoriaPreferiti: created.json().data.id_CategoriaPreferiti,
        nome: 'Operatori',
        num_Inseriti: 0,
        condiviso_Con: [],
      },
    ]);

    for (const [language, message] of [
      ['it', 'Hai già una categoria con questo nome'],
      ['en', 'You already have a category with this name'],
    ] as const) {
      const duplicate = await call(t.app, client, 'POST', '/api/Preferiti/Categoria/', { nome: 'OPERATORI' }, language);
      expect(duplicate.statusCode).toBe(400);
      expect(failedFields(duplicate)).toEqual({ nome: message });
    }
    // Another owner may use the same name.
    expect((await call(t.app, owner, 'POST', '/api/Preferiti/Categoria/', { nome: 'Operatori' })).json().success).toBe(
      true,
    );
  });

  it('refuses a missing name in both languages', async () => {
    for (const [language, message] of [
      ['it', 'Scrivi il nome della categoria'],
      ['en', "Enter the category's name"],
    ] as const) {
      const response = await call(t.app, owner, 'POST', '/api/Preferiti/Categoria/', { nome: '  ' }, language);
      expect(response.statusCode).toBe(400);
      expect(failedFields(response)).toEqual({ nome: message });
    }
  });

  it('answers a category with its members to its owner, and 404 to anyone else', async () => {
    const category = await newCategory();
    await addFavourite(owner, category.id_CategoriaPreferiti, crewA.userId);
    const detail = await call(t.app, owner, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`);
    expect(detail.json().data).toEqual({
      id_CategoriaPreferiti: category.id_CategoriaPreferiti,
      nome: category.nome,
      num_Inseriti: 1,
      condiviso_Con: [],
      modificabile: true,
      nomeCreatore: owner.username,
      cognomeCreatore: '',
      preferiti: [
        {
          userId: crewA.userId,
          nome: 'Giulia',
          cognome: 'Bianchi',
          preferito: { id_Preferito: crewA.userId, id_Categoria: category.id_CategoriaPreferiti },
        },
      ],
    });
    const stranger = await masterClient(t.app);
    expect(
      (await call(t.app, stranger, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)).statusCode,
    ).toBe(404);
    expect((await call(t.app, stranger, 'GET', '/api/Preferiti/Categoria/999999')).statusCode).toBe(404);
    expect(
      (await call(t.app, stranger, 'DELETE', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)).statusCode,
    ).toBe(404);
    expect((await addFavourite(stranger, category.id_CategoriaPreferiti, crewB.userId)).statusCode).toBe(404);
    expect((await call(t.app, owner, 'GET', '/api/Preferiti/Categoria/abc')).statusCode).toBe(400);
  });

  it('deletes a category, but not while it is shared (pending or accepted), with the notice', async () => {
    const plain = await newCategory();
    const deleted = await call(
      t.app,
      owner,
      'DELETE',
      `/api/Preferiti/Categoria/${plain.id_CategoriaPreferiti}`,
      undefined,
      'en',
    );
    expect(deleted.json()).toEqual({ success: true, message: 'Category deleted', data: null });
    expect(
      (await call(t.app, owner, 'GET', `/api/Preferiti/Categoria/${plain.id_CategoriaPreferiti}`)).statusCode,
    ).toBe(404);

    const shared = await newCategory();
    const share = (await shareWithUser(owner, shared.id_CategoriaPreferiti, crewA.userId)).json().data;
    for (const [language, message] of [
      ['it', 'Una categoria condivisa non può essere eliminata'],
      ['en', 'A shared category cannot be deleted'],
    ] as const) {
      const refused = await call(
        t.app,
        owner,
        'DELETE',
        `/api/Preferiti/Categoria/${shared.id_CategoriaPreferiti}`,
        undefined,
        language,
      );
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ success: false, message, data: null });
    }
    await answerShare(crewA, share.id_CondivisioneCategoriaPreferiti, accepted);
    expect(
      (await call(t.app, owner, 'DELETE', `/api/Preferiti/Categoria/${shared.id_CategoriaPreferiti}`)).json().success,
    ).toBe(false);
    // Once the recipient rejects it, or drops it, it may go.
    await call(
      t.app,
      crewA,
      'DELETE',
      `/api/Preferiti/Condivisione/Richieste?condivisioneCtegoria=${share.id_CondivisioneCategoriaPreferiti}`,
    );
    expect(
      (await call(t.app, owner, 'DELETE', `/api/Preferiti/Categoria/${shared.id_CategoriaPreferiti}`)).json().success,
    ).toBe(true);
  });
});

describe('favourites', () => {
  it('adds a person with a complete profile, lists them with their category, and removes them', async () => {
    const client = await masterClient(t.app);
    const category = await newCategory(client);
    const added = await addFavourite(client, category.id_CategoriaPreferiti, crewA.userId, 'en');
    const favourite = {
      userId: crewA.userId,
      nome: 'Giulia',
      cognome: 'Bianchi',
      preferito: { id_Preferito: crewA.userId, id_Categoria: category.id_CategoriaPreferiti },
    };
    expect(added.json()).toEqual({ success: true, message: 'Added to favourites', data: favourite });
    expect((await call(t.app, client, 'GET', '/api/Preferiti')).json().data).toEqual([favourite]);

    const removed = await call(
      t.app,
      client,
      'DELETE',
      `/api/Preferiti?userId=${crewA.userId}&categoria=${category.id_CategoriaPreferiti}`,
      undefined,
      'en',
    );
    expect(removed.json()).toEqual({ success: true, message: 'Removed from the category', data: null });
    expect((await call(t.app, client, 'GET', '/api/Preferiti')).json().data).toEqual([]);
    // Removing again: nothing there.
    expect(
      (
        await call(
          t.app,
          client,
          'DELETE',
          `/api/Preferiti?userId=${crewA.userId}&categoria=${category.id_CategoriaPreferiti}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses the same person twice in a category with a clear 400, in both languages', async () => {
    const category = await newCategory();
    expect((await addFavourite(owner, category.id_CategoriaPreferiti, crewB.userId)).json().success).toBe(true);
    for (const [language, message] of [
      ['it', 'Questa persona è già in questa categoria'],
      ['en', 'This person is already in this category'],
    ] as const) {
      const twice = await addFavourite(owner, category.id_CategoriaPreferiti, crewB.userId, language);
      expect(twice.statusCode).toBe(400);
      expect(failedFields(twice)).toEqual({ id_Preferito: message });
    }
    // The same person may be in another category.
    const other = await newCategory();
    expect((await addFavourite(owner, other.id_CategoriaPreferiti, crewB.userId)).json().success).toBe(true);
  });

  it('refuses category -1, an incomplete profile (404), an unknown user (404) and oneself', async () => {
    const category = await newCategory();
    for (const [language, message] of [
      ['it', 'Scegli una categoria'],
      ['en', 'Choose a category'],
    ] as const) {
      const none = await addFavourite(owner, -1, crewA.userId, language);
      expect(none.statusCode).toBe(400);
      expect(failedFields(none)).toEqual({ id_Categoria: message });
    }
    const incomplete = await signUpAndIn(t.app);
    expect((await addFavourite(owner, category.id_CategoriaPreferiti, incomplete.userId)).statusCode).toBe(404);
    expect((await addFavourite(owner, category.id_CategoriaPreferiti, 999999)).statusCode).toBe(404);
    const self = await addFavourite(owner, category.id_CategoriaPreferiti, owner.userId, 'en');
    expect(failedFields(self)).toEqual({ id_Preferito: 'You cannot add yourself to your favourites' });
  });

  it("answers 404 for a favourite in another user's category", async () => {
    const category = await newCategory();
    await addFavourite(owner, category.id_CategoriaPreferiti, crewA.userId);
    const stranger = await masterClient(t.app);
    const response = await call(
      t.app,
      stranger,
      'DELETE',
      `/api/Preferiti?userId=${crewA.userId}&categoria=${category.id_CategoriaPreferiti}`,
    );
    expect(response.statusCode).toBe(404);
    expect(
      (await call(t.app, owner, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)).json().data
        .num_Inseriti,
    ).toBe(1);
  });
});

describe('sharing with a user', () => {
  it('shares, emails the recipient in their language, and the recipient accepts and reads the category read-only', async () => {
    const category = await newCategory(owner, 'Macchinisti');
    await addFavourite(owner, category.id_CategoriaPreferiti, crewA.userId);
    const recipient = await signUpAndIn(t.app, { language: 'it' }); // no subscription
    const before = (await t.sentEmails()).length;

    const shared = await call(
      t.app,
      owner,
      'POST',
      '/api/Preferiti/Condivisione',
      { id_Categoria: category.id_CategoriaPreferiti, user_ID: recipient.userId },
      'en',
    );
    const share = {
      id_CondivisioneCategoriaPreferiti: expect.any(Number),
      userId: recipient.userId,
      nome: recipient.username,
      cognome: '',
      email: null,
      statoRichiesta: pending,
    };
    expect(shared.json()).toEqual({ success: true, message: 'Category shared', data: share });
    const shareId = shared.json().data.id_CondivisioneCategoriaPreferiti;

    const [email] = await emailsSince(before);
    expect(recipientOf(email)).toBe(recipient.email);
    expect(email.subject).toBe(`Troupe: ${owner.username} ha condiviso con te la categoria “Macchinisti”`);
    expect(email.text).toContain('Apri i preferiti: http://troupe.test/favorites');

    const request = {
      id_CondivisioneCategoriaPreferiti: shareId,
      id_CategoriaPreferiti: category.id_CategoriaPreferiti,
      nome: 'Macchinisti',
      nomeCreatore: owner.username,
      cognomeCreatore: '',
    };
    expect(await requestsOf(recipient)).toEqual([{ ...request, statoRichiesta: pending }]);
    expect(await requestsOf(recipient, `?statoRichiesta=${accepted}`)).toEqual([]);
    expect(
      (await call(t.app, recipient, 'GET', `/api/Preferiti/Condivisione/Richieste/${shareId}`)).json().data,
    ).toEqual({ ...request, statoRichiesta: pending });
    // Not readable before it is accepted.
    expect(
      (await call(t.app, recipient, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, owner, 'GET', '/api/Preferiti/Categoria'))
        .json()
        .data.find((c: { nome: string }) => c.nome === 'Macchinisti').condiviso_Con,
    ).toEqual([share]);

    const answered = await answerShare(recipient, shareId, accepted, 'en');
    expect(answered.json()).toEqual({
      success: true,
      message: 'Share accepted',
      data: { ...request, statoRichiesta: accepted },
    });
    expect(await requestsOf(recipient, `?statoRichiesta=${accepted}`)).toEqual([
      { ...request, statoRichiesta: accepted },
    ]);

    const read = await call(t.app, recipient, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`);
    expect(read.json().data).toMatchObject({
      modificabile: false,
      condiviso_Con: [],
      num_Inseriti: 1,
      nomeCreatore: owner.username,
      preferiti: [{ userId: crewA.userId }],
    });

    // Read-only: the recipient changes nothing of it (and without Master, is refused before that).
    const master = await masterClient(t.app);
    const toMaster = (await shareWithUser(owner, category.id_CategoriaPreferiti, master.userId)).json().data;
    await answerShare(master, toMaster.id_CondivisioneCategoriaPreferiti, accepted);
    expect((await addFavourite(master, category.id_CategoriaPreferiti, crewB.userId)).statusCode).toBe(404);
    expect(
      (
        await call(
          t.app,
          master,
          'DELETE',
          `/api/Preferiti?userId=${crewA.userId}&categoria=${category.id_CategoriaPreferiti}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, master, 'DELETE', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)).statusCode,
    ).toBe(404);
    expect((await shareWithUser(master, category.id_CategoriaPreferiti, crewB.userId)).statusCode).toBe(404);
    expect((await call(t.app, master, 'GET', '/api/Preferiti')).json().data).toEqual([]);
    expect((await addFavourite(recipient, category.id_CategoriaPreferiti, crewB.userId)).statusCode).toBe(403);
  });

  it('refuses answering twice, and a pending share cannot be dropped, only answered', async () => {
    const category = await newCategory();
    const share = (await shareWithUser(owner, category.id_CategoriaPreferiti, crewB.userId)).json().data;
    const id = share.id_CondivisioneCategoriaPreferiti;
    const drop = await call(
      t.app,
      crewB,
      'DELETE',
      `/api/Preferiti/Condivisione/Richieste?condivisioneCtegoria=${id}`,
      undefined,
      'en',
    );
    expect(drop.json()).toEqual({ success: false, message: 'Accept or reject the request first', data: null });
    expect((await answerShare(crewB, id, rejected, 'en')).json()).toMatchObject({
      success: true,
      message: 'Share rejected',
      data: { statoRichiesta: rejected },
    });
    expect((await answerShare(crewB, id, accepted, 'en')).json()).toEqual({
      success: false,
      message: 'You have already answered this request',
      data: null,
    });
    expect(
      (await call(t.app, crewB, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)).statusCode,
    ).toBe(404);
    // A rejected share may be asked again: it is pending once more.
    expect((await shareWithUser(owner, category.id_CategoriaPreferiti, crewB.userId)).json().data).toMatchObject({
      id_CondivisioneCategoriaPreferiti: id,
      statoRichiesta: pending,
    });
  });

  it('the recipient deletes an accepted share; the owner may withdraw one', async () => {
    const category = await newCategory();
    const id = (await shareWithUser(owner, category.id_CategoriaPreferiti, crewA.userId)).json().data
      .id_CondivisioneCategoriaPreferiti;
    await answerShare(crewA, id, accepted);
    const deleted = await call(
      t.app,
      crewA,
      'DELETE',
      `/api/Preferiti/Condivisione/Richieste?condivisioneCtegoria=${id}`,
      undefined,
      'en',
    );
    expect(deleted.json()).toEqual({ success: true, message: 'Share deleted', data: null });
    expect(
      (await call(t.app, crewA, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)).statusCode,
    ).toBe(404);
    expect(
      (await requestsOf(crewA)).some(
        (r: { id_CondivisioneCategoriaPreferiti: number }) => r.id_CondivisioneCategoriaPreferiti === id,
      ),
    ).toBe(false);

    const again = (await shareWithUser(owner, category.id_CategoriaPreferiti, crewA.userId)).json().data
      .id_CondivisioneCategoriaPreferiti;
    expect(
      (await call(t.app, owner, 'DELETE', `/api/Preferiti/Condivisione/Richieste?condivisioneCtegoria=${again}`)).json()
        .success,
    ).toBe(true);
    expect(
      (await call(t.app, owner, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)).json().data
        .condiviso_Con,
    ).toEqual([]);
  });

  it('refuses a duplicate share, oneself, and answers 404 for strangers', async () => {
    const category = await newCategory();
    await shareWithUser(owner, category.id_CategoriaPreferiti, crewA.userId);
    const twice = await call(
      t.app,
      owner,
      'POST',
      '/api/Preferiti/Condivisione',
      { id_Categoria: category.id_CategoriaPreferiti, user_ID: crewA.userId },
      'en',
    );
    expect(twice.statusCode).toBe(400);
    expect(failedFields(twice)).toEqual({ user_ID: 'This category is already shared with this person' });
    const self = await call(
      t.app,
      owner,
      'POST',
      '/api/Preferiti/Condivisione',
      { id_Categoria: category.id_CategoriaPreferiti, user_ID: owner.userId },
      'en',
    );
    expect(failedFields(self)).toEqual({ user_ID: 'You cannot share a category with yourself' });
    expect((await shareWithUser(owner, category.id_CategoriaPreferiti, 999999)).statusCode).toBe(404);

    const [share] = (await requestsOf(crewA)).filter(
      (r: { id_CategoriaPreferiti: number }) => r.id_CategoriaPreferiti === category.id_CategoriaPreferiti,
    );
    const id = share.id_CondivisioneCategoriaPreferiti;
    const stranger = await signUpAndIn(t.app);
    expect((await call(t.app, stranger, 'GET', `/api/Preferiti/Condivisione/Richieste/${id}`)).statusCode).toBe(404);
    expect((await answerShare(stranger, id, accepted)).statusCode).toBe(404);
    expect(
      (await call(t.app, stranger, 'DELETE', `/api/Preferiti/Condivisione/Richieste?condivisioneCtegoria=${id}`))
        .statusCode,
    ).toBe(404);
    expect(await requestsOf(stranger)).toEqual([]);
  });

  it('refuses bad answers with 400 in both languages', async () => {
    for (const [language, message] of [
      ['it', 'Stato della richiesta non valido'],
      ['en', 'Invalid request state'],
    ] as const) {
      const response = await answerShare(crewA, 1, 0, language);
      expect(response.statusCode).toBe(400);
      expect(failedFields(response)).toEqual({ statoRichiesta: message });
    }
    expect((await call(t.app, crewA, 'GET', '/api/Preferiti/Condivisione/Richieste?statoRichiesta=7')).statusCode).toBe(
      400,
    );
    expect((await call(t.app, crewA, 'DELETE', '/api/Preferiti/Condivisione/Richieste')).statusCode).toBe(400);
  });
});

describe('sharing by email', () => {
  it('with an address that has an account: a share with that account, which is notified', async () => {
    const category = await newCategory();
    const before = (await t.sentEmails()).length;
    const response = await shareByEmail(owner, category.id_CategoriaPreferiti, crewB.email.toUpperCase());
    expect(response.json().data).toMatchObject({ userId: crewB.userId, email: null, statoRichiesta: pending });
    const [email] = await emailsSince(before);
    expect(recipientOf(email)).toBe(crewB.email);
    const twice = await shareByEmail(owner, category.id_CategoriaPreferiti, crewB.email, 'en');
    expect(failedFields(twice)).toEqual({ email: 'This category is already shared with this person' });
  });

  it('with a new address: an invitation in the request language, which becomes the pending request of the account registered with it', async () => {
    const category = await newCategory(owner, 'Fonici');
    await addFavourite(owner, category.id_CategoriaPreferiti, crewA.userId);
    const before = (await t.sentEmails()).length;
    const response = await shareByEmail(owner, category.id_CategoriaPreferiti, 'Giulia.Invitata@example.com', 'en');
    expect(response.json()).toEqual({
      success: true,
      message: 'Category shared',
      data: {
        id_CondivisioneCategoriaPreferiti: expect.any(Number),
        userId: null,
        nome: 'Giulia',
        cognome: "Dall'Olio",
        email: 'Giulia.Invitata@example.com',
        statoRichiesta: pending,
      },
    });
    const [email] = await emailsSince(before);
    expect(recipientOf(email)).toBe('Giulia.Invitata@example.com');
    expect(email.subject).toBe(`Troupe: ${owner.username} would like to share the category “Fonici” with you`);
    expect(email.text).toContain("Hello Giulia Dall'Olio,");
    expect(email.text).toContain(
      `${owner.username} would like to share their category of professionals “Fonici” with you`,
    );
    expect(email.text).toContain('Register: http://troupe.test/register');

    const again = await shareByEmail(owner, category.id_CategoriaPreferiti, 'giulia.invitata@EXAMPLE.com', 'en');
    expect(failedFields(again)).toEqual({ email: 'This category is already shared with this person' });
    // Invitations count as shares: the category cannot be deleted meanwhile.
    expect(
      (await call(t.app, owner, 'DELETE', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)).json().success,
    ).toBe(false);

    // She registers with that address (another case) and signs in: the share is her pending request.
    const registration = await t.app.inject({
      method: 'POST',
      url: '/api/Accounts/registration',
      headers: { 'accept-language': 'it' },
      payload: { userName: 'giulia_invitata', password: GOOD_PASSWORD, email: 'giulia.invitata@example.com' },
    });
    expect(registration.json().success).toBe(true);
    // Told at once, in the language she registered in, where to answer.
    // Welcomed first (in the registration's own transaction), then told of the waiting share.
    const [welcome, notice] = (await t.sentEmails()).slice(before + 1);
    expect(welcome.subject).toBe('Benvenuto su Troupe');
    expect(recipientOf(notice)).toBe('giulia.invitata@example.com');
    expect(notice.subject).toBe(`Troupe: ${owner.username} ha condiviso con te la categoria “Fonici”`);
    expect(notice.text).toContain('Apri i preferiti: http://troupe.test/favorites');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { username: 'giulia_invitata', password: GOOD_PASSWORD },
    });
    const giulia = { auth: { authorization: `Bearer ${login.json().data.token}` } } as SignedInUser;
    const [request] = await requestsOf(giulia);
    expect(request).toEqual({
      id_CondivisioneCategoriaPreferiti: response.json().data.id_CondivisioneCategoriaPreferiti,
      id_CategoriaPreferiti: category.id_CategoriaPreferiti,
      nome: 'Fonici',
      nomeCreatore: owner.username,
      cognomeCreatore: '',
      statoRichiesta: pending,
    });
    await answerShare(giulia, request.id_CondivisioneCategoriaPreferiti, accepted);
    const read = await call(t.app, giulia, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`);
    expect(read.json().data).toMatchObject({
      nome: 'Fonici',
      modificabile: false,
      preferiti: [{ userId: crewA.userId, nome: 'Giulia', cognome: 'Bianchi' }],
    });
    // The owner sees whom it went to, now with the account.
    const shares = (
      await call(t.app, owner, 'GET', `/api/Preferiti/Categoria/${category.id_CategoriaPreferiti}`)
    ).json().data.condiviso_Con;
    expect(shares).toEqual([
      expect.objectContaining({
        userId: login.json().data.userId,
        nome: 'Giulia',
        email: 'Giulia.Invitata@example.com',
        statoRichiesta: accepted,
      }),
    ]);
  });

  it('requires email, name and surname, in both languages', async () => {
    const category = await newCategory();
    for (const [language, messages] of [
      ['it', { nome: 'Scrivi il nome', cognome: 'Scrivi il cognome' }],
      ['en', { nome: 'Enter the first name', cognome: 'Enter the surname' }],
    ] as const) {
      const response = await call(
        t.app,
        owner,
        'POST',
        '/api/Preferiti/Condivisione/Email',
        { id_Categoria: category.id_CategoriaPreferiti, email: '', nome: '', cognome: '' },
        language,
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(failedFields(response)).sort()).toEqual(['cognome', 'email', 'nome']);
      expect(failedFields(response).nome).toBe(messages.nome);
      expect(failedFields(response).cognome).toBe(messages.cognome);
    }
    const bad = await call(t.app, owner, 'POST', '/api/Preferiti/Condivisione/Email', {
      id_Categoria: category.id_CategoriaPreferiti,
      email: 'not-an-email',
      nome: 'A',
      cognome: 'B',
    });
    expect(Object.keys(failedFields(bad))).toEqual(['email']);
  });
});

describe('access', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/Preferiti'],
      ['GET', '/api/Preferiti/Categoria'],
      ['GET', '/api/Preferiti/Condivisione/Richieste'],
      ['PUT', '/api/Preferiti/Condivisione'],
    ] as const) {
      expect((await call(t.app, null, method, url, method === 'PUT' ? {} : undefined)).statusCode).toBe(401);
    }
  });

  it('keeps categories, favourites and sharing for Master (403), and the requests open to everyone', async () => {
    const advanced = await signUpAndIn(t.app);
    await subscribe(t.app, advanced, 'advanced');
    for (const [method, url, payload] of [
      ['GET', '/api/Preferiti', undefined],
      ['POST', '/api/Preferiti', { id_Preferito: crewA.userId, id_Categoria: 1 }],
      ['DELETE', `/api/Preferiti?userId=${crewA.userId}&categoria=1`, undefined],
      ['GET', '/api/Preferiti/Categoria', undefined],
      ['POST', '/api/Preferiti/Categoria/', { nome: 'Mine' }],
      ['DELETE', '/api/Preferiti/Categoria/1', undefined],
      ['POST', '/api/Preferiti/Condivisione', { id_Categoria: 1, user_ID: crewA.userId }],
      [
        'POST',
        '/api/Preferiti/Condivisione/Email',
        { id_Categoria: 1, email: 'a@example.com', nome: 'A', cognome: 'B' },
      ],
    ] as const) {
      const response = await call(t.app, advanced, method, url, payload, 'en');
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
      expect(response.json().message).toBe(
        'This feature needs a Master subscription: activate it on the Subscriptions page',
      );
    }
    expect((await call(t.app, advanced, 'GET', '/api/Preferiti/Condivisione/Richieste')).statusCode).toBe(200);
  });

  it(`limits shares to ${SHARES_PER_HOUR} an hour per user, by user and by email together (429)`, async () => {
    const sharer = await masterClient(t.app);
    const category = await newCategory(sharer);
    expect((await shareWithUser(sharer, category.id_CategoriaPreferiti, crewA.userId)).json().success).toBe(true);
    // Refused shares count too: the limit is on attempts.
    for (let i = 1; i < SHARES_PER_HOUR; i += 1) {
      const response =
        i % 2
          ? await shareWithUser(sharer, category.id_CategoriaPreferiti, crewA.userId)
          : await shareByEmail(sharer, category.id_CategoriaPreferiti, crewA.email);
      expect(response.statusCode).toBe(400);
    }
    const over = await call(
      t.app,
      sharer,
      'POST',
      '/api/Preferiti/Condivisione/Email',
      { id_Categoria: category.id_CategoriaPreferiti, email: 'late@example.com', nome: 'A', cognome: 'B' },
      'en',
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      'You have shared too many categories: you can share up to 50 an hour, please try again later',
    );
    // Another user's count is their own.
    expect((await shareWithUser(owner, (await newCategory()).id_CategoriaPreferiti, crewA.userId)).json().success).toBe(
      true,
    );
  });

  it('removes categories, favourites and shares with the account', async () => {
    const leaving = await masterClient(t.app);
    const category = await newCategory(leaving);
    await addFavourite(leaving, category.id_CategoriaPreferiti, crewA.userId);
    const share = (await shareWithUser(leaving, category.id_CategoriaPreferiti, crewB.userId)).json().data;
    expect((await call(t.app, leaving, 'DELETE', '/api/Accounts/deleteaccount')).json().success).toBe(true);
    expect(
      (
        await call(
          t.app,
          crewB,
          'GET',
          `/api/Preferiti/Condivisione/Richieste/${share.id_CondivisioneCategoriaPreferiti}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});
