import type { Locator, Page } from 'playwright-core';

/**
 * Picks a day in an antd date picker's calendar, moving on month by month to reach it (Enter would
 * submit the form). The open calendar is waited for first, and alone (the one a previous pick
 * closed may still be fading): asked before it has opened, the day is "not visible" and the loop
 * would page past its month. Playwright's core API only, so that the benchmarks, which drive the
 * browser without the test runner, pick days as the browser tests do.
 */
export async function pickDay(page: Page, input: Locator, iso: string) {
  await input.click();
  const open = '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)';
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 1, open);
  const dropdown = page.locator(open);
  await dropdown.locator('.ant-picker-header-view').waitFor();
  const day = dropdown.locator(`td[title="${iso}"].ant-picker-cell-in-view`);
  for (let month = 0; month < 3 && !(await day.isVisible()); month += 1)
    await dropdown.locator('.ant-picker-header-next-btn').click();
  await day.click();
}
