const { Compilation, sources } = require('webpack');

const MANIFEST = 'page-styles.json';

/**
 * Writes page-styles.json: the CSS files of the entry point and of each lazy chunk group (pages,
 * layouts), by group name. scripts/prerender.mjs inlines a public page's share of them into its
 * prerendered HTML, so the page paints without waiting for a stylesheet, and then
 * deletes the manifest.
 */
class PageStylesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageStylesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson({ all: false, entrypoints: true, chunkGroups: true });
          const cssOf = (group) => group.assets.map((asset) => asset.name).filter((file) => file.endsWith('.css'));
          const styles = Object.fromEntries(
            Object.entries(stats.namedChunkGroups).map(([name, group]) => [name, cssOf(group)]),
          );
          compilation.emitAsset(MANIFEST, new sources.RawSource(JSON.stringify(styles, null, 2)));
        },
      );
    });
  }
}

module.exports = { PageStylesPlugin, PAGE_STYLES_MANIFEST: MANIFEST };
