/**
 * The first-time completion flag (product.md §1.2), kept in this browser per username: the
 * wizard raises it when the last tab's save completes the profile, the home screen congratulates
 * once and lowers it for good. Several people may share a browser, hence one key each.
 */

/** 'due': the congratulation is still to be shown; 'shown': it has been. */
type Flag = 'due' | 'shown';

/** Usernames are unique without regard to case (product.md §3.3), so the key is too. */
export const completionKey = (username: string) => `troupe.profileCompleted.${username.toLowerCase()}`;

function read(username: string): Flag | null {
  try {
    const value = window.localStorage.getItem(completionKey(username));
    return value === 'due' || value === 'shown' ? value : null;
  } catch {
    // Storage refused (private mode, quota): no flag, and the user simply sees no congratulation.
    return null;
  }
}

function write(username: string, flag: Flag) {
  try {
    window.localStorage.setItem(completionKey(username), flag);
  } catch {
    // As above: a congratulation is not worth an error.
  }
}

/** Called when a save completes the profile: the first time only, the congratulation becomes due. */
export function recordProfileCompleted(username: string): void {
  if (read(username) === null) write(username, 'due');
}

/** True from the first completion until the congratulation has been shown. */
export const isCompletionCongratulationDue = (username: string) => read(username) === 'due';

/** The home screen showed it: never again for this user in this browser. */
export function markCompletionCongratulationShown(username: string): void {
  if (read(username) === 'due') write(username, 'shown');
}
