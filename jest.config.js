// Two programs, three projects: the SPA in jsdom, and the server's tests on the embedded PGlite
// and, when TEST_DATABASE_URL names a PostgreSQL server, once more on it.
const tsJest = ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'commonjs', allowJs: true }, diagnostics: false }];
const transform = { '^.+\\.tsx?$': tsJest, '^.+\\.m?js$': tsJest };
// Dependencies published only as ES modules, compiled to CommonJS for jest (Node 20 cannot require them).
const esmOnly = ['content-disposition', 'cookie', 'preact', '@ant-design/colors'];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

const server = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/server/test'],
  transform,
  transformIgnorePatterns,
};

const projects = [
  {
    displayName: 'spa',
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform,
  transformIgnorePatterns,
    setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
    moduleNameMapper: { '\\.(css|png|svg|jpg|pdf)$': '<rootDir>/src/testing/fileStub.js' },
  },
  server,
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({ ...server, displayName: 'server-postgresql', setupFiles: ['<rootDir>/server/test/helpers/usePostgres.ts'] });
}

module.exports = { projects, maxWorkers: 2, testTimeout: 30000 };
