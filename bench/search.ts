import autocannon from 'autocannon';
import { mkdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { addDays } from '@shared/validation/dates';
import { type SearchCriteria, searchCriteriaSchema } from '@shared/validation/search';
import { systemClock } from '../server/src/clock';
import { SEARCH_COUNT_UP_TO } from '../server/src/config';
import { type DatabaseLocation, openDatabase } from '../server/src/db/client';
import { seedDatabase } from '../server/src/db/seed';
import { DEMO_PASSWORD, seedDemo } from '../server/src/demo/demoData';
import { createDomainService } from '../server/src/modules/domain/service';
import { createSearchService } from '../server/src/modules/search/service';
import { createDiskFiles } from '../server/src/storage/userFiles';
import { percentile } from './percentile';
import { startServer } from './server';

/**
 * The search's figures: a mix of searches (a surname prefix; a role and dates; a region, a
 * department and dates; an accented name; a broad scope over two weeks; a spoken language at a
 * minimum level with a role and dates) from 8 concurrent clients
 * against the API, and the same statements run straight on the database by 8 connections; then a
 * results page's 50 avatars. The database is the demo data (`npm run seed:demo`), made here first
 * when it is short of the crew asked for.
 *
 *   BENCH_DATABASE_URL=postgres://… npm run bench -- search      (100,000 crew by default)
 *   BENCH_SEARCH_CREW=5000 npm run bench -- search               (PGlite, under a temporary DATA_DIR)
 */

const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 8097);
const BASE = `http://127.0.0.1:${PORT}`;
const CLIENTS = 8;
const DURATION_MS = Number(process.env.BENCH_SEARCH_SECONDS ?? 15) * 1000;
/** A page as a results screen shows it; the 1000 of product.md §2.9's single page is measured too. */
const PAGE_SIZES = [50, 1000];

const summary = (values: number[]) => ({
  requests: values.length,
  p50: Number(percentile(values, 50).toFixed(1)),
  p95: Number(percentile(values, 95).toFixed(1)),
  p99: Number(percentile(values, 99).toFixed(1)),
});

/** How many kinds of search the mix holds: its first MIX_KINDS criteria are one of each. */
const MIX_KINDS = 6;

/** The mix, drawn afresh for each request from a seeded sequence so both runs see the same criteria. */
function criteriaMix(today: string, pageSize: number): SearchCriteria[] {
  const schema = searchCriteriaSchema(() => today);
  const cast = (criteria: object) => schema.cast({ ...criteria, elementiPerPagina: pageSize }) as SearchCriteria;
  const list: SearchCriteria[] = [];
  const surnames = ['ros', 'bian', 'fer', 'mar', 'col', 'gal', 'ric', 'mor'];
  const accented = ["dall'", 'nicc', 'nicolò', 'élo', "d'a", 'müll'];
  const roles = [10401, 10402, 10501, 20101, 30201, 40501, 10601, 10801];
  const departments = [104, 105, 106, 108, 201, 302, 405];
  // The demo crew speak the first eight languages at levels 1 (A2) to 5 (C2).
  const languages = [2, 3, 4, 5, 6, 7, 8];
  for (let index = 0; index < 240; index += 1) {
    const start = addDays(today, 1 + (index % 40));
    switch (index % MIX_KINDS) {
      case 0:
        list.push(cast({ cognome: surnames[index % surnames.length] }));
        break;
      case 1:
        list.push(
          cast({ id_Ruolo: roles[index % roles.length], dataInizio: start, dataFine: addDays(start, 2 + (index % 4)) }),
        );
        break;
      case 2:
        list.push(
          cast({
            id_Nazione: 21,
            id_Regione: 1 + (index % 20),
            id_Dipartimento: departments[index % departments.length],
            dataInizio: start,
            dataFine: addDays(start, 3),
          }),
        );
        break;
      case 3:
        list.push(cast({ [index % 2 ? 'cognome' : 'nome']: accented[index % accented.length] }));
        break;
      case 4:
        list.push(cast({ id_Ambito: 1 + (index % 4), dataInizio: start, dataFine: addDays(start, 13) }));
        break;
      default:
        list.push(
          cast({
            id_LinguaProfilo: languages[index % languages.length],
            livelloMinimo: 2 + (index % 4),
            id_Ruolo: roles[index % roles.length],
            dataInizio: start,
            dataFine: addDays(start, 2),
          }),
        );
    }
  }
  return list;
}

/**
 * The API under the mix: autocannon's connections (the 8 clients, or the 200 of the overload
 * check), each sending the mix's next criteria as soon as its last answer is in, for DURATION_MS;
 * each answer's time as autocannon took it. A browser's Accept-Encoding, so the server compresses
 * as it does for a person. What each status (a 503 is the server shedding load), error and timeout
 * (autocannon's 10 s) came to is counted.
 */
