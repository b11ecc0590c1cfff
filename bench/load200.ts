import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { signUp, startServer } from './server';

/**
 * 200 connections for 60 s on getUserData with a token (two queries), on PGlite, or on the
 * PostgreSQL of BENCH_DATABASE_URL, against the goal of a p99 at most 2 s and no request past 5 s
 * (bench/README.md). Answers are 200, or 503 with Retry-After when the server sheds load; the
 * figures say how many of each and the latency percentiles.
 *
 *   node --import tsx bench/load200.ts          # figures to bench/results/load200.json
 */
const PORT = Number(process.env.BENCH_PORT || 8293);
const DURATION = Number(process.env.BENCH_SECONDS || 60);

async function main() {
  const env: Record<string, string> = process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
    : {};
  const server = await startServer(PORT, env);
  try {
    const token = await signUp(server.base, `load${Date.now() % 100000}`);
    const result = await autocannon({
      url: `${server.base}/api/Auth/getUserData`,
      connections: 200,
      duration: DURATION,
      timeout: 10,
      headers: { authorization: `Bearer ${token}` },
    });
    const figures = {
      date: new Date().toISOString(),
      database: env.DATABASE_URL ? 'postgresql' : 'pglite',
      requests: result.requests.total,
      perSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      '2xx': result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync('bench/results/load200.json', `${JSON.stringify(figures, null, 2)}\n`);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
