import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './percentile';
import { buildAsNpmStartDoes, startServer } from './server';

/**
 * The Lighthouse figures: the pages `npm start` serves (dist/, brought up to date first by
 * scripts/buildIfStale.mjs, so the public pages are the prerendered ones; the full build, not
 * bench/bundle.ts's webpack-only one), served by a bench server process and measured by
 * Lighthouse's default phone profile (simulated slow 4G, a 4× slower CPU) in Debian's Chromium
 * (CHROME_PATH, /usr/bin/chromium by default), each page RUNS times in a fresh browser, with the
 * median and the goals (GOALS) beside it.
 */
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8096);
const RUNS = 3;
const PAGES = ['/', '/login'];

/** What each page must reach: the median's score, and every run's. */
const GOALS = { medianScore: 95, everyRunScore: 90, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

interface Run {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}

async function lighthouseRun(url: string): Promise<Run> {
  // Lighthouse and chrome-launcher are ES modules only: imported, not required.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id].numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      transferKb: Number((audit('total-byte-weight') / 1024).toFixed(1)),
    };
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse() {
  buildAsNpmStartDoes();
  const server = await startServer(PORT, {}, mkdtempSync(path.join(tmpdir(), 'troupe-bench-lighthouse-')));
  try {
    const pages: Record<string, unknown> = {};
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(`http://127.0.0.1:${PORT}${page}`));
      const of = (key: keyof Run) => median(runs.map((run) => run[key]));
      const met = {
        score: of('score') >= GOALS.medianScore && runs.every((run) => run.score >= GOALS.everyRunScore),
        lcp: of('lcpMs') <= GOALS.lcpMs,
        tbt: of('tbtMs') <= GOALS.tbtMs,
        cls: of('cls') <= GOALS.cls,
      };
      pages[page] = {
        runs,
        median: {
          score: of('score'),
          fcpMs: of('fcpMs'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          cls: of('cls'),
          transferKb: of('transferKb'),
        },
        met,
      };
    }
    return { goals: GOALS, pages };
  } finally {
    await server.stop();
  }
}
