import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, percentile } from './percentile';
import { buildAsNpmStartDoes } from './server';

/**
 * The wizard's figure: from the click on "Save and continue" to the next tab shown, for every
 * move of the nine-tab journey (e2e/profile.spec.ts measures each in the page and, given
 * WIZARD_TIMINGS_FILE, appends it there), over RUNS journeys of a new user each, in Debian's
 * Chromium against the compiled server on a fresh PGlite, as the browser tests run it.
 */
const RUNS = 4;
const GOALS = { medianMs: 250, maxMs: 400 };

interface Move {
  from: string;
  ms: number;
}

const summary = (values: number[]) => ({
  medianMs: Math.round(median(values)),
  p90Ms: Math.round(percentile(values, 90)),
  maxMs: Math.round(Math.max(...values)),
});

export function measureWizard() {
  buildAsNpmStartDoes();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'troupe-bench-wizard-')), 'moves.jsonl');
  // Playwright's own output goes to stderr, so the figures stay alone on stdout. No trace: the
  // browser tests keep one for a failure, and its DOM snapshot at each action lands inside the
  // moves measured (80-100 ms of a move in a CPU profile).
  execFileSync(
    'npx',
    [
      'playwright',
      'test',
      'e2e/profile.spec.ts',
      '--repeat-each',
      String(RUNS),
      '--grep',
      'completes the nine tabs',
      '--trace',
      'off',
    ],
    {
      env: { ...process.env, WIZARD_TIMINGS_FILE: file },
      stdio: ['ignore', process.stderr, 'inherit'],
    },
  );
  const moves = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Move);
  const all = summary(moves.map((move) => move.ms));
  const byTab = Object.fromEntries(
    [...new Set(moves.map((move) => move.from))].map((from) => [
      from,
      summary(moves.filter((move) => move.from === from).map((move) => move.ms)),
    ]),
  );
  return {
    goals: GOALS,
    runs: RUNS,
    moves: moves.length,
    all,
    byTab,
    met: { median: all.medianMs <= GOALS.medianMs, max: all.maxMs <= GOALS.maxMs },
  };
}
