import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// several pages a test, each checked again by the axe fixture afterwards
test.describe.configure({ timeout: 60_000 });

/** An article with body pictures: news shown with three pictures in the home list. */
async function articleWithPictures(page: Page): Promise<string> {
  await page.goto('home.html');
  const href = await page
    .locator('li[data-layout="threePictures"] a[href*="/newsDetail/"]')
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('the article reads in full with JavaScript off', async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser);
  const href = await articleWithPictures(page);
  const response = await page.goto(href);
  expect(response?.status()).toBe(200);

  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect(await article.locator('p').count()).toBeGreaterThan(3);
  await expect(article.getByText(/来源：/).first()).toBeVisible();
  await expect(article.getByRole('list', { name: '稿件信息' })).toBeVisible();
  await expect(article.getByRole('heading', { name: '相关阅读' })).toBeVisible();
  // the scroll-to-bottom button is an anchor: it works without script too
  await expect(page.getByRole('link', { name: '跳到文末' })).toHaveAttribute('href', '#article-end');
  await context.close();
});

test('body pictures carry their size, sources to choose from, and load lazily below the first', async ({
  page,
}) => {
  await page.goto(await articleWithPictures(page));
  const pictures = page.locator('article figure img');
  const count = await pictures.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const img = pictures.nth(i);
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
    await expect(img).toHaveAttribute('srcset', /@!w375 375w/);
    if (i === 0) await expect(img).toHaveAttribute('fetchpriority', 'high');
    else await expect(img).toHaveAttribute('loading', 'lazy');
  }
});

test('related links open their articles', async ({ page }) => {
  await page.goto(await articleWithPictures(page));
  const related = page.getByRole('region', { name: '相关阅读' }).locator('a[href*="/newsDetail/"]').first();
  const title = (await related.locator('h3').textContent())!;
  await related.tap();
  await expect(page).toHaveURL(/\/newsDetail\/\d+\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the article loads and paints before any JavaScript is fetched, then hydrates', async ({ page }) => {
  await page.goto(await articleWithPictures(page));
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime);
    const [firstContentfulPaint] = performance.getEntriesByName('first-contentful-paint');
    return { loadEventStart: navigation!.loadEventStart, painted: firstContentfulPaint!.startTime, scripts };
  });
  expect(timing.scripts.length).toBeGreaterThan(3);
  for (const requestedAt of timing.scripts) {
    expect(requestedAt).toBeGreaterThanOrEqual(timing.loadEventStart);
    expect(requestedAt).toBeGreaterThanOrEqual(timing.painted);
  }
  // and the hydrated page works: the scroll-to-bottom button still takes the reader to the end
  await page.getByRole('link', { name: '跳到文末' }).tap();
  await expect(page.locator('#article-end')).toBeInViewport();
});

for (const bad of ['newsDetail/1/abc.html', 'newsDetail/1/987654321.html', 'newsDetail/x/1.html']) {
  test(`${bad} is not found, with HTTP 404`, async ({ page }) => {
    const response = await page.goto(bad);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '内容不存在或已删除' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    // titled by the shell's error title, inside the root's one <main>
    await expect(page).toHaveTitle('找不到页面');
    await expect(page.locator('main')).toHaveCount(1);
  });
}

test('an article opened with a preview flag says so and is kept out of shared caches', async ({
  page,
  request,
}) => {
  const href = await articleWithPictures(page);
  const response = await request.get(
    `${href.replace(/^\/template\/displayTemplate\/news\//, '')}?isPreview=true`,
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.text()).toContain('预览：本稿件尚未发布');
});
