import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import pino from 'pino';
import { type WindowCap, createWindowCap } from '../../src/http/caps';
import { createTestClock } from '../helpers/clock';

/**
 * The caps of what a service sends (http/caps.ts): `max` within a sliding window of the injected
 * clock, refused tries not counted; in Redis, one count for every server.
 */
const HOUR_MS = 60 * 60 * 1000;
const log = pino({ level: 'silent' });

async function takes(cap: WindowCap, key: string, times: number) {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i += 1) answers.push(await cap.take(key));
  return answers;
}

describe('in memory (one server)', () => {
  it('allows max in the window, per key, and again as the first ones leave it', async () => {
    const clock = createTestClock('2026-03-10T09:00:00Z');
    const cap = createWindowCap({ name: 'test', max: 3, windowMs: HOUR_MS, clock, redisKeyPrefix: 'x:', log });
    expect(await takes(cap, 'a', 2)).toEqual([true, true]);
    clock.advance(30 * 60 * 1000);
    expect(await takes(cap, 'a', 3)).toEqual([true, false, false]);
    expect(await cap.take('b')).toBe(true);
    // The first two leave the window an hour after they were counted; the refused tries never counted.
    clock.advance(30 * 60 * 1000);
    expect(await takes(cap, 'a', 3)).toEqual([true, true, false]);
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;
withRedis('in Redis (REDIS_URL)', () => {
  const connections: Redis[] = [];
  afterAll(async () => {
    for (const redis of connections) await redis.quit();
  });
  /** A server's cap: its own connection, the prefix of this run (so no other run's counts meet it). */
  const prefix = `test-${randomUUID()}:`;
  function serverCap(clock: ReturnType<typeof createTestClock>) {
    const redis = new Redis(process.env.REDIS_URL!);
    connections.push(redis);
    return createWindowCap({ name: 'test', max: 3, windowMs: HOUR_MS, clock, redis, redisKeyPrefix: prefix, log });
  }

  it('counts one key across two servers, and lets the window move on', async () => {
    const clock = createTestClock('2026-03-10T09:00:00Z');
    const [one, two] = [serverCap(clock), serverCap(clock)];
    expect([await one.take('a'), await two.take('a'), await one.take('a')]).toEqual([true, true, true]);
    expect([await two.take('a'), await one.take('a')]).toEqual([false, false]);
    expect(await two.take('b')).toBe(true);
    clock.advance(HOUR_MS);
    expect(await takes(two, 'a', 4)).toEqual([true, true, true, false]);
    // Racing for the last places never allows more than max.
    clock.advance(HOUR_MS);
    const raced = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? one : two).take('c')));
    expect(raced.filter(Boolean).length).toBeLessThanOrEqual(3);
  });
});
