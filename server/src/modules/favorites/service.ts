import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  CategoryDetail,
  CategoryShare,
  Favourite,
  FavouriteCategory,
  ShareRequest,
} from '@shared/contracts/favorites';
import {
  CATEGORY_NAME_MAX,
  type CategoryRequest,
  type FavouriteQuery,
  type FavouriteRequest,
  type ShareAnswer,
  type ShareByEmailRequest,
  type ShareWithUserRequest,
} from '@shared/validation/favorites';
import { SHARE_STATE } from '@shared/validation/shareStates';
import type { Language } from '@shared/validation/language';
import type { Clock } from '../../clock';
import type { RegisteredAccount } from '../accounts/service';
import type { Database, Queryable } from '../../db/client';
import { brokenConstraint } from '../../db/errors';
import { fullName, personNames } from '../../db/names';
import { categoryShares, favouriteCategories, favourites, profiles, users } from '../../db/schema';
import type { WindowCap } from '../../http/caps';
import { FieldRefusal, NotFound, Refusal, TooManyRequests } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import { renderEmail } from '../../mail/render';
import type { OutgoingEmail } from '../../mail/transport';
import type { Notify } from '../notifications/service';

export interface FavoritesDeps {
  db: Database;
  clock: Clock;
  /** Each share's email is queued in the share's transaction (mail/outbox.ts). */
  outbox: Pick<MailOutbox, 'commitAndTell'>;
  /** The product's address, for the links in emails. */
  publicUrl: string;
  /**
   * Share emails (a share with an account, an invitation to register) one address receives in 24
   * hours from every sender together (SHARE_EMAILS_PER_ADDRESS_PER_DAY, counted across servers): a
   * share beyond is refused (429), so nobody can fill a mailbox with them.
   */
  shareEmailsCap: WindowCap;
  /** A share tells its recipient in the app too, in its transaction (product.md §4.22). */
  notify: Notify;
}

