import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { until, waitForHealth } from '../server/test/helpers/serverProcess';
import { median } from './percentile';
import { buildAsNpmStartDoes } from './server';

/**
 * The start figure: `npm start` on a built checkout (buildIfStale finds nothing newer, then
 * the compiled server) until GET /api/health answers, on an existing PGlite DATA_DIR, RUNS times;
 * and, apart, the first start on an empty DATA_DIR (PGlite's initdb and every migration). Health is
 * polled every 100 ms (waitForHealth), so each figure is late by up to that much.
 */
const PORT = Number(process.env.BENCH_START_PORT ?? 8095);
const RUNS = 3;
const GOALS = { builtStartMs: 3000 };

async function timedStart(dataDir: string): Promise<number> {
  const started = performance.now();
  // Its own process group, so stopping it stops npm and the server it runs.
  const child: ChildProcess = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
    },
    stdio: 'ignore',
    detached: true,
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}`, ended);
    if (ended()) throw new Error(`npm start ended with ${child.exitCode ?? child.signalCode}`);
    return Math.round(performance.now() - started);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (!ended()) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // npm may end before the server it ran has closed: the next start must not find this one.
    await until(
      async () => (await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null)) === null,
      'the server to stop',
    );
  }
}

export async function measureStart() {
  buildAsNpmStartDoes();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troupe-bench-start-'));
  const firstOnEmptyDataDirMs = await timedStart(dataDir);
  const builtStartMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) builtStartMs.push(await timedStart(dataDir));
  const medianMs = median(builtStartMs);
  return { goals: GOALS, firstOnEmptyDataDirMs, builtStartMs, medianMs, met: medianMs <= GOALS.builtStartMs };
}
