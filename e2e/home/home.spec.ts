import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { appUrl, basePath } from '../support/ports';

// Home's own column is the demo site's front page (more than two pages of items); the tests read its shape, never
// its ids or titles.
const items = (page: Page) => page.locator('li[data-layout]');
const titles = (page: Page) => page.locator('li[data-layout] h3').allTextContents();
const tabs = (page: Page) => page.getByRole('navigation', { name: '栏目' });

test('home renders its list in the server HTML, and pages on without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('home.html');
  expect(response?.status()).toBe(200);
  expect(await items(page).count()).toBeGreaterThan(10);
  await expect(tabs(page).getByRole('link').first()).toHaveAttribute('aria-current', 'page');

  // without JavaScript "load more" is a link to the next page
  await page.getByRole('link', { name: '加载更多' }).click();
  await expect(page).toHaveURL(/[?&]page=1\b/);
  await expect(items(page)).toHaveCount(20);
  await context.close();
});

test('/index.html is home too', async ({ page }) => {
  await page.goto('index.html');
  expect(await items(page).count()).toBeGreaterThan(10);
});

test("the site's own addresses without a page go home: the base path with or without its slash, and the root", async ({
  page,
}) => {
  for (const address of [basePath, basePath.replace(/\/$/, ''), '/']) {
    await page.goto(new URL(address, appUrl).href);
    await expect(page).toHaveURL(new URL(`${basePath}home.html`, appUrl).href);
    expect(await items(page).count()).toBeGreaterThan(10);
  }
});

test('a tap opens an article', async ({ page }) => {
  await page.goto('home.html');
  const item = page.locator('li[data-layout] a[href*="/newsDetail/"]').first();
  const title = (await item.locator('h3').textContent())!;
  await item.tap();
  await expect(page).toHaveURL(/\/newsDetail\/\d+\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('load more appends the next 20 items in place', async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  const before = await items(page).count();
  await page.getByRole('link', { name: '加载更多' }).tap();
  await expect(items(page)).toHaveCount(before + 20);
  // appended, not navigated: the address stays the shareable first page
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
});

test('switching columns is a link, and the first column keeps what was loaded', async ({ page, make }) => {
  const { columnId } = await make.column();
  const title = `栏目切换稿件 ${columnId}`;
  await make.article({ columnId, title });
  await gotoHydrated(page, 'home.html');
  const before = await items(page).count();
  await page.getByRole('link', { name: '加载更多' }).tap();
  await expect(items(page)).toHaveCount(before + 20);

  const own = tabs(page).locator(`a[href*="column=${columnId}"]`);
  await own.tap();
  await expect(page).toHaveURL(new RegExp(`[?&]column=${columnId}\\b`));
  await expect(own).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('li[data-layout]:visible h3')).toHaveText([title]);
  await tabs(page).getByRole('link').first().tap();
  await expect(page.locator('li[data-layout]:visible')).toHaveCount(before + 20);
});

test('a recommendation module stands at its position among the column’s items', async ({ page, make }) => {
  const { columnId } = await make.column();
  const listed = [];
  for (const n of [1, 2, 3])
    listed.push(await make.article({ columnId, title: `列表稿件 ${columnId}-${n}` }));
  const name = `推荐模块 ${columnId}`;
  const picked = listed.slice(0, 2);
  await make.module({ columnId, type: 0, name, position: 1, fileIds: picked.map(({ fileId }) => fileId) });

  await page.goto(`home.html?column=${columnId}`);
  const module = page.getByRole('region', { name });
  await expect(module.locator('a[href*="/newsDetail/"]')).toHaveCount(2);
  for (const { fileId } of picked) await expect(module.locator(`a[href*="/${fileId}.html"]`)).toHaveCount(1);
  // after the first item of the list, before the others
  const order = await page
    .locator(`li[data-layout] h3, #${await module.getAttribute('aria-labelledby')}`)
    .allTextContents();
  expect(order.indexOf(name)).toBe(1);
});

test('back from an article returns to the same items at the same scroll position', async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  const before = await items(page).count();
  await page.getByRole('link', { name: '加载更多' }).tap();
  await expect(items(page)).toHaveCount(before + 20);
  const shown = await titles(page);

  // an item from the appended page, well down the feed
  const item = items(page)
    .nth(before + 5)
    .locator('a[href*="/newsDetail/"]');
  await item.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -100));
  const scrollY = await page.evaluate(() => Math.round(window.scrollY));
  expect(scrollY).toBeGreaterThan(1000);
  const top = (await item.boundingBox())!.y;

  await item.tap();
  await expect(page).toHaveURL(/\/newsDetail\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/home\.html$/);
  await expect(items(page)).toHaveCount(before + 20);
  expect(await titles(page)).toEqual(shown);
  // the same item where it was, though which items above it are laid out differs from when the reader left
  await expect.poll(async () => Math.abs((await item.boundingBox())!.y - top)).toBeLessThan(5);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

test('items far below the first screen are laid out only as the reader nears them', async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  // an item's contents are skipped, not the item itself
  const laidOut = (index: number) =>
    items(page)
      .nth(index)
      .evaluate((li) => li.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  const last = (await items(page).count()) - 1;
  expect(await laidOut(0)).toBe(true);
  expect(await laidOut(last)).toBe(false);

  await items(page).nth(last).scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(last)).toBe(true);
});
