import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { checkBudgets, measureBundles } from '../../../webpack/bundleBudgets';

/**
 * The bundle budgets every production build checks (webpack/bundleBudgets.js), on a
 * made-up build: what a chunk group counts, and which figures pass their ceilings.
 */
// Random bytes do not compress: a file of `kb` KB stays about that size gzipped.
const incompressible = (kb: number) => randomBytes(kb * 1024);
const files: Record<string, Buffer> = {
  'runtime.js': incompressible(5),
  'vendor.js': incompressible(100),
  'main.css': incompressible(10),
  'landing.js': incompressible(10),
  'forms.js': incompressible(80),
  'search.js': incompressible(30),
  'search.css': incompressible(5),
  'photo.png': incompressible(50),
  'menu.js': incompressible(30),
  'jobs.js': incompressible(20),
};
const kb = (...names: string[]) =>
  names.reduce((total, name) => total + gzipSync(files[name], { level: 9 }).length / 1024, 0);
const stats = {
  entrypoints: { main: { assets: [{ name: 'runtime.js' }, { name: 'vendor.js' }, { name: 'main.css' }] } },
  namedChunkGroups: {
    main: { assets: [{ name: 'runtime.js' }, { name: 'vendor.js' }, { name: 'main.css' }] },
    'page-landing': { assets: [{ name: 'landing.js' }] },
    // A group lists the entry's chunks it shares, and images: neither counts as its own.
    'page-search': {
      assets: [
        { name: 'vendor.js' },
        { name: 'forms.js' },
        { name: 'search.js' },
        { name: 'search.css' },
        { name: 'photo.png' },
      ],
    },
    'app-layout': { assets: [{ name: 'forms.js' }, { name: 'menu.js' }] },
    // A signed-in page opens inside the signed-in layout: what it shares with it is there already.
    'signed-in-jobs': { assets: [{ name: 'forms.js' }, { name: 'menu.js' }, { name: 'jobs.js' }] },
  },
};
const figures = measureBundles(stats, (file: string) => files[file]);

it('counts the entry, and each other group beyond the entry, gzipped', () => {
  expect(figures.entryKb).toBeCloseTo(kb('runtime.js', 'vendor.js', 'main.css'), 1);
  expect(figures.groups.map((group) => group.name)).toEqual(['app-layout', 'jobs', 'landing', 'search']);
  expect(figures.groups[3].kb).toBeCloseTo(kb('forms.js', 'search.js', 'search.css'), 1);
});

it('counts a signed-in page beyond the entry and the signed-in layout, which is measured on its own', () => {
  expect(figures.groups[0].kb).toBeCloseTo(kb('forms.js', 'menu.js'), 1);
  expect(figures.groups[1].kb).toBeCloseTo(kb('jobs.js'), 1);
});

it('names each figure over its ceiling: every group is held to the goal of 120 KB', () => {
  const { rows, over } = checkBudgets(figures);
  expect(rows.find((row) => row.name === 'landing')).toMatchObject({ ceilingKb: 120, goalKb: 120 });
  // The entry has a ceiling of its own and no goal: the goal is for what a page adds to it.
  expect(rows.find((row) => row.name === 'entry')).toMatchObject({ ceilingKb: 255, goalKb: null });
  expect(over).toEqual([]);
  // At the goal is within it.
  const grown = { entryKb: 256, groups: [...figures.groups, { name: 'search', kb: 120 }, { name: 'jobs', kb: 121 }] };
  expect(checkBudgets(grown).over.map((row) => `${row.name} ${row.kb}/${row.ceilingKb}`)).toEqual([
    'entry 256/255',
    'jobs 121/120',
  ]);
});
