import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { scratchDatabase } from '../server/test/helpers/scratchDatabase';
import { type ServerProcess, startServerProcess } from '../server/test/helpers/serverProcess';
import type { DatabaseLocation } from '../server/src/db/client';

/**
 * Brings dist/ and dist-server/ up to date as `npm start` does (scripts/buildIfStale.mjs: a build
 * only when the sources are newer), for the benchmarks that measure what `npm start` serves.
 */
export function buildAsNpmStartDoes() {
  execFileSync(process.execPath, ['scripts/buildIfStale.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A server process as the benchmarks start it: quiet, and with limits no benchmark reaches. */
export type BenchServer = ServerProcess;

/**
 * Starts server/src/main.ts (`built`: dist-server/main.cjs, as `npm start` runs it) on `port` with a
 * fresh DATA_DIR (or the given one) and waits until it answers.
 */
export function startServer(
  port: number,
  env: Record<string, string> = {},
  dataDir?: string,
  built = false,
): Promise<BenchServer> {
  return startServerProcess(
    port,
    { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_PER_MINUTE: '1000000', ...env },
    { dataDir, built },
  );
}

const json = { 'content-type': 'application/json' };

/** Registers an account and signs it in; answers its bearer token. */
export async function signUp(base: string, userName: string): Promise<string> {
  const user = { userName, password: 'Segreto123', email: `${userName}@example.com` };
  await fetch(`${base}/api/Accounts/registration`, { method: 'POST', headers: json, body: JSON.stringify(user) });
  const login = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: userName, password: user.password }),
  });
  const answer = (await login.json()) as { data?: { token: string } };
  if (!answer.data) throw new Error(`cannot sign in ${userName}`);
  return answer.data.token;
}

/**
 * A new, empty database for one measurement: PGlite's files under `dataDir`, or a database created
 * on BENCH_DATABASE_URL's server (dropped by `drop()`).
 */
export async function freshLocation(
  kind: 'pglite' | 'postgresql',
  dataDir: string,
): Promise<{ location: DatabaseLocation; env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'pglite')
    return { location: { pgliteDir: path.join(dataDir, 'pglite') }, env: {}, drop: async () => {} };
  const { url, drop } = await scratchDatabase(process.env.BENCH_DATABASE_URL!, 'troupe_bench');
  return { location: { databaseUrl: url }, env: { DATABASE_URL: url }, drop };
}
