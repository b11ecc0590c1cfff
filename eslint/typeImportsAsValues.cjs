// A parser for eslint-plugin-import-x's dependency graph only (settings['import-x/parsers']):
// typescript-eslint's parser with every `import type` / `export type` read as a value import.
//
// Why: import-x/no-cycle skips type-only imports, but a cycle made of types is still a cycle in
// the design (two areas that must change together). Reading them as values while import-x walks
// the files it imports makes no-cycle count them; the files ESLint lints are parsed as usual, so
// consistent-type-imports still sees the real import kinds.
const tsParser = require('@typescript-eslint/parser');

const IMPORT_NODES = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'TSImportEqualsDeclaration',
]);

function readTypeImportsAsValues(program) {
  for (const statement of program.body) {
    if (!IMPORT_NODES.has(statement.type)) continue;
    if (statement.importKind === 'type') statement.importKind = 'value';
    if (statement.exportKind === 'type') statement.exportKind = 'value';
    for (const specifier of statement.specifiers ?? []) {
      if (specifier.importKind === 'type') specifier.importKind = 'value';
      if (specifier.exportKind === 'type') specifier.exportKind = 'value';
    }
  }
}

module.exports = {
  meta: { name: 'type-imports-as-values' },
  parseForESLint(code, options) {
    const result = tsParser.parseForESLint(code, options);
    readTypeImportsAsValues(result.ast);
    return result;
  },
  readTypeImportsAsValues,
};
