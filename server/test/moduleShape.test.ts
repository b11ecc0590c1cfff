import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The shape every server module keeps (docs/development.md, "Adding an area"), read from the folders
 * so a new module is held to it the day it is created: index.ts (its plugin and the service others
 * are handed through app.ts), routes.ts (schemas and thin handlers), and its tests in
 * server/test/modules/<module>/.
 */
const MODULES = path.join(__dirname, '../src/modules');
const TESTS = path.join(__dirname, 'modules');
const modules = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe.each(modules)('the %s module', (module) => {
  it('has index.ts and routes.ts', () => {
    expect(['index.ts', 'routes.ts'].filter((file) => !existsSync(path.join(MODULES, module, file)))).toEqual([]);
  });

  it('has its tests in a folder of its own', () => {
    const folder = path.join(TESTS, module);
    const tests = existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith('.test.ts')) : [];
    expect(tests.length).toBeGreaterThan(0);
  });
});

it('has no test folder for a module that does not exist', () => {
  const folders = readdirSync(TESTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(folders.filter((folder) => !modules.includes(folder))).toEqual([]);
});
