import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshLocation, signUp, startServer } from './server';

const PORT = 8097;
const DURATION_SECONDS = 15;

function run(options: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const figures = (result: autocannon.Result, connections: number) => ({
  connections,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
});

/**
 * `npm start`'s server on a fresh database (PGlite, or a database created on BENCH_DATABASE_URL's
 * server), measured with autocannon over loopback: GET /api/health (no token, no query: the
 * server's ceiling), GET /api/Auth/getUserData with a token (authentication's one query), and
 * login (argon2). The goals (bench/README.md) read getUserData as a share of health.
 */
async function measureOn(kind: 'pglite' | 'postgresql') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troupe-bench-'));
  const { env, drop } = await freshLocation(kind, dataDir);
  const server = await startServer(PORT, env, dataDir);
  try {
    const token = await signUp(server.base, 'bench.user');
    const health = await run({ url: `${server.base}/api/health`, connections: 50, duration: DURATION_SECONDS });
    const userData = await run({
      url: `${server.base}/api/Auth/getUserData`,
      connections: 50,
      duration: DURATION_SECONDS,
      headers: { authorization: `Bearer ${token}` },
    });
    const login = await run({
      url: `${server.base}/api/Auth/login`,
      method: 'POST',
      connections: 4,
      duration: DURATION_SECONDS,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench.user', password: 'Segreto123' }),
    });
    const healthFigures = figures(health, 50);
    const userDataFigures = figures(userData, 50);
    return {
      database: kind,
      health: healthFigures,
      getUserData: userDataFigures,
      getUserDataShareOfHealth: Number(
        (userDataFigures.requestsPerSecond / healthFigures.requestsPerSecond).toFixed(2),
      ),
      login: { ...figures(login, 4), requestsPerSecond: Number(login.requests.average.toFixed(1)) },
    };
  } finally {
    await server.stop();
    await drop();
  }
}

/** On PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names a server. */
export async function measureApi() {
  const results = [await measureOn('pglite')];
  if (process.env.BENCH_DATABASE_URL) results.push(await measureOn('postgresql'));
  return results;
}
