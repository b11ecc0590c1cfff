import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import type { ChainableCommander } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

/**
 * A cap on how often something happens to one key in a sliding window, read with the injected
 * clock: the password-recovery emails of one account in an hour, the share emails to one address
 * in a day. The route rate limits (@fastify/rate-limit) count requests on the wall clock; these
 * count what the service decided to do, so they sit in the service, and tests move the clock.
 */
export interface WindowCap {
  /**
   * Counts one more for `key` and answers true, unless `max` are already counted within the
   * window: then answers false and counts nothing, so refused tries never stretch the window.
   */
  take(key: string): Promise<boolean>;
}

export interface WindowCapOptions {
  /** Names the cap's keys (in Redis, after the configured prefix). */
  name: string;
  max: number;
  windowMs: number;
  clock: Clock;
  /** The Redis the servers share (REDIS_URL): the count holds across every server. Else this process's memory. */
  redis?: Redis;
  redisKeyPrefix: string;
  log: FastifyBaseLogger;
}

/** Bounds the memory a spray of keys can take (memory counts only); the least recently used go first. */
export const MAX_COUNTED_KEYS = 100_000;

/** The times counted per key in this process's memory; the least recently used keys go first past MAX_COUNTED_KEYS. */
export const memoryTimes = () => new LRUCache<string, number[]>({ max: MAX_COUNTED_KEYS });

/** The times of `key` after `since`: what a sliding window still counts. */
export const timesSince = (times: LRUCache<string, number[]>, key: string, since: number) =>
  (times.get(key) ?? []).filter((time) => time > since);

/**
 * Adds to a Redis transaction one counted time for `key` (a member of a sorted set scored by the
 * time), drops what has left the window and lets the key expire once nothing in it can count.
 */
export const countInWindow = (multi: ChainableCommander, key: string, at: number, member: string, windowMs: number) =>
  multi
    .zadd(key, at, member)
    .zremrangebyscore(key, '-inf', at - windowMs)
    .pexpire(key, windowMs);

export function createWindowCap(options: WindowCapOptions): WindowCap {
  const now = () => options.clock.now().getTime();
  return options.redis ? redisCap(options, options.redis, now) : memoryCap(options, now);
}

function memoryCap({ max, windowMs }: WindowCapOptions, now: () => number): WindowCap {
  const counted = memoryTimes();
  return {
    async take(key) {
      const at = now();
      const recent = timesSince(counted, key, at - windowMs);
      const allowed = recent.length < max;
      if (allowed) recent.push(at);
      if (recent.length > 0) counted.set(key, recent);
      else counted.delete(key);
      return allowed;
    },
  };
}

/**
 * Each counted time is a member of a sorted set scored by it: adding one, dropping what left the
 * window and counting are one transaction; a member over the cap is taken out again, so two servers
 * racing for the last place may both be refused, never both allowed. A Redis that does not answer
 * refuses nobody, as the rate limits do (plugins/security.ts): the route's own limits still hold.
 */
function redisCap({ name, max, windowMs, redisKeyPrefix, log }: WindowCapOptions, redis: Redis, now: () => number) {
  const cap: WindowCap = {
    async take(key) {
      const at = now();
      const setKey = `${redisKeyPrefix}cap:${name}:${key}`;
      const member = `${at}:${randomUUID()}`;
      try {
        const results = await countInWindow(redis.multi(), setKey, at, member, windowMs).zcard(setKey).exec();
        const count = Number(results?.[3]?.[1] ?? 0);
        if (count <= max) return true;
        await redis.zrem(setKey, member);
        return false;
      } catch (err) {
        log.warn({ err: { message: (err as Error).message }, cap: name }, 'cap counts unreachable');
        return true;
      }
    },
  };
  return cap;
}
