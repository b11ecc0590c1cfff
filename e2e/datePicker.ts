import type { Locator, Page } from 'playwright-core';

/**
 * Picks a day in an antd date picker's calendar, moving on month by month to reach it (Enter would
 * submit the form). The open calendar is waited for first, and alone (the one a previous pick
 * closed may still be fading): asked before it has opened, the day is "not visible" and the loop
 * would page past its month. Playwright's core API only, so that the benchmarks, which drive the
 * browser without the test runner, pick days as the browser tests do.
 */
export async function pickDay(page: Page, input: Locator, iso: string) {
  const open = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)';
  // A click that opened no calendar is made again, as a person would: in one CI run on a loaded
  // machine the first click on the search's start date opened none for three minutes (the picker's
  // code arriving in the middle of that click, most likely; components/lazyModules.ts).
  for (let click = 1; ; click += 1) {
    await input.click();
    try {
      await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, open, {
        timeout: 15_000,
      });
      break;
    } catch (notOpened) {
      if (click === 3) throw notOpened;
    }
  }
  const dropdown = page.locator(open);
  await dropdown.locator('.ant-picker-header-view').waitFor();
  const day = dropdown.locator(`td[title="${iso}"].ant-picker-cell-in-view`);
  for (let month = 0; month < 3 && !(await day.isVisible()); month += 1)
    await dropdown.locator('.ant-picker-header-next-btn').click();
  await day.click();
}
