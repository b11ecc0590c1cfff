// no-cycle that counts type-only imports too (the design forbids cycles of any kind).
// import-x/no-cycle skips an `import type` in two places: in the file being linted, and in the
// files it walks. The walked files are parsed by typeImportsAsValues.cjs (settings in
// eslint.config.mjs); here the linted file's import statements are read as values while the
// original rule looks at them, then put back, so other rules see the real import kinds.
import importX from 'eslint-plugin-import-x';

const noCycle = importX.rules['no-cycle'];

function asValueImport(node) {
  const changed = [];
  for (const item of [node, ...(node.specifiers ?? [])]) {
    for (const key of ['importKind', 'exportKind']) {
      if (item[key] === 'type') {
        item[key] = 'value';
        changed.push([item, key]);
      }
    }
  }
  return () => changed.forEach(([item, key]) => (item[key] = 'type'));
}

const noCycleWithTypes = {
  meta: { ...noCycle.meta, docs: { ...noCycle.meta.docs, description: 'no-cycle, type-only imports included' } },
  defaultOptions: noCycle.defaultOptions,
  create(context) {
    const listeners = noCycle.create(context);
    return Object.fromEntries(
      Object.entries(listeners).map(([selector, listener]) => [
        selector,
        (node) => {
          const restore = asValueImport(node);
          try {
            return listener(node);
          } finally {
            restore();
          }
        },
      ]),
    );
  },
};

export default { meta: { name: 'troupe-imports' }, rules: { 'no-cycle': noCycleWithTypes } };
