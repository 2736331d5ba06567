import { expect, gotoHydrated, test } from '../support/fixtures';

test.describe('top bar (spec §2)', () => {
  test('shows the logo with 触屏版, search, the newspaper in a new window and the more icon going to login', async ({
    page,
  }) => {
    await gotoHydrated(page, 'home.html');
    const bar = page.locator('header').first();
    await expect(bar.getByText('触屏版')).toBeVisible();
    await expect(bar.getByRole('link', { name: '搜索' })).toHaveAttribute('href', /\/search\.html$/);

    const paper = bar.getByRole('link', { name: /数字报/ });
    await expect(paper).toHaveAttribute('target', '_blank');
    await expect(paper).toHaveAttribute('rel', /noopener/);
    await expect(paper).toHaveAttribute('href', /^https?:\/\//);

    await bar.getByRole('link', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/login\.html$/);
  });

  test('on the login page the more icon becomes a close icon that goes back', async ({ page }) => {
    await gotoHydrated(page, 'home.html');
    await page.locator('header').getByRole('link', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/login\.html$/);
    await expect(page.locator('header').getByRole('link', { name: '登录' })).toHaveCount(0);
    await page.locator('header').getByRole('button', { name: '关闭' }).click();
    await expect(page).toHaveURL(/\/home\.html$/);
  });

  test('pages other than home, opened first, bring the bar its styles: its icons are touch-sized', async ({
    page,
  }) => {
    for (const path of ['aboutUs.html', 'moreLive.html']) {
      await gotoHydrated(page, path);
      const search = await page.locator('header').getByRole('link', { name: '搜索' }).boundingBox();
      expect(search?.height, path).toBeGreaterThanOrEqual(44);
      expect(search?.width, path).toBeGreaterThanOrEqual(44);
    }
  });
});

test('back-to-top appears after 300 px of scrolling and takes the page back up', async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  const backToTop = page.getByRole('button', { name: '返回顶部' });
  await expect(backToTop).toHaveCount(0);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(backToTop).toBeVisible();
  await backToTop.tap();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0, { timeout: 2000 });
});

test('the filing footer links to the filing URL', async ({ page }) => {
  await page.goto('home.html');
  const filing = page.locator('footer').getByRole('link', { name: /备案号/ });
  await expect(filing).toHaveAttribute('href', /^https?:\/\//);
});

test('the top bar stays at the top, the column tabs right under it', async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  await expect(page.locator('header img')).toHaveJSProperty('complete', true);
  expect(
    await page.locator('header img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const bar = await page.locator('header').first().boundingBox();
  const tabs = await page.getByRole('navigation', { name: '栏目' }).boundingBox();
  expect(bar?.y).toBe(0);
  expect(tabs?.y).toBeCloseTo(bar!.y + bar!.height, 0);
});

test('the page has a PNG favicon', async ({ page, request }) => {
  await page.goto('home.html');
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('type', 'image/png');
  const response = await request.get((await icon.evaluate((link: HTMLLinkElement) => link.href))!);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('image/png');
  // a real picture, not an error page: the PNG signature and its 48 × 48 size
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([48, 48]);
});

test('/ goes to the home page', async ({ request, baseURL }) => {
  const response = await request.get(`${new URL(baseURL!).origin}/`);
  expect(response.status()).toBe(200);
  expect(response.url()).toMatch(/\/template\/displayTemplate\/news\/home\.html$/);
});
