import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Language } from '@shared/validation/language';
import type { LoginData, RenewedToken, UserData } from '@shared/contracts/accounts';
import type {
  ChangePasswordRequest,
  ConfirmResetPasswordRequest,
  LoginRequest,
  RegistrationRequest,
  ResetPasswordRequest,
} from '@shared/validation/accounts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { recordConsents } from '../../db/consents';
import { greetingNameOf } from '../../db/names';
import { accountTokens, users } from '../../db/schema';
import type { WindowCap } from '../../http/caps';
import { Refusal, TooManyRequests, Unauthorized } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import { renderEmail } from '../../mail/render';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { TierOf } from '../../plugins/tier';
import type { UserFiles } from '../../storage/userFiles';
import { type LockoutCounts, createLoginLockout } from './lockout';
import { removeAccount } from './removal';
import type { PasswordHasher } from './passwords';
import type { AccountEmails } from './securityEmails';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/**
 * Recovery emails one account receives in an hour, whoever asks and from however many addresses;
 * past it a request is answered as any other and mails nothing (docs/product.md §1.9).
 */
export const RESET_EMAILS_PER_HOUR = 5;

export interface AccountsDeps {
  db: Database;
  publicUrl: string;
  /** Every email here (the reset link and the security emails) is queued with the change it tells of. */
  outbox: MailOutbox;
  emails: AccountEmails;
  issueToken(user: { id: number; tokenVersion: number }): string;
  clock: Clock;
  /** The tier of the user's running subscription, as the subscriptions module answers it. */
  tierOf: TierOf;
  /** The user's uploaded files (photo, documents), removed with the account. */
  files: Pick<UserFiles, 'removeUserFiles'>;
  /** Told of each new account, so what waited for its address reaches it (favourites' invitations). */
  accountRegistered: (account: RegisteredAccount) => Promise<void>;
  /** Where wrong passwords are counted: this server's memory, or the Redis the servers share. */
  lockoutCounts: LockoutCounts;
  /** RESET_EMAILS_PER_HOUR per account, counted where the lockout's counts are. */
  resetEmailsCap: WindowCap;
  passwords: PasswordHasher;
}

/** A new account, as the modules waiting for an address are told of it. */
export interface RegisteredAccount {
  id: number;
  email: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sameText = (column: typeof users.username | typeof users.email, value: string) =>
  eq(sql`lower(${column})`, value.toLowerCase());

type UserRow = typeof users.$inferSelect;

/** `tipologiaAbbonamento` is the tier of the user's running subscription (0 when none). */
function toUserData(
  user: Pick<UserRow, 'id' | 'username' | 'workflow' | 'email' | 'tipologiaUtente'>,
  tipologiaAbbonamento: number,
  nomeSaluto: string,
): UserData {
  return {
    username: user.username,
    nomeSaluto,
    workflow: user.workflow,
    id_Profilo: user.id,
    userId: user.id,
    email: user.email,
    tipologiaUtente: user.tipologiaUtente,
    tipologiaAbbonamento,
  };
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, clock } = deps;
  const lockout = createLoginLockout(clock, deps.lockoutCounts);

