import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBudgets, measureBundles as measureStats } from '../webpack/bundleBudgets';

/** A build of its own, so measuring never disturbs the dist/ a running server serves. */
const OUT = path.resolve('bench', 'results', 'dist');

/**
 * Builds for production and measures, gzipped, the entry point (what every page of the app needs)
 * and what every lazy chunk group downloads beyond it, each beside its ceiling and its goal of 120 KB
 * (webpack/bundleBudgets.js, which also fails the build over a ceiling). What / needs, its
 * prerendered page without the app, is Lighthouse's figure (bench/lighthouse.ts).
 */
export function measureBundles() {
  const statsFile = path.resolve('bench', 'results', 'webpack-stats.json');
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', OUT, '--json', statsFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const figures = measureStats(stats, (file: string) => readFileSync(path.join(OUT, file)));
  return { entryKb: figures.entryKb, budgets: checkBudgets(figures).rows };
}
