import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';
import { scratchDatabase } from '../helpers/scratchDatabase';
import { type ServerProcess, startServerProcess, until } from '../helpers/serverProcess';

/**
 * On PostgreSQL the server runs WEB_CONCURRENCY processes sharing its port (node:cluster),
 * one per core by default when Redis is there to share the limits; PGlite's files belong to one process.
 */
describe('how many server processes the configuration asks for', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'troupe-workers-'));
  const postgres = 'postgres://db.example/troupe';
  const processes = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }).webConcurrency;

  it('is one per core with PostgreSQL and Redis, else one, unless WEB_CONCURRENCY says', () => {
    expect(processes({ DATABASE_URL: postgres, REDIS_URL: 'redis://cache.example' })).toBe(availableParallelism());
    expect(processes({ DATABASE_URL: postgres })).toBe(1);
    expect(processes({})).toBe(1);
    expect(processes({ DATABASE_URL: postgres, WEB_CONCURRENCY: '3' })).toBe(3);
  });

  it('refuses more than one on the embedded database, and what is not a whole number', () => {
    expect(() => processes({ WEB_CONCURRENCY: '2' })).toThrow(
      new ConfigError('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process'),
    );
    expect(() => processes({ DATABASE_URL: postgres, WEB_CONCURRENCY: 'two' })).toThrow(ConfigError);
  });
});

const onPostgres = process.env.TEST_DB === 'postgresql' && process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('two server processes on one port', () => {
  let database: { url: string; drop(): Promise<void> };
  let server: ServerProcess | undefined;
  /** The processes that have said they are ready, by pid. */
  const readyPids = () =>
    (server?.log ?? [])
      .filter((line) => line.includes('Troupe is ready'))
      .map((line) => (JSON.parse(line) as { pid: number }).pid);

  beforeAll(async () => {
    database = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'workers');
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  // One test, not three: a worker's replacement and the ending on SIGTERM are steps of the same
  // server's life, and tests that shared one server would depend on the order they ran in.
  it('starts two workers beside the primary, each serving the port; replaces one that dies; ends all on SIGTERM with exit code 0', async () => {
    server = await startServerProcess(
      8311,
      { DATABASE_URL: database.url, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
      { output: 'capture' },
    );
    await until(async () => readyPids().length === 2, 'both processes to be ready');
    const pids = readyPids();
    expect(new Set(pids).size).toBe(2);
    expect(pids).not.toContain(server.process.pid);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${server!.base}/api/health`, { headers: { connection: 'close' } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    process.kill(pids[0], 'SIGKILL');
    await until(async () => readyPids().length === 3, 'a replacement worker');
    expect(new Set(readyPids()).size).toBe(3);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);

    const living = readyPids().slice(1);
    server.process.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    for (const pid of living) expect(() => process.kill(pid, 0)).toThrow();
  });
});

onPostgres('server processes that cannot start', () => {
  it('stops the primary with exit code 1 after five workers in a row end as they start, instead of forking forever', async () => {
    const database = await scratchDatabase(process.env.TEST_DATABASE_URL!, 'workers_taken');
    // The port is taken by something else (which hangs up on whoever calls): every worker fails to listen.
    const taken = createServer((socket) => socket.destroy()).listen(8312, '127.0.0.1');
    await once(taken, 'listening');
    try {
      await expect(
        startServerProcess(
          8312,
          { DATABASE_URL: database.url, WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
          { output: 'capture' },
        ),
      ).rejects.toThrow(/5 server processes in a row ended as they started; stopping/);
    } finally {
      taken.close();
      await database.drop();
    }
  });
});
