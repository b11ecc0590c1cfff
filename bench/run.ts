import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { measureApi } from './api';
import { measureBundles } from './bundle';
import { measureEngagements } from './engagements';
import { measureSearch } from './search';

/** Jobs and engagements on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names a server. */
async function engagementFigures() {
  const figures = [await measureEngagements('pglite')];
  if (process.env.BENCH_DATABASE_URL) figures.push(await measureEngagements('postgresql'));
  return figures;
}

/**
 * `npm run bench`: bundle sizes, API load, then jobs and engagements; `npm run bench -- engagements`
 * runs only the last, `npm run bench -- api` only the API load (bench/api.ts), `npm run bench -- search` only the search (bench/search.ts). The figures go to bench/results/latest.json (or engagements.json).
 */
async function main() {
  mkdirSync('bench/results', { recursive: true });
  const only = process.argv[2];
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  if (only === 'search') {
    const results = { date: new Date().toISOString(), machine, search: await measureSearch() };
    writeFileSync('bench/results/search.json', `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  if (only === 'api') {
    const results = { date: new Date().toISOString(), machine, api: await measureApi() };
    writeFileSync('bench/results/api.json', `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  if (only === 'engagements') {
    const results = { date: new Date().toISOString(), machine, engagements: await engagementFigures() };
    writeFileSync('bench/results/engagements.json', `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const bundles = measureBundles();
  const api = await measureApi();
  const engagements = await engagementFigures();
  const results = { date: new Date().toISOString(), machine, bundles, api, engagements };
  writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
