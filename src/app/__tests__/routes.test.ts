import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The bundle budgets count a page named signed-in-* beyond the signed-in layout, which only a
 * signed-in user ever loads (webpack/bundleBudgets.js). A page a visitor may open under that name
 * would be measured as if the layout came free; so routes.tsx's chunk names follow its routes.
 */
const source = readFileSync(path.join(__dirname, '..', 'routes.tsx'), 'utf8');
const chunkOf = new Map(
  [...source.matchAll(/const (\w+) = lazyPage\(\s*\(\) =>\s*import\(\s*\/\* webpackChunkName: "([\w-]+)" \*\//g)].map(
    ([, page, chunk]) => [page, chunk],
  ),
);
const pagesIn = (pattern: RegExp) =>
  [...source.matchAll(pattern)].map(([, page]) => page).filter((page) => chunkOf.has(page));

it('names the chunk of every page behind a session signed-in-*, and of every page a visitor may open page-*', () => {
  const privatePages = pagesIn(/privateRoute\(\s*'[^']+',\s*<(\w+) \/>/g);
  const publicPages = pagesIn(/(?:publicPage|titled)\(\s*[^,]+,\s*(?:<GuestOnly>)?<(\w+) \/>/g);
  expect(privatePages.length).toBeGreaterThan(10);
  expect(publicPages.length).toBeGreaterThan(5);
  for (const page of privatePages) expect(`${page}: ${chunkOf.get(page)}`).toMatch(/: signed-in-/);
  for (const page of publicPages) expect(`${page}: ${chunkOf.get(page)}`).toMatch(/: page-/);
});
