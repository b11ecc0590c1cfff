import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A server process started as production starts it (server/src/main.ts), for the tests and benchmarks that run several, load or kill them. */
export interface ServerProcess {
  base: string;
  process: ChildProcess;
  dataDir: string;
  /** The lines the process has written, when started with `output: 'capture'`. */
  log: string[];
  /** Resident memory of the server process now, in MB (Linux). */
  rssMb(): number;
  /** Resolves when the process has ended, with its exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const repository = path.resolve(__dirname, '../../..');

/** Polls `condition` every 100 ms until it holds: what a server process does runs on its own time, not a test's clock. */
export async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Until the server at `base` answers /api/health, or `ended()` says it is gone (no polling left running after it). */
export const waitForHealth = (base: string, ended: () => boolean = () => false) =>
  until(
    async () => ended() || (await fetch(`${base}/api/health`).catch(() => null))?.ok === true,
    `the server at ${base} to start`,
  );

/**
 * Starts server/src/main.ts on `port` with `env` and a fresh DATA_DIR (or the given one), and
 * answers once /api/health does; `built`: the compiled dist-server/main.cjs as `npm start` runs it
 * (for the figures of memory, which tsx's compiler in the process would inflate). Its output goes
 * to this process's, or is kept in `log`.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
  options: { dataDir?: string; output?: 'inherit' | 'capture'; built?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'troupe-server-'));
  const capture = options.output === 'capture';
  const entry = options.built
    ? ['--enable-source-maps', 'dist-server/main.cjs']
    : ['--import', 'tsx', 'server/src/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: repository,
    // MALLOC_ARENA_MAX as `npm start` sets it (docs/deployment.md): measured as production runs.
    // One process unless a test asks for workers (WEB_CONCURRENCY would default to one per core with PostgreSQL and Redis).
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      WEB_CONCURRENCY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  const log: string[] = [];
  const collect = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  try {
    await Promise.race([
      waitForHealth(base, ended),
      exited.then(() => Promise.reject(new Error(`the server ended while starting\n${log.join('\n')}`))),
    ]);
  } catch (error) {
    // Not started in time: ended, so no server is left holding the port and the data.
    if (!ended()) child.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    process: child,
    dataDir,
    log,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
