import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/**
 * Each periodic task's lock key (the second half of its advisory lock, db/client.ts). Fixed
 * numbers rather than hashes of the names, so renaming a task cannot let an old server and a new
 * one run it at once during a rolling deploy.
 */
export const TASK_LOCKS = {
  renewals: 1,
  outbox: 2,
  statistics: 3,
  inactivity: 4,
  negotiation: 5,
  notifications: 6,
} as const;

export type TaskName = keyof typeof TASK_LOCKS;

/**
 * One run of a periodic task under its database lock: on every server the task is scheduled,
 * but while one runs it the others' runs answer null at once and leave the work to it.
 */
export function runExclusively<T>(
  database: Pick<DatabaseHandle, 'exclusively'>,
  task: TaskName,
  run: () => Promise<T>,
): Promise<{ value: T } | null> {
  return database.exclusively(TASK_LOCKS[task], run);
}

export interface ScheduledTask {
  name: TaskName;
  intervalMs: number;
  /** One run; what it throws is logged, and the next run comes at the next interval. */
  run(): Promise<void>;
}

/**
 * Runs `task` now and then every `intervalMs` under its lock, one run at a time in this process,
 * without keeping the process alive. Answers the function that stops it and waits for a run in
 * progress, so the database can be closed after it.
 */
export function scheduleTask(
  database: Pick<DatabaseHandle, 'exclusively'>,
  log: FastifyBaseLogger,
  task: ScheduledTask,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runExclusively(database, task.name, task.run)
      // Whether this server ran it or found another server running it (the two-server test reads this).
      .then((outcome) => log.debug({ task: task.name, ran: outcome !== null }, 'scheduled task done'))
      .catch((err: unknown) => log.error({ err, task: task.name }, 'scheduled task failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, task.intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
