import { type Page, expect, test } from '@playwright/test';
import en from '../locales/en.json';
import it from '../locales/it.json';
import { PHONE, chooseLanguage } from './support';

/*
 * Nothing a visitor sees moves while a public page loads (layout shift at most 0.05, as
 * Lighthouse counts it). The page's own chunk arrives after the spinner: the footer used to sit
 * under the spinner and jump down by the page's height (0.11 to 0.13 on /). The CPU is slowed four
 * times, as Lighthouse's phone profile does, so the spinner is painted before the page arrives.
 * The app's stylesheet comes a second late: a prerendered page is drawn from its inline CSS alone
 * until it arrives, and must already be drawn as it will be after (antd's rules used to come after
 * the app's there, so the page was drawn shorter and its footer jumped by 0.05 when it came).
 */

/** The page's cumulative layout shift, as the browser reports it, once its requests have settled. */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('h1').first()).toBeVisible();
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
}

for (const path of ['/', '/login', '/register', '/about-us']) {
  test(`${path} does not shift while it loads, on a slow phone`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    expect(await layoutShiftOf(page, path)).toBeLessThanOrEqual(0.05);
  });
}

/*
 * English messages are a chunk of their own (Italian, the default, comes with the first load): a
 * visitor who chose English must never see the Italian page first while it arrives.
 */
test('a visitor who chose English gets /login in English from the first paint, and after the app has taken it over', async ({
  page,
}) => {
  await page.goto('/login');
  await chooseLanguage(page, 'EN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['login.title']);
  // Every text the page's heading ever shows, the prerendered one and the app's.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingSeen: string[] }).headingSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('h1')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // A slow network for the English messages: the app waits for them rather than showing Italian meanwhile.
  let englishFetched = false;
  await page.route(/\/messages-en\.[0-9a-f]+\.js$/, async (route) => {
    englishFetched = true;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload({ waitUntil: 'networkidle' });
  await page.getByLabel(en['login.username']).click();
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['login.title']);
  expect(englishFetched).toBe(true);
  const seen = await page.evaluate(() => (window as unknown as { headingSeen: string[] }).headingSeen);
  expect(seen).toEqual([en['login.title']]);
});

/*
 * The public pages are prerendered at build time (product.md §4.13). A visitor reads one before any script
 * runs, or without JavaScript at all, in the language the browser asks for until one is chosen.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-GB' });

  test("the public pages show their content in the browser's language, and the language switch still works", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['landing.hero.title']);
    await expect(page.getByRole('link', { name: en['landing.hero.register'] })).toHaveAttribute('href', '/register');
    await page
      .getByRole('group', { name: en['layout.language'] })
      .getByRole('button', { name: 'IT', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(it['landing.hero.title']);
    await expect(page).toHaveURL(/\/$/);
    // The choice holds on the next page, and a form's submit waits, disabled, for the app that sends it, saying why.
    await page.getByRole('link', { name: it['layout.signIn'] }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(it['login.title']);
    await expect(page.getByRole('button', { name: it['login.submit'], exact: true })).toBeDisabled();
    // (Playwright's text locators skip <noscript>, where the notice is.)
    await expect(page.locator('.form-needs-script')).toHaveText(it['prerender.formNeedsJavaScript']);
    await expect(page.locator('.form-needs-script')).toBeVisible();
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(it['menu.about']);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('gets / and then /login in English on its first visit, and the app keeps English when it takes the form over', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['landing.hero.title']);
    await page.getByRole('main').getByRole('link', { name: en['landing.hero.login'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['login.title']);
    await page.getByLabel(en['login.username']).click();
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['login.title']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel(en['login.username']).fill('someone');
    await expect(page.getByLabel(en['login.username'])).toHaveValue('someone');
  });
});

test('a visitor reading / downloads no script of the app, nor one opening /login until they first interact; what they type meanwhile is kept', async ({
  page,
}) => {
  const appScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/main\.[0-9a-f]+\.js$/.test(request.url())) appScripts.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it['landing.hero.title']);
  // Pointing, scrolling and keys change nothing that needs the app: the page is all there is.
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 1200);
  await page.keyboard.press('Tab');
  await page.waitForLoadState('networkidle');
  expect(appScripts).toEqual([]);
  await expect(page.locator('#prerendered')).toHaveCount(1);
  // The switch is a form the browser sends: the server answers the page in the chosen language.
  await chooseLanguage(page, 'EN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['landing.hero.title']);
  expect(appScripts).toEqual([]);

  // A fresh visit (nothing stored) to the sign-in form.
  await page.evaluate(() => localStorage.clear());
  appScripts.length = 0;
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.locator('#prerendered')).toHaveCount(1);
  expect(appScripts).toEqual([]);
  // The visitor types at once, into the prerendered field; the app arrives with the first key and
  // takes the page over with what was typed, the caret where it was.
  await page.locator('#prerendered').getByLabel(en['login.username']).click();
  await page.keyboard.type('someone', { delay: 30 });
  await expect(page.locator('#prerendered')).toHaveCount(0);
  expect(appScripts).toHaveLength(1);
  await page.keyboard.type('-else');
  await expect(page.getByLabel(en['login.username'])).toHaveValue('someone-else');
  await expect(page.getByLabel(en['login.username'])).toBeFocused();
  // The value is the form's: the rule on the password answers, the username's says nothing.
  await page.getByRole('button', { name: en['login.submit'], exact: true }).click();
  await expect(page.getByText(en['validation.password.required'])).toBeVisible();
  await expect(page.getByText(en['validation.username.required'])).toHaveCount(0);
});
