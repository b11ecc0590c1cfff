import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/*
 * Workers that end within this time of their start, this many times in a row, cannot start (the
 * port taken, say): the primary stops rather than fork forever, and its own supervisor (systemd,
 * the container runtime) restarts it with that supervisor's backoff.
 */
const QUICK_EXIT_MS = 10_000;
const QUICK_EXITS_TO_GIVE_UP = 5;

/**
 * WEB_CONCURRENCY processes sharing the port (node:cluster hands each new connection to one of them
 * in turn), so a server on PostgreSQL uses every core. Each worker is a whole server: tokens are
 * stateless, files, limits and scheduled work already hold across servers
 * (docs/architecture.md §10). A worker that ends unexpectedly is replaced; SIGTERM or SIGINT is
 * passed to every worker, each finishes its requests in flight (main.ts), and the primary exits
 * when all have.
 */
export function superviseWorkers(count: number, log: Logger): void {
  let closing = false;
  let quickExitsInARow = 0;
  const fork = () => {
    const startedAt = performance.now();
    cluster.fork().on('exit', (code, signal) => replaceIfUnexpected(code, signal, performance.now() - startedAt));
  };
  function replaceIfUnexpected(code: number | null, signal: string | null, livedMs: number) {
    if (closing) return;
    quickExitsInARow = livedMs < QUICK_EXIT_MS ? quickExitsInARow + 1 : 0;
    if (quickExitsInARow >= QUICK_EXITS_TO_GIVE_UP) {
      log.fatal(
        { code, signal },
        `${QUICK_EXITS_TO_GIVE_UP} server processes in a row ended as they started; stopping`,
      );
      close('SIGTERM', true);
      return;
    }
    log.error({ code, signal }, 'a server process ended unexpectedly; starting another');
    fork();
  }

  /** Passes `signal` to every worker and exits once all have: 0 if every one ended well and nothing had failed before. */
  function close(signal: NodeJS.Signals, failedBefore = false) {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'closing the server processes');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    let running = workers.length;
    let failed = failedBefore;
    if (running === 0) process.exit(failed ? 1 : 0);
    for (const worker of workers) {
      worker.once('exit', (code) => {
        failed ||= code !== 0;
        running -= 1;
        if (running === 0) process.exit(failed ? 1 : 0);
      });
      worker.process.kill(signal);
    }
  }

  for (let i = 0; i < count; i += 1) fork();
  log.info({ processes: count }, 'server processes started');
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('SIGINT', () => close('SIGINT'));
}

export const isPrimaryOfSeveral = (count: number) => count > 1 && cluster.isPrimary;
