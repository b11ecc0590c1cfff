import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm start` rebuilds the SPA only when what it is built from changed (scripts/buildIfStale.mjs,
 * issue 12). Tried in a scratch checkout whose `build` script only counts its runs.
 */
const script = path.resolve(__dirname, '../../../scripts/buildIfStale.mjs');
let checkout: string;
const builds = () => (existsSync(path.join(checkout, 'builds')) ? readFileSync(path.join(checkout, 'builds'), 'utf8').length : 0);
const start = () => execFileSync(process.execPath, [script], { cwd: checkout, stdio: 'pipe' }).toString();
const touch = (file: string, secondsFromNow: number) => {
  const at = new Date(Date.now() + secondsFromNow * 1000);
  utimesSync(path.join(checkout, file), at, at);
};

beforeEach(() => {
  checkout = mkdtempSync(path.join(tmpdir(), 'troupe-build-'));
  mkdirSync(path.join(checkout, 'src'));
  writeFileSync(path.join(checkout, 'src', 'index.tsx'), 'export {};');
  // What `npm run build` does here: count the run, then stamp the build as the real one does.
  const build = `node -e "require('fs').appendFileSync('builds','x')" && mkdir -p dist && node ${JSON.stringify(script)} --built`;
  writeFileSync(path.join(checkout, 'package.json'), JSON.stringify({ name: 'scratch', scripts: { build } }));
});
afterEach(() => rmSync(checkout, { recursive: true, force: true }));

describe('the build before a start', () => {
  it('runs on a checkout never built, then not again while nothing changed', () => {
    start();
    expect(builds()).toBe(1);
    expect(start()).toContain('up to date');
    expect(builds()).toBe(1);
  });

  it('runs again when a source file changed after the build, or a file was added', () => {
    start();
    touch('src/index.tsx', 5);
    start();
    expect(builds()).toBe(2);
    writeFileSync(path.join(checkout, 'src', 'new.tsx'), 'export {};');
    touch('src/new.tsx', 10);
    touch('src', 10);
    start();
    expect(builds()).toBe(3);
  });
});
