import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { EmailPreferencesAnswer } from '@shared/contracts/emailPreferences';
import { EMAIL_KINDS, type EmailKind } from '@shared/validation/emailKinds';
import type { EmailPreferencesRequest } from '@shared/validation/emailPreferences';
import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/client';
import { emailOptOuts, users } from '../../db/schema';
import { NotFound } from '../../http/errors';
import type { UnsubscribeLinks } from '../../mail/unsubscribe';

export interface EmailPreferencesDeps {
  db: Database;
  clock: Clock;
  /** Reads the one-click addresses the outbox signs (mail/unsubscribe.ts). */
  links: Pick<UnsubscribeLinks, 'read'>;
}

/**
 * Which kinds of email a person receives (product.md §4.18): the switches of the settings page, and
 * the one-click unsubscribe of every non-transactional email. A switch turned off is a row of
 * email_opt_outs for the person's address; the outbox reads it in the transaction that would queue
 * an email of that kind, and does not queue it.
 */
export function createEmailPreferencesService(deps: EmailPreferencesDeps) {
  const { db, clock } = deps;

  /** The signed-in user's address, lower-cased as the opt-outs keep it. */
  async function addressOf(q: Queryable, userId: number): Promise<string> {
    const [user] = await q.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFound();
    return user.email.toLowerCase();
  }

  async function preferencesOf(q: Queryable, address: string): Promise<EmailPreferencesAnswer> {
    const off = await q.select({ kind: emailOptOuts.kind }).from(emailOptOuts).where(eq(emailOptOuts.address, address));
    const offKinds = new Set(off.map((row) => row.kind));
    return Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, !offKinds.has(kind)])) as EmailPreferencesAnswer;
  }

  /** Turns kinds off for an address (again: nothing changes), naming its account when it has one. */
  async function turnOff(q: Queryable, address: string, kinds: EmailKind[], userId: number | null) {
    if (kinds.length === 0) return;
    await q
      .insert(emailOptOuts)
      .values(kinds.map((kind) => ({ address, kind, userId, createdAt: clock.now() })))
      .onConflictDoUpdate({
        target: [emailOptOuts.address, emailOptOuts.kind],
        set: { userId: sql`coalesce(excluded.user_id, ${emailOptOuts.userId})` },
      });
  }

  return {
    /** GET /api/PreferenzeEmail: the signed-in user's switches. */
    async read(userId: number): Promise<EmailPreferencesAnswer> {
      return preferencesOf(db, await addressOf(db, userId));
    },

    /** PUT /api/PreferenzeEmail: every switch as given; answers them as stored. */
    async save(userId: number, request: EmailPreferencesRequest): Promise<EmailPreferencesAnswer> {
      return db.transaction(async (tx) => {
        const address = await addressOf(tx, userId);
        const off = EMAIL_KINDS.filter((kind) => !request[kind]);
        await tx
          .delete(emailOptOuts)
          .where(
            and(eq(emailOptOuts.address, address), off.length > 0 ? notInArray(emailOptOuts.kind, off) : undefined),
          );
        await turnOff(tx, address, off, userId);
        return preferencesOf(tx, address);
      });
    },

    /**
     * POST /api/PreferenzeEmail/Disiscrizione: the one-click unsubscribe (RFC 8058) of the kind and
     * address the token names; a token this installation did not sign is 404.
     */
    async unsubscribe(token: string): Promise<{ kind: EmailKind }> {
      const named = deps.links.read(token);
      if (!named) throw new NotFound();
      const address = named.address.toLowerCase();
      await db.transaction(async (tx) => {
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, address));
        await turnOff(tx, address, [named.kind], account?.id ?? null);
      });
      return { kind: named.kind };
    },
  };
}

export type EmailPreferencesService = ReturnType<typeof createEmailPreferencesService>;
