const { readFileSync } = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');
const { Compilation, sources } = require('webpack');

const ROOT = path.resolve(__dirname, '..');
const LOGO = path.join(ROOT, 'public/images/troupe-mark.svg');
const LANGUAGES = ['it', 'en'];
// src/app/theme.ts: BRAND_NAVY, the logo's ground (the splash screen and the phone's title bar).
const THEME_COLOR = '#1f3a5f';

/** The PNGs an installed app needs (Chromium's installability: one of 192 and one of 512 at least). */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  // A maskable icon keeps its drawing inside the middle 80 %: the launcher cuts its own shape.
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable', padding: 0.1 },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'apple' },
];

/**
 * A language's manifest, linked by public/index.html in Italian, by each prerendered page in its
 * own language (scripts/prerender.mjs), and by the app in the language shown (app/LanguageProvider.tsx).
 */
const manifestFileOf = (language) => `manifest.${language}.webmanifest`;

async function iconPng({ size, padding = 0 }) {
  const svg = readFileSync(LOGO);
  const inner = Math.round(size * (1 - 2 * padding));
  const logo = await sharp(svg, { density: Math.ceil((72 * inner) / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  if (!padding) return logo;
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
    .composite([{ input: logo, top: offset, left: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

function manifestOf(language) {
  const messages = JSON.parse(readFileSync(path.join(ROOT, `locales/${language}.json`), 'utf8'));
  return {
    id: '/',
    name: 'Troupe',
    short_name: 'Troupe',
    description: messages['landing.hero.text'],
    lang: language,
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/**
 * The web app manifest in each language and its icons, drawn from the logo at build time
 * (docs/product.md §4.19): a phone installs Troupe as an app. The icons are made before the
 * service worker's precache list is taken, so they are in it.
 */
class WebAppManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WebAppManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(LOGO);
          for (const icon of ICONS) compilation.emitAsset(icon.file, new sources.RawSource(await iconPng(icon)));
          for (const language of LANGUAGES) {
            compilation.fileDependencies.add(path.join(ROOT, `locales/${language}.json`));
            compilation.emitAsset(
              manifestFileOf(language),
              new sources.RawSource(JSON.stringify(manifestOf(language), null, 2)),
            );
          }
        },
      );
    });
  }
}

module.exports = { WebAppManifestPlugin, manifestFileOf };
