// The public pages as HTML, made at build time in both languages (product.md §4.13): a visitor's first
// request gets the page itself, styled by CSS inline in its head, readable before any script runs
// (and without JavaScript at all); the app takes over when it has drawn the same page
// (src/app/prerendered.tsx). Runs after webpack, which leaves dist/index.html (the scripts and
// stylesheets to keep) and dist/page-styles.json (each chunk group's CSS files).
//
//   node scripts/prerender.mjs dist
//
// It writes dist/prerendered/<language>/<page>.html with .br and .gz beside each, where the server
// looks for them (shared/contracts/publicPages.ts, prerenderedFileOf).
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The pages' components read NODE_ENV through the packages left in node_modules (antd names its
// classes by it): production, as in the browser.
process.env.NODE_ENV = 'production';

const distDir = process.argv[2] ?? 'dist';
const bundleDir = path.join('node_modules', '.cache', 'troupe-prerender');

// The app's render for Node: one CommonJS file with the packages left in node_modules (hence
// written under node_modules/.cache, where they resolve) and the pages' CSS imports dropped (the
// CSS comes from webpack's own output below, the files the browser would load).
await build({
  entryPoints: ['src/app/prerender.tsx'],
  outfile: path.join(bundleDir, 'prerender.cjs'),
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  jsx: 'automatic',
  loader: { '.css': 'empty', '.svg': 'file', '.png': 'file' },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const require = createRequire(import.meta.url);
const { prerenderPublicPages } = require(path.resolve(bundleDir, 'prerender.cjs'));
const { PAGE_STYLES_MANIFEST } = require('../webpack/pageStyles.js');
const { manifestFileOf } = require('../webpack/webAppManifest.js');

const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const manifestFile = path.join(distDir, PAGE_STYLES_MANIFEST);
const stylesOf = JSON.parse(readFileSync(manifestFile, 'utf8'));
const cssText = (files) => files.map((file) => readFileSync(path.join(distDir, file), 'utf8')).join('\n');

/**
 * The hoisted head elements React puts first in a page's markup (its <title>, its description, the
 * preloaded logo), split from the body.
 */
function splitHead(markup) {
  const [, head, body] = markup.match(/^((?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*)([\s\S]*)$/);
  return { head, body };
}

// What the page takes from dist/index.html, as html-webpack-plugin writes it (minified).
const HTML_TAG = /<html lang=[a-z"]+>/;
const TITLE = '<title>Troupe</title>';
const ROOT = '<div id=root></div>';
const STYLESHEETS = /<link href=[^ >]+\.css rel=stylesheet>/g;
// public/app-loader.js with the app's scripts, as index.html has it: a page of the app's, whose
// last view comes first (data-load=last-view); each public page says when it loads them instead.
const APP_LOADS = 'data-load=last-view';
const APP_LOADER = new RegExp(
  `<script defer(?:=defer)? src=/app-loader\\.js ${APP_LOADS} data-scripts="[^"]+"></script>`,
);
const WEB_APP_MANIFEST = `href=/${manifestFileOf('it')}>`;
if (
  !HTML_TAG.test(template) ||
  !template.includes(WEB_APP_MANIFEST) ||
  !template.includes(TITLE) ||
  !template.includes(ROOT) ||
  !template.match(STYLESHEETS) ||
  !APP_LOADER.test(template)
) {
  throw new Error(`${distDir}/index.html is not shaped as scripts/prerender.mjs expects`);
}

function pageHtml({ language, chunkGroup, appLoads, markup, antdStyles }) {
  const { head, body } = splitHead(markup);
  const styles = `<style>${cssText([...stylesOf.main, ...stylesOf[chunkGroup]])}#prerendered~#root{display:none}</style>`;
  return (
    template
      .replace(HTML_TAG, `<html lang=${language}>`)
      // The installed app's name and description in the page's language (webpack/webAppManifest.js).
      .replace(WEB_APP_MANIFEST, `href=/${manifestFileOf(language)}>`)
      // antd's rules first, as its CSS-in-JS puts them at the head's start in the app: a rule of
      // the app's own that meets one of antd's at the same specificity (.public-content's height
      // against .ant-layout-content's) wins in both. The other way round, the page was drawn
      // shorter until the app's stylesheet at the end arrived, and its footer jumped.
      .replace(TITLE, `${head}${antdStyles}${styles}`)
      // The app's stylesheets move after the page: the page has its CSS inline, and a stylesheet
      // in the head would hold its first paint back until it arrived.
      .replace(STYLESHEETS, '')
      // The app's scripts are fetched once the page is painted, or when the visitor first
      // interacts with a page that is only read (public/app-loader.js).
      .replace(APP_LOADS, `data-load=${appLoads}`)
      .replace(ROOT, `<div id=prerendered>${body}</div>${ROOT}${template.match(STYLESHEETS).join('')}`)
  );
}

let written = 0;
for await (const page of prerenderPublicPages()) {
  const html = pageHtml(page);
  const file = path.join(distDir, page.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  written += 1;
}
for (const file of [manifestFile, `${manifestFile}.br`, `${manifestFile}.gz`]) rmSync(file, { force: true });
console.log(`Prerendered ${written} public pages (each page in each language) into ${distDir}`);