  async function findUser(id: number): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user;
  }

  /** Raises the user's token version, so every token issued before is refused (plugins/auth.ts). */
  const endSessions = sql`${users.tokenVersion} + 1`;

  return {
    async register(request: RegistrationRequest, language: Language): Promise<void> {
      const [taken] = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(or(sameText(users.username, request.userName), sameText(users.email, request.email)));
      if (taken) {
        const field = taken.username.toLowerCase() === request.userName.toLowerCase() ? 'username' : 'email';
        throw new Refusal(`accounts.registration.${field}Taken`);
      }
      const passwordHash = await deps.passwords.hash(request.password);
      // Registering is the first access the inactivity rule counts from.
      const registeredAt = clock.now();
      const id = await deps.outbox.commitAndTell(async (tx) => {
        // The unique indexes settle a race between two identical registrations: the second fails here.
        const inserted = await tx
          .insert(users)
          .values({
            username: request.userName,
            email: request.email,
            passwordHash,
            language,
            imageConsent: request.consensoTrattamentoImmagini,
            createdAt: registeredAt,
            lastAccessAt: registeredAt,
          })
          .onConflictDoNothing()
          .returning();
        if (inserted.length === 0) throw new Refusal('accounts.registration.usernameTaken');
        // Registering accepts the terms and the privacy notice in force; the image consent is as ticked.
        await recordConsents(tx, inserted[0].id, registeredAt, [
          { kind: 'terms', granted: true },
          { kind: 'privacy', granted: true },
          { kind: 'images', granted: request.consensoTrattamentoImmagini },
        ]);
        return { value: inserted[0].id, email: deps.emails.welcome(inserted[0]) };
      });
      await deps.accountRegistered({ id, email: request.email });
    },

    /**
     * Wrong username and wrong password get the same answer, after the same work. Wrong passwords
     * are counted per account (by username or email alike) and client address (lockout.ts): a
     * refused try answers 429 without checking the password.
     */
    async login(request: LoginRequest, language: Language, address: string): Promise<LoginData> {
      const [user] = await db
        .select()
        .from(users)
        .where(or(sameText(users.username, request.username), sameText(users.email, request.username)));
      const account = user ? `user:${user.id}` : `name:${request.username.toLowerCase()}`;
      if (!(await lockout.check(account, address)).allowed) throw new TooManyRequests('accounts.login.locked');
      const valid = await deps.passwords.verify(
        user?.passwordHash ?? (await deps.passwords.decoyHash()),
        request.password,
      );
      if (!user || !valid) {
        await lockout.failed(account, address);
        throw new Refusal('accounts.login.invalid');
      }
      await lockout.succeeded(account, address);
      const [updated] = await db
        .update(users)
        .set({ lastAccessAt: clock.now(), language })
        .where(eq(users.id, user.id))
        .returning();
      const [tier, name] = await Promise.all([deps.tierOf(updated.id), greetingNameOf(db, updated.id)]);
      return { ...toUserData(updated, tier, name), token: deps.issueToken(updated) };
    },

    /** The signed-in user's data, from the row authentication already read (and its last access written). */
    /** Everything comes with the authenticated user: getUserData costs no query of its own. */
    async userData(user: AuthenticatedUser): Promise<UserData> {
      return toUserData(user, user.tier, user.greetingName);
    },

    /**
     * Always the same outcome for the caller: only a matching account gets an email, and only while
     * it has had fewer than RESET_EMAILS_PER_HOUR in the last hour. The link and its email are one
     * transaction: the outbox delivers the email, later if the mail server does not answer now.
     */
    async requestPasswordReset(request: ResetPasswordRequest): Promise<void> {
      const [user] = request.userName
        ? await db.select().from(users).where(sameText(users.username, request.userName))
        : await db.select().from(users).where(sameText(users.email, request.email));
      if (!user || !(await deps.resetEmailsCap.take(`user:${user.id}`))) return;
      const token = randomBytes(32).toString('base64url');
      await deps.outbox.commitAndTell(async (tx) => {
        await tx.insert(accountTokens).values({
          userId: user.id,
          purpose: 'reset-password',
          tokenHash: hashToken(token),
          expiresAt: new Date(clock.now().getTime() + RESET_LINK_TTL_MS),
        });
        const email = renderEmail(user.email, user.language as Language, {
          subject: 'mail.resetPassword.subject',
          paragraphs: ['mail.greeting', 'mail.resetPassword.body', 'mail.resetPassword.ignore'],
          values: { username: user.username },
          action: { label: 'mail.resetPassword.action', url: `${deps.publicUrl}/reset-password/${token}` },
        });
        return { value: undefined, email };
      });
    },

    async confirmPasswordReset(request: ConfirmResetPasswordRequest): Promise<void> {
      const passwordHash = await deps.passwords.hash(request.password);
      await deps.outbox.commitAndTell(async (tx) => {
        // Marking the token used in the same statement that finds it makes it single-use under races.
        const [token] = await tx
          .update(accountTokens)
          .set({ usedAt: clock.now() })
          .where(
            and(
              eq(accountTokens.tokenHash, hashToken(request.token)),
              eq(accountTokens.purpose, 'reset-password'),
              isNull(accountTokens.usedAt),
              gt(accountTokens.expiresAt, clock.now()),
            ),
          )
          .returning({ userId: accountTokens.userId });
        if (!token) throw new Refusal('accounts.reset.invalidLink');
        const [user] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: endSessions })
          .where(eq(users.id, token.userId))
          .returning();
        return { value: undefined, email: deps.emails.passwordChanged(user, clock.now()) };
      });
    },

    /** Answers a fresh token: every other session of this user ends, this one goes on. */
    async changePassword(userId: number, request: ChangePasswordRequest): Promise<RenewedToken> {
      const user = await findUser(userId);
      if (!user || !(await deps.passwords.verify(user.passwordHash, request.oldPassword))) {
        throw new Refusal('accounts.changePassword.wrongOld');
      }
      const passwordHash = await deps.passwords.hash(request.password);
      return deps.outbox.commitAndTell(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: endSessions })
          .where(eq(users.id, userId))
          .returning();
        return { value: { token: deps.issueToken(updated) }, email: deps.emails.passwordChanged(updated, clock.now()) };
      });
    },

    /**
     * Ends every session of the user, this one included, with the mechanism a password change
     * uses; answers a fresh token so the session that asked goes on (docs/decisions.md).
     */
    async signOutEverywhere(userId: number): Promise<RenewedToken> {
      const [updated] = await db
        .update(users)
        .set({ tokenVersion: endSessions })
        .where(eq(users.id, userId))
        .returning();
      // Gone since the token was checked (deleted meanwhile): the token is no good any more.
      if (!updated) throw new Unauthorized();
      return { token: deps.issueToken(updated) };
    },

    /** The user's own deletion (removal.ts); gone already, the token is no good any more. */
    async deleteAccount(userId: number): Promise<void> {
      if (!(await removeAccount(deps, userId, 'request'))) throw new Unauthorized();
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
