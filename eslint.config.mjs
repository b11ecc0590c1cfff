// @ts-check
// The import direction of docs/architecture.md §4, as rules (docs/decisions.md, "Lint" says why
// these tools):
//
//   Shared:  shared/ (validation, contracts) is what both programs stand on (`@shared/...`): pure
//            TypeScript that imports neither the SPA, nor the server, nor their tools.
//   SPA:     app → features → components, api, store (store-level shared code) → shared/
//            A feature reaches another feature only through that feature's index.ts (its public face).
//   Server:  app.ts composes modules; a module reaches another only through the service app.ts hands
//            it (`import type` of its types is allowed, values are not); plugins and db import no module.
//            The server never imports src/: what it shares with the SPA is in shared/ and locales/.
//   Both:    no import cycle, type-only cycles included (eslint/imports.mjs).
//
// Features and modules are read from the folders, so a new area is covered the day it is created.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import troupeImports from './eslint/imports.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersIn('src/features');
const modules = foldersIn('server/src/modules');

const storeLevel = ['./src/components', './src/api', './src/store'];
/** The files of a folder that are not tests (tests compose whatever they check, as the app does). */
const productionFiles = (dir) =>
  [0, 1, 2, 3].map((depth) => `${dir}/${'!(__tests__)/'.repeat(depth)}!(*.test).{ts,tsx}`);

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
const zones = [
  {
    target: storeLevel,
    from: ['./src/features', './src/app'],
    message:
      'Store-level code (components, api, store) must not depend on features or the app: move the piece down, or pass it in.',
  },
  {
    target: productionFiles('./src/features'),
    from: './src/app',
    message: 'Features do not import the app that composes them: pass what they need as props or through the store.',
  },
  {
    target: './shared',
    from: ['./src', './server', './bench', './e2e', './scripts'],
    message: 'shared/ is what the SPA and the server both stand on: it imports neither of them, nor their tools.',
  },
  // Each feature sees the others only through their index.ts.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: `A feature imports another feature only through its index.ts (its public face).`,
  })),
  {
    target: ['./src/app', './src/features', ...storeLevel].flatMap(productionFiles),
    from: './src/testing',
    message: 'Test helpers (src/testing) are for tests only: __tests__ folders and *.test files.',
  },
  {
    target: './src',
    from: ['./server', './bench', './e2e', './scripts'],
    message: 'The SPA does not import the server, benchmarks, browser tests or scripts.',
  },
  {
    target: './server',
    from: './src',
    message: 'The server never imports the SPA: what both read lives in shared/ (`@shared/...`) and locales/.',
  },
  {
    target: './server/src',
    from: ['./server/test', './bench', './e2e'],
    message: 'Server code does not import its tests or benchmarks.',
  },
  {
    target: [
      './server/src/plugins',
      './server/src/db',
      './server/src/http',
      './server/src/mail',
      './server/src/storage',
    ],
    from: './server/src/modules',
    message: "Infrastructure imports no module: a module's service reaches it through app.ts.",
  },
];

/** A module imports another module's files only as types: values come through the service app.ts hands it. */
const moduleIsolation = modules.map((module) => ({
  files: [`server/src/modules/${module}/**/*.ts`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: modules
              .filter((other) => other !== module)
              .flatMap((other) => [`../${other}`, `../${other}/*`, `../../${other}/*`, `**/modules/${other}/*`]),
            allowTypeImports: true,
            message: 'Another module is reached through the service app.ts passes in: import only its types.',
          },
        ],
      },
    ],
  },
}));

/** antd components the SPA does without: each brings into a page more than the page shows. */
const antdHeavyImports = [
  {
    name: 'antd',
    importNames: ['Result'],
    message:
      'Result brings its three illustrations into every page that shows one (the bundle budgets, webpack/bundleBudgets.js): use components/Outcome.',
  },
  {
    name: 'antd',
    importNames: ['Card'],
    message:
      'Card brings Tabs, their Menu and Skeleton into every page that shows one (the bundle budgets, webpack/bundleBudgets.js): use components/Panel.',
  },
  {
    // The bundle drops the unused icons either way; jest (CommonJS) would load all 1,698 of them in
    // every test file that reaches the barrel, about a second of CPU each (docs/development.md, "Tests").
    name: '@ant-design/icons',
    message: "Import each icon from its own file: '@ant-design/icons/CheckOutlined'.",
  },
];

/** A number is typed into a text input read by the shared rules: InputNumber's parsing drops what it does not expect. */
const antdNumberInput = {
  name: 'antd',
  importNames: ['InputNumber'],
  message:
    'InputNumber read "7,5" as 75 and "35.000" as 35: a number is a TextField read by the shared rule (wholeNumber, typedEuros in shared/validation/fields.ts; docs/decisions.md, "Numbers are read as typed").',
};

/** A form is the kit's: its pieces read Formik's context (useFormikContext, useField), never a Formik of their own. */
const formikOutsideTheKit = {
  name: 'formik',
  importNames: ['Formik', 'useFormik', 'withFormik'],
  message:
    'A form is a SchemaForm, or a FormPage when it is the whole page (src/components/form): Formik is made only there.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'coverage/',
      'node_modules/',
      'e2e/artifacts/',
      'bench/results/',
      'data/',
      'server/src/db/migrations/',
      'public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX, troupe: troupeImports },
    settings: {
      // TypeScript's resolution first, so `@shared/...` (tsconfig.json's paths) is a file the zones see.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
      // The dependency graph is read with type imports as values, so no-cycle counts type-only cycles.
      'import-x/parsers': { [path.join(root, 'eslint/typeImportsAsValues.cjs')]: ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'troupe/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...antdHeavyImports, antdNumberInput, formikOutsideTheKit] }],
    },
  },
  {
    // The form kit, the one place a Formik form is made. A second config of the same rule replaces
    // the first for the files it matches, so this one repeats antd's paths.
    files: ['src/components/form/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...antdHeavyImports, antdNumberInput] }] },
  },
  {
    // Type-aware only where a forgotten promise loses data or an answer: the server, its tests and tools.
    files: ['server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  ...moduleIsolation,
  {
    // What composes the modules (app.ts, main.ts, the demo data) sees each one through its index.ts:
    // the plugin, the builder of the service others ask, and what it chooses to export.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/modules/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*/*'],
              message: "Outside the modules, a module is reached through its index.ts ('./modules/<area>').",
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS tools' configs and the parser above.
    files: ['**/*.cjs', '*.js', 'webpack/**/*.js', 'src/testing/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Formatting is Prettier's (`npm run lint` checks it): ESLint's rules that would argue with it are off.
  eslintConfigPrettier,
);
