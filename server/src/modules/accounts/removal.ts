import { type SQL, and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { users } from '../../db/schema';
import type { MailOutbox } from '../../mail/outbox';
import type { UserFiles } from '../../storage/userFiles';
import type { AccountEmails, DeletionReason } from './securityEmails';

export interface RemovalDeps {
  outbox: Pick<MailOutbox, 'commitAndTell'>;
  emails: Pick<AccountEmails, 'accountDeleted'>;
  files: Pick<UserFiles, 'removeUserFiles'>;
  clock: Clock;
}

/**
 * The one way an account is deleted, whether its owner asks (the delete-account route) or the
 * inactivity sweep does: the user's row goes and, through the foreign keys' cascades, everything
 * that is theirs, with the email that tells of it queued in the same transaction; then their
 * files, once nothing in the database points at them any more. `stillDue` is checked in the
 * delete itself, so an account used since the sweep looked at it stays. Answers whether the
 * account was deleted.
 */
export async function removeAccount(
  deps: RemovalDeps,
  userId: number,
  reason: DeletionReason,
  stillDue?: SQL,
): Promise<boolean> {
  const deleted = await deps.outbox.commitAndTell(async (tx) => {
    const [row] = await tx
      .delete(users)
      .where(and(eq(users.id, userId), stillDue))
      .returning();
    return { value: Boolean(row), email: row ? deps.emails.accountDeleted(row, deps.clock.now(), reason) : null };
  });
  if (deleted) await deps.files.removeUserFiles(userId);
  return deleted;
}
