/** @jest-config-loader esbuild-register */
// (jest reads this TypeScript file through esbuild-register, named above, instead of ts-node.)
// Four projects: the SPA in jsdom, the shared rules in Node, and the server's tests on the embedded
// PGlite and, when TEST_DATABASE_URL names a PostgreSQL server, once more on it.
//
// Files are compiled by SWC, one file at a time and without types: `npm run typecheck` checks the
// types once for the whole tree before jest starts, so the tests do not pay for it per file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Options as SwcOptions } from '@swc/core';
import type { Config } from 'jest';

/** Import aliases SWC writes out as relative paths at compile time. */
type PathAliases = Pick<NonNullable<SwcOptions['jsc']>, 'baseUrl' | 'paths'>;

const swc = (syntax: 'typescript' | 'ecmascript', jsx: boolean, aliases?: PathAliases): [string, SwcOptions] => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: syntax === 'typescript' ? { syntax, tsx: jsx } : { syntax, jsx },
      transform: { react: { runtime: 'automatic' } },
      ...aliases,
    },
    module: { type: 'commonjs' },
  },
];
const transformWith = (aliases?: PathAliases) => ({
  // .ts and .tsx apart: in a .ts file `<T>(x) => x` is a generic, in a .tsx file it would be JSX.
  '^.+\\.ts$': swc('typescript', false, aliases),
  '^.+\\.tsx$': swc('typescript', true, aliases),
  '^.+\\.m?js$': swc('ecmascript', false),
});
const transform = transformWith();
// Dependencies published only as ES modules, compiled to CommonJS for jest (Node 20 cannot require them).
const esmOnly = [
  'content-disposition',
  'cookie',
  'preact',
  '@ant-design/colors',
  '@apidevtools/json-schema-ref-parser',
  '@faker-js/faker',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

// The rules and contracts both programs read (tsconfig.json's paths).
const sharedAlias = { '^@shared/(.*)$': '<rootDir>/shared/$1' };

const server: Config = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/server/test'],
  // The alias written out at compile time as well: the global setup, which seeds the template with
  // the server's code, is loaded without moduleNameMapper.
  transform: transformWith({ baseUrl: __dirname, paths: { '@shared/*': ['./shared/*'] } }),
  transformIgnorePatterns,
  moduleNameMapper: sharedAlias,
  // One migrated database per run, which each test file copies (server/test/helpers/databaseTemplates.ts).
  globalSetup: '<rootDir>/server/test/helpers/globalSetupPglite.ts',
  globalTeardown: '<rootDir>/server/test/helpers/globalTeardown.ts',
};

const projects: Config[] = [
  {
    displayName: 'spa',
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    // Only *.test files are tests: a __tests__ folder also holds the fixtures its tests share.
    testMatch: ['**/*.test.{ts,tsx}'],
    transform,
    transformIgnorePatterns,
    setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
    moduleNameMapper: { ...sharedAlias, '\\.(css|png|svg|jpg|pdf)$': '<rootDir>/src/testing/fileStub.js' },
  },
  {
    // The shared rules and contracts, tested as the server reads them: in Node, without a DOM.
    displayName: 'shared',
    testEnvironment: 'node',
    roots: ['<rootDir>/shared'],
    testMatch: ['**/*.test.ts'],
    transform,
    transformIgnorePatterns,
    moduleNameMapper: sharedAlias,
  },
  server,
];

/**
 * The server's test files that reach no database of TEST_DB's choosing: no test app, no mention of
 * TEST_DB or DATABASE_URL (the tools', the modules' shape, the embedded database's own). On
 * PostgreSQL they would run again exactly as on PGlite, so that project leaves them to the other.
 */
const serverTests = path.join(__dirname, 'server/test');
const databaseFree = readdirSync(serverTests, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => !/buildTestApp|TEST_DB|DATABASE_URL/.test(readFileSync(path.join(serverTests, file), 'utf8')));

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    ...server,
    displayName: 'server-postgresql',
    setupFiles: ['<rootDir>/server/test/helpers/usePostgres.ts'],
    globalSetup: '<rootDir>/server/test/helpers/globalSetupPostgres.ts',
    testPathIgnorePatterns: [
      '/node_modules/',
      ...databaseFree.map((file) => `<rootDir>/server/test/${file.replace(/\./g, '\\.')}$`),
    ],
  });
}

// One time limit for every test and hook, set here (only a test that starts several servers or fuzzes
// every route asks for more, in place): 180 s before it counts as hung.
// The slowest tests on a quiet machine of this workplace's kind take 12–23 s (a whole migration chain
// on a fresh embedded database, the data directory on disk, the routes' fuzzing), and CI's runs of
// the same suite have taken two to five times as long as a quiet run: 60 s failed there.
//
// No test may lean on what another left behind: each file's tests run in a random order (the seed
// is printed; `--seed=N` repeats an order), so a test that passes only after another fails early.
const config: Config = { projects, maxWorkers: 2, testTimeout: 180_000, randomize: true };
export default config;
