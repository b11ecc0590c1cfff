import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../server/test/helpers/scratchDatabase';
import type { DatabaseLocation } from '../server/src/db/client';

/** A server process started as `npm start` starts it, for the benchmarks that load or kill it. */
export interface BenchServer {
  base: string;
  process: ChildProcess;
  dataDir: string;
  /** Resident memory of the server process now, in MB (Linux). */
  rssMb(): number;
  /** Resolves when the process has ended, with its exit code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function waitForHealth(base: string, attempts = 240) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${base} did not start`);
}

/** Starts server/src/main.ts on `port` with a fresh DATA_DIR (or the given one) and waits until it answers. */
export async function startServer(port: number, env: Record<string, string> = {}, dataDir = mkdtempSync(path.join(tmpdir(), 'troupe-bench-'))): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_PER_MINUTE: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const base = `http://127.0.0.1:${port}`;
  await Promise.race([waitForHealth(base), exited.then(() => Promise.reject(new Error('the server ended while starting')))]);
  return {
    base,
    process: child,
    dataDir,
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

const json = { 'content-type': 'application/json' };

/** Registers an account and signs it in; answers its bearer token. */
export async function signUp(base: string, userName: string): Promise<string> {
  const user = { userName, password: 'Segreto123', email: `${userName}@example.com` };
  await fetch(`${base}/api/Accounts/registration`, { method: 'POST', headers: json, body: JSON.stringify(user) });
  const login = await fetch(`${base}/api/Auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: userName, password: user.password }) });
  const answer = (await login.json()) as { data?: { token: string } };
  if (!answer.data) throw new Error(`cannot sign in ${userName}`);
  return answer.data.token;
}

/**
 * A new, empty database for one measurement: PGlite's files under `dataDir`, or a database created
 * on BENCH_DATABASE_URL's server (dropped by `drop()`).
 */
export async function freshLocation(kind: 'pglite' | 'postgresql', dataDir: string): Promise<{ location: DatabaseLocation; env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'pglite') return { location: { pgliteDir: path.join(dataDir, 'pglite') }, env: {}, drop: async () => {} };
  const { url, drop } = await scratchDatabase(process.env.BENCH_DATABASE_URL!, 'troupe_bench');
  return { location: { databaseUrl: url }, env: { DATABASE_URL: url }, drop };
}
