// `npm start` builds the SPA only when something it is built from changed since the last build,
// so a start on a built checkout takes the server's own start and no more (issue 12). Plain
// JavaScript, not TypeScript through tsx: it runs before every start, and must cost nothing.
// `npm run build` ends with `--built`, which only stamps the build that just succeeded.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads: the SPA's sources and texts, its static files, the build's own configuration and the brochures. */
const INPUTS = ['src', 'locales', 'public', 'webpack', 'webpack.config.js', 'tsconfig.json', 'package-lock.json', 'scripts/brochures.ts', 'scripts/brochures'];
/** Written after a build that succeeded; its time is the build's. */
const STAMP = path.join('dist', '.built');

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A folder's own time changes when a file in it is added, removed or renamed.
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (process.argv.includes('--built')) {
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
} else if (INPUTS.some((input) => newestChange(input) > builtAt)) {
  execSync('npm run build', { stdio: 'inherit' });
} else {
  console.log('The SPA in dist/ is up to date: not rebuilding.');
}
