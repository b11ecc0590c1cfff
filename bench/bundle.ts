import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface Stats {
  entrypoints: Record<string, { assets: { name: string }[] }>;
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** A build of its own, so measuring never disturbs the dist/ a running server serves. */
const OUT = path.resolve('bench', 'results', 'dist');
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(OUT, file)), { level: 9 }).length / 1024;
const sumKb = (files: string[]) => files.filter((f) => /\.(js|css)$/.test(f)).reduce((total, f) => total + gzipKb(f), 0);

/**
 * Builds for production and measures, gzipped: what `/` loads before it is interactive (the
 * entry point plus the landing page's chunk group) and every lazily loaded page's own chunks.
 */
export function measureBundles() {
  const statsFile = path.resolve('bench', 'results', 'webpack-stats.json');
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', OUT, '--json', statsFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as Stats;
  const entryAssets = stats.entrypoints.main.assets.map((a) => a.name);
  // Every lazy chunk group (pages, the wizard's tabs, the signed-in layout, legal texts): what
  // opening it downloads beyond the entry, shared chunks included.
  const pages = Object.entries(stats.namedChunkGroups)
    .filter(([name]) => name !== 'main')
    .map(([name, group]) => {
      const own = group.assets.map((a) => a.name).filter((a) => !entryAssets.includes(a));
      return { page: name.replace(/^page-/, ''), kb: Number(sumKb(own).toFixed(1)) };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
  const entryKb = sumKb(entryAssets);
  const landing = pages.find((p) => p.page === 'landing');
  return {
    entryKb: Number(entryKb.toFixed(1)),
    landingFirstLoadKb: Number((entryKb + (landing?.kb ?? 0)).toFixed(1)),
    pages,
  };
}