/** A category's name as its share emails write it: one named before the limit of CATEGORY_NAME_MAX is cut to it. */
const boundedName = (name: string) =>
  name.length > CATEGORY_NAME_MAX ? `${name.slice(0, CATEGORY_NAME_MAX - 1)}…` : name;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const sameEmail = (column: typeof users.email | typeof categoryShares.inviteEmail, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/**
 * Favourites in categories and their sharing (product.md §2.7, Preferiti, and §3.8). A category is
 * its owner's to change; a share makes it readable by its recipient once accepted. Another user's
 * category or share is NotFound.
 */
export function createFavoritesService(deps: FavoritesDeps) {
  const { db, clock } = deps;
  const owners = alias(users, 'owners');
  const ownerProfiles = alias(profiles, 'owner_profiles');
  const ownerNames = personNames(owners, ownerProfiles);
  const memberNames = personNames(users, profiles);

  /** The shares of some categories, as their owner sees them, oldest first. */
  async function sharesOf(categoryIds: number[]): Promise<Map<number, CategoryShare[]>> {
    const byCategory = new Map<number, CategoryShare[]>();
    if (categoryIds.length === 0) return byCategory;
    const rows = await db
      .select({
        id: categoryShares.id,
        categoryId: categoryShares.categoryId,
        userId: categoryShares.recipientId,
        email: categoryShares.inviteEmail,
        nome: sql<string>`coalesce(${categoryShares.inviteNome}, ${memberNames.nome}, '')`,
        cognome: sql<string>`coalesce(${categoryShares.inviteCognome}, ${memberNames.cognome}, '')`,
        state: categoryShares.state,
      })
      .from(categoryShares)
      .leftJoin(users, eq(users.id, categoryShares.recipientId))
      .leftJoin(profiles, eq(profiles.userId, categoryShares.recipientId))
      .where(inArray(categoryShares.categoryId, categoryIds))
      .orderBy(asc(categoryShares.id));
    for (const row of rows) {
      const list = byCategory.get(row.categoryId) ?? [];
      list.push({
        id_CondivisioneCategoriaPreferiti: row.id,
        userId: row.userId,
        nome: row.nome,
        cognome: row.cognome,
        email: row.email,
        statoRichiesta: row.state,
      });
      byCategory.set(row.categoryId, list);
    }
    return byCategory;
  }

  /** The members of some categories, by surname and name. */
  async function membersOf(categoryIds: number[]): Promise<Favourite[]> {
    if (categoryIds.length === 0) return [];
    const rows = await db
      .select({
        userId: favourites.userId,
        categoryId: favourites.categoryId,
        nome: memberNames.nome,
        cognome: memberNames.cognome,
      })
      .from(favourites)
      .innerJoin(users, eq(users.id, favourites.userId))
      .leftJoin(profiles, eq(profiles.userId, favourites.userId))
      .where(inArray(favourites.categoryId, categoryIds))
      .orderBy(asc(memberNames.cognome), asc(memberNames.nome), asc(favourites.userId));
    return rows.map((row) => ({
      userId: row.userId,
      nome: row.nome ?? '',
      cognome: row.cognome,
      preferito: { id_Preferito: row.userId, id_Categoria: row.categoryId },
    }));
  }

  /** Categories as their owner lists them, with their counts and shares. */
  async function categoriesWhere(where: ReturnType<typeof eq>): Promise<FavouriteCategory[]> {
    const members = db
      .select({ categoryId: favourites.categoryId, n: count().as('n') })
      .from(favourites)
      .groupBy(favourites.categoryId)
      .as('members');
    const rows = await db
      .select({
        id: favouriteCategories.id,
        nome: favouriteCategories.nome,
        n: sql<number>`coalesce(${members.n}, 0)::int`,
      })
      .from(favouriteCategories)
      .leftJoin(members, eq(members.categoryId, favouriteCategories.id))
      .where(where)
      .orderBy(asc(sql`lower(${favouriteCategories.nome})`), asc(favouriteCategories.id));
    const shares = await sharesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id_CategoriaPreferiti: row.id,
      nome: row.nome,
      num_Inseriti: Number(row.n),
      condiviso_Con: shares.get(row.id) ?? [],
    }));
  }

  /** The owner's category, locked so a share and a delete of it take turns; else NotFound. */
  async function ownCategory(tx: Transaction, ownerId: number, categoryId: number) {
    const [category] = await tx
      .select()
      .from(favouriteCategories)
      .where(and(eq(favouriteCategories.id, categoryId), eq(favouriteCategories.ownerId, ownerId)))
      .for('update');
    if (!category) throw new NotFound();
    return category;
  }

  /** The shares as their recipient reads them, with the category's and its owner's names. */
  async function requestsWhere(where: ReturnType<typeof and>): Promise<ShareRequest[]> {
    const rows = await db
      .select({
        id: categoryShares.id,
        categoryId: favouriteCategories.id,
        nome: favouriteCategories.nome,
        nomeCreatore: ownerNames.nome,
        cognomeCreatore: ownerNames.cognome,
        state: categoryShares.state,
      })
      .from(categoryShares)
      .innerJoin(favouriteCategories, eq(favouriteCategories.id, categoryShares.categoryId))
      .innerJoin(owners, eq(owners.id, favouriteCategories.ownerId))
      .leftJoin(ownerProfiles, eq(ownerProfiles.userId, owners.id))
      .where(where)
      .orderBy(asc(categoryShares.id));
    return rows.map((row) => ({
      id_CondivisioneCategoriaPreferiti: row.id,
      id_CategoriaPreferiti: row.categoryId,
      nome: row.nome,
      nomeCreatore: row.nomeCreatore ?? '',
      cognomeCreatore: row.cognomeCreatore,
      statoRichiesta: row.state,
    }));
  }

  async function ownerOf(q: Queryable, userId: number) {
    const [owner] = await q
      .select({ nome: ownerNames.nome, cognome: ownerNames.cognome })
      .from(owners)
      .leftJoin(ownerProfiles, eq(ownerProfiles.userId, owners.id))
      .where(eq(owners.id, userId));
    return fullName({ nome: owner?.nome ?? '', cognome: owner?.cognome ?? '' });
  }

  /**
   * The email telling an account a category was shared with it, in its language, with a link to
   * answer; the account is notified in the app as it is built.
   */
  async function sharedEmail(tx: Transaction, recipientId: number, ownerId: number, category: string) {
    const [recipient] = await tx
      .select({ email: users.email, language: users.language, nome: memberNames.nome })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, recipientId));
    if (!recipient) return null;
    const owner = await ownerOf(tx, ownerId);
    await deps.notify(tx, {
      userId: recipientId,
      tipo: 'favoritesShared',
      params: { owner, category: boundedName(category) },
      link: '/favorites',
    });
    return renderEmail(recipient.email, recipient.language as Language, {
      subject: 'mail.favorites.shared.subject',
      kind: 'shares',
      paragraphs: ['mail.greeting', 'mail.favorites.shared.body', 'mail.favorites.shared.answer'],
      values: { username: recipient.nome ?? '', owner, category: boundedName(category) },
      action: { label: 'mail.favorites.shared.action', url: `${deps.publicUrl}/favorites` },
    });
  }

  /** Counts a share email to `address`, in the share's transaction: beyond the day's cap the share is refused with it. */
  async function countShareEmail(address: string) {
    if (!(await deps.shareEmailsCap.take(address.toLowerCase())))
      throw new TooManyRequests('favorites.share.addressTooMany');
  }

  /** The share's email, counted against its address's cap. */
  async function cappedSharedEmail(tx: Transaction, recipientId: number, ownerId: number, category: string) {
    const email = await sharedEmail(tx, recipientId, ownerId, category);
    if (email) await countShareEmail(email.to);
    return email;
  }

  /**
   * Shares a category with an account: a new pending share, or a rejected one asked again. A share
   * still pending or accepted is refused on `field`, the body's field that named the person.
   */
  async function shareWithAccount(
    ownerId: number,
    categoryId: number,
    recipientId: number,
    field: string,
  ): Promise<CategoryShare> {
    if (recipientId === ownerId) throw new FieldRefusal(field, 'favorites.share.self');
    const { category, shareId } = await settledByConstraints(field, () =>
      deps.outbox.commitAndTell(async (tx) => {
        const category = await ownCategory(tx, ownerId, categoryId);
        const [existing] = await tx
          .select({ id: categoryShares.id, state: categoryShares.state })
          .from(categoryShares)
          .where(and(eq(categoryShares.categoryId, category.id), eq(categoryShares.recipientId, recipientId)));
        if (existing && existing.state !== SHARE_STATE.rejected)
          throw new FieldRefusal(field, 'favorites.share.already');
        if (existing) {
          await tx
            .update(categoryShares)
            .set({ state: SHARE_STATE.pending, answeredAt: null, createdAt: clock.now() })
            .where(eq(categoryShares.id, existing.id));
          return {
            value: { category, shareId: existing.id },
            email: await cappedSharedEmail(tx, recipientId, ownerId, category.nome),
          };
        }
        const [created] = await tx
          .insert(categoryShares)
          .values({ categoryId: category.id, recipientId, state: SHARE_STATE.pending, createdAt: clock.now() })
          .returning({ id: categoryShares.id });
        return {
          value: { category, shareId: created.id },
          email: await cappedSharedEmail(tx, recipientId, ownerId, category.nome),
        };
      }),
    );
    return (await sharesOf([category.id]))
      .get(category.id)!
      .find((share) => share.id_CondivisioneCategoriaPreferiti === shareId)!;
  }

  /** Runs `change`, turning a duplicate the unique keys caught in a race into the refusal on `field`. */
  async function settledByConstraints<T>(field: string, change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      const constraint = brokenConstraint(error, '23505');
      if (constraint === 'favourite_categories_owner_name_key')
        throw new FieldRefusal(field, 'favorites.category.nameTaken');
      if (constraint === 'favourites_pkey') throw new FieldRefusal(field, 'favorites.favourite.already');
      if (constraint === 'category_shares_recipient_key' || constraint === 'category_shares_invite_key')
        throw new FieldRefusal(field, 'favorites.share.already');
      throw error;
    }
  }

  return {
    /** GET /api/Preferiti: every person in the owner's categories, with the category they are in. */
    async favourites(ownerId: number): Promise<Favourite[]> {
      const ids = await db
        .select({ id: favouriteCategories.id })
        .from(favouriteCategories)
        .where(eq(favouriteCategories.ownerId, ownerId));
      return membersOf(ids.map((row) => row.id));
    },

    /** POST /api/Preferiti: a person with a complete profile (not the owner) into one of the owner's categories, once. */
    async addFavourite(ownerId: number, request: FavouriteRequest): Promise<Favourite> {
      if (request.id_Preferito === ownerId) throw new FieldRefusal('id_Preferito', 'favorites.favourite.self');
      const [person] = await db
        .select({ workflow: users.workflow })
        .from(users)
        .where(eq(users.id, request.id_Preferito));
      // Only complete profiles are found anywhere else (search, the crew card): an incomplete one is not found here either.
      if (!person || person.workflow !== 0) throw new NotFound();
      await settledByConstraints('id_Preferito', () =>
        db.transaction(async (tx) => {
          const category = await ownCategory(tx, ownerId, request.id_Categoria);
          const [already] = await tx
            .select({ userId: favourites.userId })
            .from(favourites)
            .where(and(eq(favourites.categoryId, category.id), eq(favourites.userId, request.id_Preferito)));
          if (already) throw new FieldRefusal('id_Preferito', 'favorites.favourite.already');
          await tx
            .insert(favourites)
            .values({ categoryId: category.id, userId: request.id_Preferito, createdAt: clock.now() });
        }),
      );
      const members = await membersOf([request.id_Categoria]);
      return members.find((member) => member.userId === request.id_Preferito)!;
    },

    /** DELETE /api/Preferiti: a person out of one of the owner's categories. */
    async removeFavourite(ownerId: number, query: FavouriteQuery): Promise<void> {
      await db.transaction(async (tx) => {
        const category = await ownCategory(tx, ownerId, query.categoria);
        const removed = await tx
          .delete(favourites)
          .where(and(eq(favourites.categoryId, category.id), eq(favourites.userId, query.userId)))
          .returning({ userId: favourites.userId });
        if (removed.length === 0) throw new NotFound();
      });
    },

    /** GET /api/Preferiti/Categoria: the owner's categories by name. */
    categories: (ownerId: number) => categoriesWhere(eq(favouriteCategories.ownerId, ownerId)),

    /** POST /api/Preferiti/Categoria/: a new category, its name unique among the owner's whatever its case. */
    async createCategory(ownerId: number, request: CategoryRequest): Promise<FavouriteCategory> {
      const [created] = await settledByConstraints('nome', () =>
        db.insert(favouriteCategories).values({ ownerId, nome: request.nome, createdAt: clock.now() }).returning(),
      );
      return { id_CategoriaPreferiti: created.id, nome: created.nome, num_Inseriti: 0, condiviso_Con: [] };
    },

    /**
     * GET /api/Preferiti/Categoria/{id}: a category with its members, for its owner (modificabile)
     * or for a recipient who accepted its share (read-only, without whom else it is shared with).
     */
    async category(userId: number, categoryId: number): Promise<CategoryDetail> {
      const [row] = await db
        .select({
          id: favouriteCategories.id,
          ownerId: favouriteCategories.ownerId,
          nomeCreatore: ownerNames.nome,
          cognomeCreatore: ownerNames.cognome,
        })
        .from(favouriteCategories)
        .innerJoin(owners, eq(owners.id, favouriteCategories.ownerId))
        .leftJoin(ownerProfiles, eq(ownerProfiles.userId, owners.id))
        .where(eq(favouriteCategories.id, categoryId));
      if (!row) throw new NotFound();
      const owned = row.ownerId === userId;
      if (!owned) {
        const [share] = await db
          .select({ id: categoryShares.id })
          .from(categoryShares)
          .where(
            and(
              eq(categoryShares.categoryId, categoryId),
              eq(categoryShares.recipientId, userId),
              eq(categoryShares.state, SHARE_STATE.accepted),
            ),
          );
        if (!share) throw new NotFound();
      }
      const [category] = await categoriesWhere(eq(favouriteCategories.id, categoryId));
      return {
        ...category,
        condiviso_Con: owned ? category.condiviso_Con : [],
        modificabile: owned,
        nomeCreatore: row.nomeCreatore ?? '',
        cognomeCreatore: row.cognomeCreatore,
        preferiti: await membersOf([categoryId]),
      };
    },

    /** DELETE /api/Preferiti/Categoria/{id}: refused while a share is pending or accepted (product.md §2.6). */
    async deleteCategory(ownerId: number, categoryId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const category = await ownCategory(tx, ownerId, categoryId);
        const [shared] = await tx
          .select({ id: categoryShares.id })
          .from(categoryShares)
          .where(
            and(
              eq(categoryShares.categoryId, category.id),
              inArray(categoryShares.state, [SHARE_STATE.pending, SHARE_STATE.accepted]),
            ),
          )
          .limit(1);
        if (shared) throw new Refusal('favorites.category.sharedNoDelete');
        await tx.delete(favouriteCategories).where(eq(favouriteCategories.id, category.id));
      });
    },

    /** POST /api/Preferiti/Condivisione: one of the owner's categories with another account, which is emailed. */
    async shareWithUser(ownerId: number, request: ShareWithUserRequest): Promise<CategoryShare> {
      const [recipient] = await db.select({ id: users.id }).from(users).where(eq(users.id, request.user_ID));
      if (!recipient) throw new NotFound();
      return shareWithAccount(ownerId, request.id_Categoria, recipient.id, 'user_ID');
    },

    /**
     * POST /api/Preferiti/Condivisione/Email: with the account that has this address, as a share
     * with a user; with no such account, an invitation in the sender's language that waits for an
     * account to register with the address (accountRegistered).
     */
    async shareByEmail(ownerId: number, request: ShareByEmailRequest, language: Language): Promise<CategoryShare> {
      const [account] = await db.select({ id: users.id }).from(users).where(sameEmail(users.email, request.email));
      if (account) return shareWithAccount(ownerId, request.id_Categoria, account.id, 'email');
      const { category, shareId } = await settledByConstraints('email', () =>
        deps.outbox.commitAndTell(async (tx) => {
          const category = await ownCategory(tx, ownerId, request.id_Categoria);
          const [existing] = await tx
            .select({ id: categoryShares.id })
            .from(categoryShares)
            .where(
              and(
                eq(categoryShares.categoryId, category.id),
                isNull(categoryShares.recipientId),
                sameEmail(categoryShares.inviteEmail, request.email),
              ),
            );
          if (existing) throw new FieldRefusal('email', 'favorites.share.already');
          const [created] = await tx
            .insert(categoryShares)
            .values({
              categoryId: category.id,
              inviteEmail: request.email,
              inviteNome: request.nome,
              inviteCognome: request.cognome,
              state: SHARE_STATE.pending,
              createdAt: clock.now(),
            })
            .returning({ id: categoryShares.id });
          await countShareEmail(request.email);
          const name = fullName({ nome: request.nome, cognome: request.cognome });
          const email = renderEmail({ address: request.email, name }, language, {
            subject: 'mail.favorites.invitation.subject',
            kind: 'shares',
            paragraphs: [
              'mail.favorites.invitation.greeting',
              'mail.favorites.invitation.body',
              'mail.favorites.invitation.register',
            ],
            values: {
              nome: request.nome,
              cognome: request.cognome,
              owner: await ownerOf(tx, ownerId),
              category: boundedName(category.nome),
              email: request.email,
            },
            action: { label: 'mail.favorites.invitation.action', url: `${deps.publicUrl}/register` },
          });
          return { value: { category, shareId: created.id }, email };
        }),
      );
      return (await sharesOf([category.id]))
        .get(category.id)!
        .find((share) => share.id_CondivisioneCategoriaPreferiti === shareId)!;
    },

    /** GET /api/Preferiti/Condivisione/Richieste: the shares addressed to the user, all or in one state. */
    requests: (recipientId: number, state?: number) =>
      requestsWhere(
        and(
          eq(categoryShares.recipientId, recipientId),
          state === undefined ? undefined : eq(categoryShares.state, state),
        ),
      ),

    /** GET /api/Preferiti/Condivisione/Richieste/{id}: one share addressed to the user. */
    async request(recipientId: number, shareId: number): Promise<ShareRequest> {
      const [share] = await requestsWhere(
        and(eq(categoryShares.recipientId, recipientId), eq(categoryShares.id, shareId)),
      );
      if (!share) throw new NotFound();
      return share;
    },

    /** PUT /api/Preferiti/Condivisione: the recipient accepts (1) or rejects (2) a pending share. */
    async answer(recipientId: number, request: ShareAnswer): Promise<ShareRequest> {
      await db.transaction(async (tx) => {
        const [share] = await tx
          .select({ id: categoryShares.id, state: categoryShares.state })
          .from(categoryShares)
          .where(
            and(
              eq(categoryShares.id, request.id_CondivisioneCategoriaPreferiti),
              eq(categoryShares.recipientId, recipientId),
            ),
          )
          .for('update');
        if (!share) throw new NotFound();
        if (share.state !== SHARE_STATE.pending) throw new Refusal('favorites.share.notPending');
        await tx
          .update(categoryShares)
          .set({ state: request.statoRichiesta, answeredAt: clock.now() })
          .where(eq(categoryShares.id, share.id));
      });
      const [share] = await requestsWhere(eq(categoryShares.id, request.id_CondivisioneCategoriaPreferiti));
      return share;
    },

    /**
     * DELETE /api/Preferiti/Condivisione/Richieste: the recipient drops an accepted share (a pending
     * one is answered instead), or the category's owner withdraws any share of it.
     */
    async deleteShare(userId: number, shareId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [share] = await tx
          .select({
            id: categoryShares.id,
            state: categoryShares.state,
            recipientId: categoryShares.recipientId,
            ownerId: favouriteCategories.ownerId,
          })
          .from(categoryShares)
          .innerJoin(favouriteCategories, eq(favouriteCategories.id, categoryShares.categoryId))
          .where(eq(categoryShares.id, shareId))
          .for('update', { of: categoryShares });
        if (!share || (share.recipientId !== userId && share.ownerId !== userId)) throw new NotFound();
        if (share.ownerId !== userId && share.state !== SHARE_STATE.accepted)
          throw new Refusal('favorites.share.answerFirst');
        await tx.delete(categoryShares).where(eq(categoryShares.id, share.id));
      });
    },

    /**
     * The invitations waiting for this address become the new account's pending requests, and the
     * account is told of each as of any share, with the link to /favorites where it answers.
     */
    async accountRegistered(account: RegisteredAccount): Promise<void> {
      await deps.outbox.commitAndTell(async (tx) => {
        const attached = await tx
          .update(categoryShares)
          .set({ recipientId: account.id })
          .where(and(isNull(categoryShares.recipientId), sameEmail(categoryShares.inviteEmail, account.email)))
          .returning({ categoryId: categoryShares.categoryId });
        if (attached.length === 0) return { value: undefined, email: null };
        const categories = await tx
          .select({ ownerId: favouriteCategories.ownerId, nome: favouriteCategories.nome })
          .from(favouriteCategories)
          .where(
            inArray(
              favouriteCategories.id,
              attached.map((share) => share.categoryId),
            ),
          );
        const emails: OutgoingEmail[] = [];
        for (const category of categories) {
          const email = await sharedEmail(tx, account.id, category.ownerId, category.nome);
          if (email) emails.push(email);
        }
        return { value: undefined, email: emails };
      });
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
