// The server as production runs it (docs/decisions.md, Libraries): one JavaScript file, compiled by esbuild
// from the TypeScript sources and the shared shared/validation and shared/contracts, with the packages
// left in node_modules; no TypeScript loader at run time. Its migrations are copied beside it,
// where db/client.ts looks for them (next to the running file).
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT = 'dist-server';

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: ['server/src/main.ts'],
  outdir: OUT,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Stack traces in the logs point at the TypeScript (node --enable-source-maps).
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', `${OUT}/migrations`, { recursive: true });
