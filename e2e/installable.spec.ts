import { expect, test } from '@playwright/test';
import en from '../locales/en.json';
import { userWithCompleteProfile } from './api';
import { signInAs } from './journey';

/*
 * The installed app (docs/product.md §4.19): a signed-in page registers the service worker, the
 * manifest in the page's language passes Chromium's own installability checks (the ones
 * Lighthouse's former PWA audit read), and a page opened again without a connection starts from
 * the precached app shell.
 */
test.use({ serviceWorkers: 'allow' });

test('a signed-in page registers the service worker, is installable and opens offline', async ({
  page,
  context,
  request,
}) => {
  const user = await userWithCompleteProfile(request);
  await signInAs(page, user, 'EN');

  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptURL).toMatch(/\/sw\.js$/);

  const cdp = await context.newCDPSession(page);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.en\.webmanifest$/);
  expect(errors).toEqual([]);
  // A Playwright context is a private window, where Chromium installs nothing: that one is the
  // browser's, not the page's (Lighthouse set it aside too).
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);

  const manifest = await (await request.get(url)).json();
  expect(manifest).toMatchObject({ name: 'Troupe', lang: 'en', display: 'standalone', start_url: '/home' });
  expect(manifest.description).toBe(en['landing.hero.text']);
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  // Controlled once reloaded (the worker does not claim the page that installed it), then offline.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('menuitem', { name: en['menu.home'], exact: true })).toBeVisible();
  await context.setOffline(false);
});
