import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm start` rebuilds the SPA, and the compiled server, only when what each is built from changed
 * (scripts/buildIfStale.mjs). Tried in a scratch checkout whose build scripts only count
 * their runs.
 */
const script = path.resolve(__dirname, '../../../scripts/buildIfStale.mjs');
let checkout: string;
const runsOf = (target: 'spa' | 'server') =>
  existsSync(path.join(checkout, `${target}.runs`))
    ? readFileSync(path.join(checkout, `${target}.runs`), 'utf8').length
    : 0;
const builds = () => runsOf('spa');
const start = () => execFileSync(process.execPath, [script], { cwd: checkout, stdio: 'pipe' }).toString();
const touch = (file: string, secondsFromNow: number) => {
  const at = new Date(Date.now() + secondsFromNow * 1000);
  utimesSync(path.join(checkout, file), at, at);
};

beforeEach(() => {
  checkout = mkdtempSync(path.join(tmpdir(), 'troupe-build-'));
  mkdirSync(path.join(checkout, 'src'));
  writeFileSync(path.join(checkout, 'src', 'index.tsx'), 'export {};');
  mkdirSync(path.join(checkout, 'server', 'src'), { recursive: true });
  writeFileSync(path.join(checkout, 'server', 'src', 'main.ts'), 'export {};');
  // What each build does here: count the run, then stamp the build as the real one does.
  const build = (target: string, out: string) =>
    `node -e "require('fs').appendFileSync('${target}.runs','x')" && mkdir -p ${out} && node ${JSON.stringify(script)} --built ${target}`;
  writeFileSync(
    path.join(checkout, 'package.json'),
    JSON.stringify({
      name: 'scratch',
      scripts: { 'build:spa': build('spa', 'dist'), 'build:server': build('server', 'dist-server') },
    }),
  );
});
afterEach(() => rmSync(checkout, { recursive: true, force: true }));

describe('the build before a start', () => {
  it('runs on a checkout never built, then not again while nothing changed', () => {
    start();
    expect([builds(), runsOf('server')]).toEqual([1, 1]);
    expect(start()).toContain('The SPA in dist/ is up to date');
    expect([builds(), runsOf('server')]).toEqual([1, 1]);
  });

  it('compiles the server again, and only the server, when only its sources changed', () => {
    start();
    touch('server/src/main.ts', 5);
    const output = start();
    expect([builds(), runsOf('server')]).toEqual([1, 2]);
    expect(output).toContain('The SPA in dist/ is up to date');
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
