import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { measureApi } from './api';
import { measureBundles } from './bundle';

/** `npm run bench`: bundle sizes, then API load; the figures go to bench/results/latest.json. */
async function main() {
  mkdirSync('bench/results', { recursive: true });
  const bundles = measureBundles();
  const api = await measureApi();
  const results = { date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`, bundles, api };
  writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
