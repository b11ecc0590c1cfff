/** @jest-config-loader esbuild-register */
// (jest reads this TypeScript file through esbuild-register, named above, instead of ts-node.)
// Two programs, three projects: the SPA in jsdom, and the server's tests on the embedded PGlite
// and, when TEST_DATABASE_URL names a PostgreSQL server, once more on it.
//
// Files are compiled by SWC, one file at a time and without types: `npm run typecheck` checks the
// types once for the whole tree before jest starts, so the tests do not pay for it per file.
import type { Options as SwcOptions } from '@swc/core';
import type { Config } from 'jest';

const swc = (syntax: 'typescript' | 'ecmascript', jsx: boolean): [string, SwcOptions] => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: syntax === 'typescript' ? { syntax, tsx: jsx } : { syntax, jsx },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];
const transform = {
  // .ts and .tsx apart: in a .ts file `<T>(x) => x` is a generic, in a .tsx file it would be JSX.
  '^.+\\.ts$': swc('typescript', false),
  '^.+\\.tsx$': swc('typescript', true),
  '^.+\\.m?js$': swc('ecmascript', false),
};
// Dependencies published only as ES modules, compiled to CommonJS for jest (Node 20 cannot require them).
const esmOnly = ['content-disposition', 'cookie', 'preact', '@ant-design/colors'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

// The rules and contracts both programs read (tsconfig.json's paths).
const sharedAlias = { '^@shared/(.*)$': '<rootDir>/shared/$1' };

const server: Config = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/server/test'],
  transform,
  transformIgnorePatterns,
  moduleNameMapper: sharedAlias,
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

if (process.env.TEST_DATABASE_URL) {
  projects.push({ ...server, displayName: 'server-postgresql', setupFiles: ['<rootDir>/server/test/helpers/usePostgres.ts'] });
}

// A suite's beforeAll opens its own PGlite database and migrates it. On a slow machine of this
// workplace's kind, with both workers busy, that once took over 30 s, so a test or hook gets 60 s
// before it counts as hung.
const config: Config = { projects, maxWorkers: 2, testTimeout: 60000 };
export default config;
