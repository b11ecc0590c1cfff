import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import type { Clock } from '../../clock';
import { countInWindow, MAX_COUNTED_KEYS, memoryTimes, timesSince } from '../../http/caps';
import { LRUCache } from 'lru-cache';

/**
 * Wrong passwords counted so that guessing is slow and nobody can lock a person out of their own
 * account (OWASP ASVS 6.3.1 without the lockout denial of service):
 * - per account and client address, tightly: PER_ADDRESS_FAILURES wrong passwords from one address
 *   within ADDRESS_LOCK_MS, and that address may not try that account until ADDRESS_LOCK_MS after
 *   the latest of them (a refused try is not counted, so the lock does not stretch);
 * - per account across all addresses, loosely and with a growing delay: past ACCOUNT_FAILURES
 *   wrong passwords in ACCOUNT_WINDOW_MS, an address the account has never signed in from waits
 *   2, 4, 8... seconds (at most MAX_DELAY_MS) after the latest failure before its next try;
 * - an address the account signed in from (within KNOWN_ADDRESS_MS) skips the account-wide delay,
 *   so an attacker elsewhere never keeps the real user out from their own address.
 * The account is its user id (the same whether named by username or email), or the name typed
 * when no account has it. The counts live in Redis when REDIS_URL is set, so every server behind
 * the load balancer counts the same tries; otherwise in this server's memory.
 */
export const PER_ADDRESS_FAILURES = 5;
export const ADDRESS_LOCK_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURES = 20;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
export const MAX_DELAY_MS = 15 * 60 * 1000;
export const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

/** What the rule reads of one account and address: the times of the failures that still count, and when the address last signed in. */
interface Counts {
  addressFailures: number[];
  accountFailures: number[];
  knownSince?: number;
}

/** Where the counts are kept; times are the injected clock's milliseconds. */
export interface LockoutCounts {
  read(account: string, address: string, at: number): Promise<Counts>;
  recordFailure(account: string, address: string, at: number): Promise<void>;
  /** A right password: the address's failures are forgotten and the account knows the address. */
  recordSuccess(account: string, address: string, at: number): Promise<void>;
}

export type LoginGate = { allowed: true } | { allowed: false; retryAfterMs: number };

const addressKey = (account: string, address: string) => `${account}\u0000${address}`;

/** The rule, the same whichever store holds the counts. */
function gate(counts: Counts, at: number): LoginGate {
  const { addressFailures, accountFailures, knownSince } = counts;
  if (addressFailures.length >= PER_ADDRESS_FAILURES) {
    const lockedUntil = Math.max(...addressFailures) + ADDRESS_LOCK_MS;
    if (lockedUntil > at) return { allowed: false, retryAfterMs: lockedUntil - at };
  }
  if (knownSince !== undefined && knownSince > at - KNOWN_ADDRESS_MS) return { allowed: true };
  if (accountFailures.length < ACCOUNT_FAILURES) return { allowed: true };
  const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** (accountFailures.length - ACCOUNT_FAILURES + 1));
  const waitUntil = Math.max(...accountFailures) + delay;
  return waitUntil > at ? { allowed: false, retryAfterMs: waitUntil - at } : { allowed: true };
}

export function createLoginLockout(clock: Clock, counts: LockoutCounts) {
  const now = () => clock.now().getTime();
  return {
    /** Whether `address` may try a password on `account` now. */
    async check(account: string, address: string): Promise<LoginGate> {
      const at = now();
      return gate(await counts.read(account, address, at), at);
    },
    failed: (account: string, address: string) => counts.recordFailure(account, address, now()),
    succeeded: (account: string, address: string) => counts.recordSuccess(account, address, now()),
  };
}

export type LoginLockout = ReturnType<typeof createLoginLockout>;

/** The counts in this process's memory: one server, or tests. */
export function memoryLockoutCounts(): LockoutCounts {
  // Bounded, least recently used first, so an attacker spraying names and addresses cannot fill the memory.
  const byAddress = memoryTimes();
  const byAccount = memoryTimes();
  const knownAddresses = new LRUCache<string, number>({ max: MAX_COUNTED_KEYS });
  return {
    async read(account, address, at) {
      return {
        addressFailures: timesSince(byAddress, addressKey(account, address), at - ADDRESS_LOCK_MS),
        accountFailures: timesSince(byAccount, account, at - ACCOUNT_WINDOW_MS),
        knownSince: knownAddresses.get(addressKey(account, address)),
      };
    },
    async recordFailure(account, address, at) {
      const key = addressKey(account, address);
      byAddress.set(key, [...timesSince(byAddress, key, at - ADDRESS_LOCK_MS), at]);
      byAccount.set(account, [...timesSince(byAccount, account, at - ACCOUNT_WINDOW_MS), at]);
    },
    async recordSuccess(account, address, at) {
      byAddress.delete(addressKey(account, address));
      knownAddresses.set(addressKey(account, address), at);
    },
  };
}

/**
 * The counts in Redis, shared by every server: each failure is a member of a sorted set scored by
 * its time (per address and account, and per account), so recording one is a single atomic
 * transaction with no read, and reading drops what is older than the rule looks. The keys expire
 * once nothing in them can count any more. A Redis that does not answer counts nothing and refuses
 * nobody, as the rate limits do (plugins/security.ts): sign-in stays up, and slow (argon2).
 */
export function redisLockoutCounts(redis: Redis, prefix: string, log: FastifyBaseLogger): LockoutCounts {
  const keys = (account: string, address: string) => ({
    address: `${prefix}lockout:address:${addressKey(account, address)}`,
    account: `${prefix}lockout:account:${account}`,
    known: `${prefix}lockout:known:${account}`,
  });
  const scores = (members: string[]) => members.filter((_, index) => index % 2 === 1).map(Number);
  const unreachable = (err: Error) => log.warn({ err: { message: err.message } }, 'sign-in failure counts unreachable');
  return {
    async read(account, address, at) {
      const key = keys(account, address);
      const answers = await Promise.all([
        redis.zrangebyscore(key.address, `(${at - ADDRESS_LOCK_MS}`, '+inf', 'WITHSCORES'),
        redis.zrangebyscore(key.account, `(${at - ACCOUNT_WINDOW_MS}`, '+inf', 'WITHSCORES'),
        redis.hget(key.known, address),
      ]).catch(unreachable);
      if (!answers) return { addressFailures: [], accountFailures: [] };
      const [addressFailures, accountFailures, knownSince] = answers;
      return {
        addressFailures: scores(addressFailures),
        accountFailures: scores(accountFailures),
        knownSince: knownSince === null ? undefined : Number(knownSince),
      };
    },
    async recordFailure(account, address, at) {
      const key = keys(account, address);
      const member = `${at}:${randomUUID()}`;
      const transaction = countInWindow(redis.multi(), key.address, at, member, ADDRESS_LOCK_MS);
      await countInWindow(transaction, key.account, at, member, ACCOUNT_WINDOW_MS).exec().catch(unreachable);
    },
    async recordSuccess(account, address, at) {
      const key = keys(account, address);
      await redis
        .multi()
        .del(key.address)
        .hset(key.known, address, at)
        .pexpire(key.known, KNOWN_ADDRESS_MS)
        .exec()
        .catch(unreachable);
    },
  };
}
