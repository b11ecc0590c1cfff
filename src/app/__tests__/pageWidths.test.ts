import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * A page's box is laid out by global.css's .form-page or .content-page, in the main stylesheet. A
 * page's own stylesheet comes with its lazy chunk, before or after the main one depending on how
 * the person arrived (a prerendered page puts the main one last), so a rule of the same weight
 * there on the same box would win after a reload and lose after a click in the app: /jobs/new was
 * 760 px wide one way and 960 px the other. A page of its own width sets --page-width, which only
 * the layout's rule reads (the browser journey e2e/pagesKeepTheirPlace.spec.ts measures both ways).
 */
const SRC = path.join(__dirname, '../..');
const filesOf = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : filesOf(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });

const LAYOUT_CLASSES = ['form-page', 'content-page'];

/** The selector lists and declarations of a stylesheet's rules, inside media queries too. */
function rulesOf(css: string): { selectors: string[]; properties: string[] }[] {
  const flat = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...flat.matchAll(/([^{}@;]+)\{([^{}]*)\}/g)].map(([, selectors, body]) => ({
    selectors: selectors.split(',').map((selector) => selector.trim()),
    properties: body
      .split(';')
      .map((declaration) => declaration.split(':')[0].trim())
      .filter(Boolean),
  }));
}

const globalCss = readFileSync(path.join(SRC, 'app/global.css'), 'utf8');
/** What the layout's rules decide about a page's box. */
const layoutProperties = new Set(
  rulesOf(globalCss)
    .filter(({ selectors }) => selectors.some((selector) => LAYOUT_CLASSES.includes(selector.slice(1))))
    .flatMap(({ properties }) => properties),
);

/** The classes a page puts on the same box as the layout's: beside content-page, or a FormPage's className. */
const pageClasses = new Set(
  filesOf(SRC, /\.tsx$/).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const beside = [...source.matchAll(/className="([^"]*\b(?:content-page|form-page)\b[^"]*)"/g)].flatMap(([, list]) =>
      list.split(/\s+/),
    );
    const ofFormPage = [...source.matchAll(/<FormPage<[^>]*>\s*className="([^"]+)"/g)].flatMap(([, list]) =>
      list.split(/\s+/),
    );
    return [...beside, ...ofFormPage].filter((name) => !LAYOUT_CLASSES.includes(name));
  }),
);

it('finds the layout rules and the pages beside them', () => {
  expect([...layoutProperties]).toEqual(expect.arrayContaining(['max-width', 'margin']));
  expect([...pageClasses]).toEqual(expect.arrayContaining(['job-form-page', 'suggestions-page', 'search-page']));
});

it.each(
  filesOf(SRC, /\.css$/)
    .map((file) => path.relative(SRC, file))
    .filter((file) => file !== path.join('app', 'global.css')),
)('src/%s leaves the page box to the layout', (file) => {
  const clashes = rulesOf(readFileSync(path.join(SRC, file), 'utf8')).flatMap(({ selectors, properties }) =>
    selectors
      .filter((selector) => pageClasses.has(selector.slice(1)) && selector.startsWith('.'))
      .flatMap((selector) =>
        properties.filter((property) => layoutProperties.has(property)).map((property) => `${selector} ${property}`),
      ),
  );
  expect(clashes).toEqual([]);
});
