import { expect, gotoHydrated, test } from '../support/fixtures';

test('switching to Tibetan shows Tibetan text in the self-hosted Tibetan font', async ({ page }) => {
  await gotoHydrated(page, 'login.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.locator('footer').getByRole('button', { name: 'བོད་ཡིག' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'bo');
  await expect(page.locator('html')).toHaveClass(/script-Tibt/);
  const tag = page.locator('header').getByText('ལག་ཐོགས་པར་གཞི།');
  await expect(tag).toBeVisible();
  expect(await tag.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Serif Tibetan"?/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Serif Tibetan"', 'ལག')), {
      timeout: 10_000,
    })
    .toBe(true);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.includes('Noto Serif Tibetan') && f.status === 'loaded'),
    ),
  ).toBe(true);

  // the choice is stored: a fresh load renders Tibetan on the server
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bo');
});

test('Chinese pages do not download the Tibetan font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-serif-tibetan')) fonts.push(request.url());
  });
  await gotoHydrated(page, 'login.html');
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
});

test('each language sets lang on the document', async ({ page, context, baseURL }) => {
  for (const [code, tag] of [
    ['en', 'en'],
    ['de', 'de'],
    ['fr', 'fr'],
  ] as const) {
    await context.addCookies([{ name: 'lang', value: code, url: baseURL! }]);
    await page.goto('login.html');
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
  }
});
