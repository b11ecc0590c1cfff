import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { measureApi } from './api';
import { measureBundles } from './bundle';
import { costFigures } from './costs';
import { measureEngagements } from './engagements';
import { measureLighthouse } from './lighthouse';
import { measureLists } from './lists';
import { measureSearch } from './search';
import { measureSignedIn } from './signedIn';
import { measureStart } from './start';
import { measureStreams } from './streams';
import { measureWizard } from './wizard';

/** Jobs and engagements on PGlite, and on PostgreSQL too when BENCH_DATABASE_URL names a server. */
async function engagementFigures() {
  const figures = [await measureEngagements('pglite')];
  if (process.env.BENCH_DATABASE_URL) figures.push(await measureEngagements('postgresql'));
  return figures;
}

/** What `npm run bench -- <name>` measures alone, each written to bench/results/<name>.json. */
const ALONE: Record<string, () => unknown> = {
  search: measureSearch,
  api: measureApi,
  engagements: engagementFigures,
  costs: costFigures,
  lighthouse: measureLighthouse,
  lists: measureLists,
  signedin: measureSignedIn,
  wizard: measureWizard,
  start: measureStart,
  streams: measureStreams,
};

/** Every benchmark but the search (which first seeds 100,000 demo crew where the database has fewer: bench/search.ts), in turn. */
async function everything() {
  return {
    bundles: measureBundles(),
    lighthouse: await measureLighthouse(),
    start: await measureStart(),
    api: await measureApi(),
    wizard: measureWizard(),
    engagements: await engagementFigures(),
  };
}

/**
 * `npm run bench`: bundle sizes, Lighthouse on / and /login, the start time, API load, the wizard's
 * moves, then jobs and engagements, into bench/results/latest.json; `npm run bench -- <name>` runs
 * one of ALONE instead (api: bench/api.ts, search: bench/search.ts, engagements, costs: bench/costs.ts, lighthouse:
 * bench/lighthouse.ts, lists: bench/lists.ts, signedin: bench/signedIn.ts, wizard: bench/wizard.ts,
 * start: bench/start.ts, streams: bench/streams.ts).
 */
async function main() {
  mkdirSync('bench/results', { recursive: true });
  const only = process.argv[2];
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  if (only !== undefined && !Object.hasOwn(ALONE, only))
    throw new Error(`no benchmark named ${only}: ${Object.keys(ALONE).join(', ')}`);
  const [file, figures] = only ? [only, { [only]: await ALONE[only]() }] : ['latest', await everything()];
  const results = { date: new Date().toISOString(), machine, ...figures };
  writeFileSync(`bench/results/${file}.json`, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
