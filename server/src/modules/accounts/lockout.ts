import type { Clock } from '../../clock';

/**
 * Wrong passwords counted so that guessing is slow and nobody can lock a person out of their own
 * account (OWASP ASVS 6.3.1 without the lockout denial of service):
 * - per account and client address, tightly: after PER_ADDRESS_FAILURES wrong passwords from one
 *   address, that address may not try that account for ADDRESS_LOCK_MS;
 * - per account across all addresses, loosely and with a growing delay: past ACCOUNT_FAILURES
 *   wrong passwords in ACCOUNT_WINDOW_MS, an address the account has never signed in from waits
 *   2, 4, 8... seconds (at most MAX_DELAY_MS) after the latest failure before its next try;
 * - an address the account signed in from (within KNOWN_ADDRESS_MS) skips the account-wide delay,
 *   so an attacker elsewhere never keeps the real user out from their own address.
 * The account is its user id (the same whether named by username or email), or the name typed
 * when no account has it. Counts live in this server's memory.
 */
export const PER_ADDRESS_FAILURES = 5;
export const ADDRESS_LOCK_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURES = 20;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
export const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;
/** Bounds the memory an attacker spraying names and addresses can take. */
const MAX_ENTRIES = 100_000;

interface AddressCount {
  failures: number;
  since: number;
  lockedUntil: number;
}
interface AccountCount {
  failures: number[];
  knownAddresses: Map<string, number>;
}

export type LoginGate = { allowed: true } | { allowed: false; retryAfterMs: number };

export function createLoginLockout(clock: Clock) {
  const byAddress = new Map<string, AddressCount>();
  const byAccount = new Map<string, AccountCount>();
  const now = () => clock.now().getTime();
  const addressKey = (account: string, address: string) => `${account}\u0000${address}`;

  function trim<V>(map: Map<string, V>) {
    // Oldest entries first out: Map keeps insertion order.
    while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  }

  function accountCount(account: string): AccountCount {
    let count = byAccount.get(account);
    if (!count) {
      count = { failures: [], knownAddresses: new Map() };
      byAccount.set(account, count);
      trim(byAccount);
    }
    count.failures = count.failures.filter((at) => at > now() - ACCOUNT_WINDOW_MS);
    return count;
  }

  return {
    /** Whether `address` may try a password on `account` now. */
    check(account: string, address: string): LoginGate {
      const at = now();
      const local = byAddress.get(addressKey(account, address));
      if (local && local.lockedUntil > at) return { allowed: false, retryAfterMs: local.lockedUntil - at };
      const count = byAccount.get(account);
      if (!count) return { allowed: true };
      const knownSince = count.knownAddresses.get(address);
      if (knownSince !== undefined && knownSince > at - KNOWN_ADDRESS_MS) return { allowed: true };
      const recent = count.failures.filter((failure) => failure > at - ACCOUNT_WINDOW_MS);
      if (recent.length < ACCOUNT_FAILURES) return { allowed: true };
      const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (recent.length - ACCOUNT_FAILURES + 1));
      const waitUntil = recent[recent.length - 1] + delay;
      return waitUntil > at ? { allowed: false, retryAfterMs: waitUntil - at } : { allowed: true };
    },

    failed(account: string, address: string): void {
      const at = now();
      const key = addressKey(account, address);
      let local = byAddress.get(key);
      if (!local || local.since <= at - ADDRESS_LOCK_MS) {
        local = { failures: 0, since: at, lockedUntil: 0 };
        byAddress.set(key, local);
        trim(byAddress);
      }
      local.failures += 1;
      if (local.failures >= PER_ADDRESS_FAILURES) local.lockedUntil = at + ADDRESS_LOCK_MS;
      accountCount(account).failures.push(at);
    },

    /** A right password: this address's count is cleared and it becomes one the account knows. */
    succeeded(account: string, address: string): void {
      byAddress.delete(addressKey(account, address));
      accountCount(account).knownAddresses.set(address, now());
    },
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;
