import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The shape every SPA feature keeps (docs/development.md, "Adding an area"), read from the folders
 * so a new feature is held to it the day it is created:
 * - a feature that owns store state (a *Slice.ts) shows its public face in index.ts;
 * - every selector of a feature is declared in its selectors.ts, nowhere else in the feature;
 * - what only tests use (fixtures, render helpers) lives under __tests__.
 */
const FEATURES = path.join(__dirname, '../../features');
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The feature's production files, its sub-folders included, __tests__ left out. */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : productionFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const owningState = features.filter((feature) =>
  productionFiles(path.join(FEATURES, feature)).some((file) => /Slice\.ts$/.test(file)),
);

it.each(owningState)('the %s feature, which owns store state, shows its public face in index.ts', (feature) => {
  expect(existsSync(path.join(FEATURES, feature, 'index.ts'))).toBe(true);
});

describe.each(features)('the %s feature', (feature) => {
  const dir = path.join(FEATURES, feature);
  const files = productionFiles(dir);
  const relative = (file: string) => path.relative(dir, file);

  it('declares its selectors in selectors.ts only', () => {
    const elsewhere = files
      .filter((file) => relative(file) !== 'selectors.ts')
      .filter((file) => /^export (const|function) (\{[^}]*\bselect[A-Z]|select[A-Z])/m.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(elsewhere).toEqual([]);
  });

  it('keeps what only tests use under __tests__', () => {
    const testHelpers = files
      .map(relative)
      .filter((file) => /(fixtures|testUtils|testHelpers)\.tsx?$/i.test(path.basename(file)));
    expect(testHelpers).toEqual([]);
  });
});
