// `npm start` builds the SPA and the compiled server only when something each is built from changed
// since its last build, so a start on a built checkout takes the server's own start and no more
// (the start goal, under 3 s: bench/start.ts). Plain JavaScript, not TypeScript through tsx: it
// runs before every start, and must cost nothing. `npm run build:spa` and `build:server` end with
// `--built spa` and `--built server`, which only stamp the build that just succeeded.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TARGETS = {
  /** The SPA's sources and texts, its static files, the build's own configuration, and the prerendered pages. */
  spa: {
    label: 'SPA in dist/',
    script: 'build:spa',
    stamp: path.join('dist', '.built'),
    inputs: [
      'src',
      'shared',
      'locales',
      'public',
      'webpack',
      'webpack.config.js',
      'tsconfig.json',
      'package-lock.json',
      'scripts/prerender.mjs',
    ],
  },
  /** The server's sources, what it shares with the SPA (validation, contracts, texts), the TypeScript settings esbuild reads and its build script. */
  server: {
    label: 'server in dist-server/',
    script: 'build:server',
    stamp: path.join('dist-server', '.built'),
    inputs: ['server/src', 'shared', 'locales', 'tsconfig.json', 'package-lock.json', 'scripts/buildServer.mjs'],
  },
};

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A folder's own time changes when a file in it is added, removed or renamed.
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    stat.mtimeMs,
  );
}

const builtAt = (target) => (existsSync(target.stamp) ? statSync(target.stamp).mtimeMs : 0);
const stamping = process.argv.indexOf('--built');
if (stamping !== -1) {
  writeFileSync(TARGETS[process.argv[stamping + 1]].stamp, `${new Date().toISOString()}\n`);
} else {
  for (const target of Object.values(TARGETS)) {
    if (target.inputs.some((input) => newestChange(input) > builtAt(target)))
      execSync(`npm run ${target.script}`, { stdio: 'inherit' });
    else console.log(`The ${target.label} is up to date: not rebuilding.`);
  }
}
