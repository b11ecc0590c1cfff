import type { FastifyBaseLogger } from 'fastify';
import { runExclusively, scheduleTask } from '../../src/tasks/schedule';
import { buildTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A run that waits, holding its lock, until the test lets it finish. */
function heldRun() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  const run = async () => {
    started();
    await released;
    return 'done';
  };
  return { run, running, release };
}

describe('a periodic task run under its database lock', () => {
  it('runs on one server at a time; the others skip at once', async () => {
    const other = await t.anotherServer();
    const held = heldRun();
    const first = runExclusively(t.database, 'inactivity', held.run);
    await held.running;
    const skipped = jest.fn();
    expect(await runExclusively(other, 'inactivity', skipped)).toBeNull();
    expect(await runExclusively(t.database, 'inactivity', skipped)).toBeNull();
    expect(skipped).not.toHaveBeenCalled();
    // Another task's lock is its own.
    expect(await runExclusively(other, 'outbox', async () => 'delivered')).toEqual({ value: 'delivered' });
    held.release();
    expect(await first).toEqual({ value: 'done' });
    expect(await runExclusively(other, 'inactivity', async () => 'next')).toEqual({ value: 'next' });
  });

  it('lets the lock go when a run fails', async () => {
    await expect(runExclusively(t.database, 'renewals', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await runExclusively(await t.anotherServer(), 'renewals', async () => 1)).toEqual({ value: 1 });
  });

  it('is scheduled at once, logs a failed run, and waits for the run in progress when stopped', async () => {
    const log = { error: jest.fn() } as unknown as FastifyBaseLogger;
    const failing = scheduleTask(t.database, log, {
      name: 'statistics',
      intervalMs: 60 * 60 * 1000,
      run: () => Promise.reject(new Error('boom')),
    });
    await failing();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ task: 'statistics' }), 'scheduled task failed');

    const held = heldRun();
    let finished = false;
    const stop = scheduleTask(t.database, log, {
      name: 'statistics',
      intervalMs: 60 * 60 * 1000,
      run: async () => {
        await held.run();
        finished = true;
      },
    });
    await held.running;
    const stopping = stop();
    held.release();
    await stopping;
    expect(finished).toBe(true);
  });
});