async function loadApi(mix: SearchCriteria[], headers: Record<string, string>, connections = CLIENTS) {
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${BASE}/api/SearchEngine/`,
        method: 'POST',
        connections,
        duration: DURATION_MS / 1000,
        headers: { ...headers, 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
        requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(mix[next++ % mix.length]) }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const byStatus = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const statuses = Object.fromEntries(Object.entries(byStatus).map(([status, stats]) => [status, stats.count]));
  return {
    ...summary(times),
    max: Number(Math.max(...times).toFixed(1)),
    over2s: times.filter((time) => time > 2000).length,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * CPU time a process has used (user and system, /proc/<pid>/stat's utime and stime in the kernel's
 * 100 ticks a second), in ms; 0 for a process gone or not on this machine.
 */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** 8 loops, each sending the next criteria as soon as its last answer is in, for DURATION_MS. */
async function load(run: (criteria: SearchCriteria) => Promise<void>, mix: SearchCriteria[]) {
  const times: number[] = [];
  let next = 0;
  const until = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const criteria = mix[next++ % mix.length];
        const started = performance.now();
        await run(criteria);
        times.push(performance.now() - started);
      }
    }),
  );
  return summary(times);
}

export async function measureSearch() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const crew = Number(process.env.BENCH_SEARCH_CREW ?? (databaseUrl ? 100_000 : 5000));
  const dataDir =
    process.env.BENCH_SEARCH_DATA_DIR ??
    path.join('/tmp', databaseUrl ? 'troupe-bench-search-pg' : 'troupe-bench-search-pglite');
  const location: DatabaseLocation = databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'pglite') };
  mkdirSync(dataDir, { recursive: true });
  const today = systemClock.today();

  // The demo data, made (or completed) here; then the server gets the database to itself (PGlite is single-process).
  const seeding = await openDatabase(location);
  const seedStarted = performance.now();
  await seedDatabase(seeding.db);
  const seeded = await seedDemo(seeding.db, {
    crew,
    clients: 1,
    today,
    files: createDiskFiles(path.join(dataDir, 'uploads')),
  });
  const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
  await seeding.close();

  const server = await startServer(PORT, databaseUrl ? { DATABASE_URL: databaseUrl } : {}, dataDir);
  try {
    const login = await (
      await fetch(`${BASE}/api/Auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: seeded.clients[0].username, password: DEMO_PASSWORD }),
      })
    ).json();
    const auth = { authorization: `Bearer ${login.data.token}`, 'accept-language': 'it' };
    const clientId: number = login.data.userId;
    const api = async (criteria: SearchCriteria) => {
      const response = await fetch(`${BASE}/api/SearchEngine/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(criteria),
      });
      if (!response.ok) throw new Error(`search answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    };

    // The same statements, straight on the database: PostgreSQL through a pool of 8; PGlite is held by the server, so not there.
    const direct = databaseUrl ? new Pool({ connectionString: databaseUrl, max: CLIENTS }) : null;
    const statements = databaseUrl ? await openDatabase({ databaseUrl }) : null;
    const service = statements
      ? createSearchService({
          db: statements.db,
          clock: systemClock,
          domain: createDomainService({ db: statements.db }),
          countUpTo: Number(process.env.SEARCH_COUNT_UP_TO ?? SEARCH_COUNT_UP_TO),
        })
      : null;
    const dialect = new PgDialect();
    const sqlOf = async (criteria: SearchCriteria) =>
      dialect.sqlToQuery(await service!.statement(clientId, criteria, 'it'));

    const figures: Record<string, unknown> = {
      database: databaseUrl ? 'postgresql' : 'pglite',
      crew,
      seedSeconds,
      crewAdded: seeded.crewAdded,
    };
    for (const pageSize of PAGE_SIZES) {
      const mix = criteriaMix(today, pageSize);
      for (const criteria of mix.slice(0, 20)) await api(criteria); // warm up
      const apiFigures = await loadApi(mix, auth);
      let sqlFigures = null;
      if (direct && service) {
        const prepared = await Promise.all(mix.map(sqlOf));
        const byCriteria = new Map(mix.map((criteria, index) => [criteria, prepared[index]]));
        sqlFigures = await load(async (criteria) => {
          const { sql, params } = byCriteria.get(criteria)!;
          await direct.query(sql, params);
        }, mix);
      }
      figures[`page${pageSize}`] = {
        api: apiFigures,
        sql: sqlFigures,
        apiOverSqlP95: sqlFigures ? Number((apiFigures.p95 / sqlFigures.p95).toFixed(2)) : null,
      };
      console.log(`page ${pageSize}:`, JSON.stringify(figures[`page${pageSize}`]));
    }

    // The CPU each search costs, one at a time: the server process's (token, criteria, the search's
    // answer written and compressed) and the database's backends' (the statement). Unlike the
    // times above, the machine's load (other sessions on the same 2 cores) barely moves it, so a
    // change can be weighed on a busy machine. The database must be on this machine (/proc).
    if (direct) {
      const backends = async () =>
        (await direct.query('select pid from pg_stat_activity where datname = current_database()')).rows.map(
          (row: { pid: number }) => row.pid,
        );
      const cpu: Record<string, { serverMs: number; databaseMs: number }> = {};
      for (const pageSize of PAGE_SIZES) {
        const mix = criteriaMix(today, pageSize).slice(0, MIX_KINDS * 7);
        const compressed = async (criteria: SearchCriteria) => {
          const response = await fetch(`${BASE}/api/SearchEngine/`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json', 'accept-encoding': 'br' },
            body: JSON.stringify(criteria),
          });
          await response.arrayBuffer();
        };
        const pids = await backends();
        const before = { server: cpuMs(server.process.pid!), database: pids.map(cpuMs) };
        for (const criteria of mix) await compressed(criteria);
        const database = (await backends()).reduce(
          (sum, pid) => sum + cpuMs(pid) - (before.database[pids.indexOf(pid)] ?? 0),
          0,
        );
        cpu[`page${pageSize}`] = {
          serverMs: Number(((cpuMs(server.process.pid!) - before.server) / mix.length).toFixed(1)),
          databaseMs: Number((database / mix.length).toFixed(1)),
        };
      }
      figures.cpuPerSearch = cpu;
      console.log('CPU per search:', JSON.stringify(cpu));
    }

    // Each kind of the mix alone on one idle connection (its first MIX_KINDS criteria are one of each):
    // which statement sets the mix's p95, apart from the waiting that 8 clients on few cores add.
    if (direct && service) {
      const alone: Record<string, { medianMs: number; minMs: number }> = {};
      let slowest = { medianMs: -1, label: '', query: { sql: '', params: [] as unknown[] } };
      for (const criteria of criteriaMix(today, 50).slice(0, MIX_KINDS)) {
        const { sql, params } = await sqlOf(criteria);
        const times: number[] = [];
        for (let run = 0; run < 9; run += 1) {
          const started = performance.now();
          await direct.query(sql, params);
          times.push(performance.now() - started);
        }
        const label = Object.entries(criteria)
          .filter(([key, value]) => value != null && !['paginaCorrente', 'elementiPerPagina'].includes(key))
          .map(([key, value]) => `${key}=${value}`)
          .join(' ');
        alone[label] = {
          medianMs: Number(percentile(times, 50).toFixed(1)),
          minMs: Number(Math.min(...times).toFixed(1)),
        };
        if (alone[label].medianMs > slowest.medianMs)
          slowest = { medianMs: alone[label].medianMs, label, query: { sql, params } };
      }
      figures.alone = alone;
      // The plan of the kind that sets the percentiles, as bench/README.md quotes it.
      const plan = await direct.query(`EXPLAIN (ANALYZE, BUFFERS) ${slowest.query.sql}`, slowest.query.params);
      figures.slowestPlan = {
        kind: slowest.label,
        plan: plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']),
      };
    }

    // A results page's avatars: 50 people with a photo (600 of the demo crew have one), fetched as a browser would (6 at a time).
    const ids: number[] = [];
    for (let page = 0; ids.length < 50 && page < 100; page += 1) {
      const found = await fetch(`${BASE}/api/SearchEngine/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ paginaCorrente: page, elementiPerPagina: 1000 }),
      });
      const users = (await found.json()).data.listaUtenti as { userId: number; immagineProfilo: boolean }[];
      if (users.length === 0) break;
      ids.push(...users.filter((user) => user.immagineProfilo).map((user) => user.userId));
    }
    ids.splice(50);
    // With `etags`, each request carries the ETag the first load got, as a browser's cache revalidates (304, no body).
    const etags = new Map<number, string>();
    const fetchAll = async (revalidate: boolean) => {
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          while (next < ids.length) {
            const id = ids[next++];
            const headers = revalidate && etags.has(id) ? { ...auth, 'if-none-match': etags.get(id)! } : auth;
            const response = await fetch(`${BASE}/api/Profilo/RecuperaImmagineProfilo/${id}?base64=true`, { headers });
            await response.arrayBuffer();
            if (!revalidate && response.headers.get('etag')) etags.set(id, response.headers.get('etag')!);
          }
        }),
      );
      return Number((performance.now() - started).toFixed(1));
    };
    figures.avatars = {
      count: ids.length,
      firstLoadMs: await fetchAll(false),
      secondLoadMs: await fetchAll(false),
      revalidatedMs: await fetchAll(true),
    };
    // 200 connections asking for the SPA's page (1,000) at once: no answer may take past 2 s. Last
    // of the loads: the server may still be working through them when autocannon stops.
    figures.connections200 = await loadApi(criteriaMix(today, 1000), auth, 200);
    console.log('200 connections:', JSON.stringify(figures.connections200));

    await direct?.end();
    await statements?.close();
    return figures;
  } finally {
    await server.stop();
  }
}
