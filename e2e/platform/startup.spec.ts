import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// spec §4 in the browser: after hydration, when the browser is idle, the start-up guard fetches the config
// and, in token mode (the demo site's), an anonymous security token, stored for 2 hours and then reused.
const twoHoursMs = 7_200_000;

function storedToken(page: Page) {
  return page.evaluate(() => {
    const raw = localStorage.getItem('securityToken');
    return raw ? (JSON.parse(raw) as { value: string; expiresAt: number }) : null;
  });
}

test('the start-up guard stores an anonymous token for 2 hours, and the next page load reuses it', async ({
  page,
}) => {
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/getAnonymousToken')) tokenCalls.push(request.url());
  });

  await page.goto('home.html');
  await expect.poll(() => storedToken(page), { timeout: 10_000 }).not.toBeNull();
  const first = (await storedToken(page))!;
  const now = await page.evaluate(() => Date.now());
  expect(first.value).not.toBe('');
  // 2 h from when it was stored (a few seconds ago at most)
  expect(first.expiresAt - now).toBeGreaterThan(twoHoursMs - 60_000);
  expect(first.expiresAt - now).toBeLessThanOrEqual(twoHoursMs);
  expect(tokenCalls).toHaveLength(1);

  // a second load runs the guard again (it asks for the config) but keeps the stored token
  const guardRan = page.waitForRequest((request) => request.url().includes('/app_if/getConfig'));
  await page.reload();
  await guardRan;
  await page.waitForLoadState('networkidle');
  expect(tokenCalls).toHaveLength(1);
  expect((await storedToken(page))?.value).toBe(first.value);
});

test('moving on to another page in the app fetches no second token', async ({ page }) => {
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/getAnonymousToken')) tokenCalls.push(request.url());
  });
  await page.goto('home.html');
  await expect.poll(() => storedToken(page), { timeout: 10_000 }).not.toBeNull();

  await page.locator('li[data-layout] a[href*="/newsDetail/"]').first().tap();
  await expect(page).toHaveURL(/\/newsDetail\//);
  await page.waitForLoadState('networkidle');
  expect(tokenCalls).toHaveLength(1);
});
