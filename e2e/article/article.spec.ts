import type { Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import type { Factories } from '../support/factories';
import { expect, gotoHydrated, test } from '../support/fixtures';

/**
 * An article with three body pictures and its editors named, in a column of its own, and an older one there that it
 * lists as related.
 */
async function articleWithPictures(make: Factories) {
  const { columnId } = await make.column();
  const related = { title: `相关稿件 ${columnId}` };
  await make.article({ columnId, title: related.title, pictures: 1 });
  const { fileId } = await make.article({
    columnId,
    pictures: 3,
    credits: { editor: '林晓', checker: '周青' },
  });
  return { path: `newsDetail/${columnId}/${fileId}.html`, related };
}

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('the article reads in full with JavaScript off', async ({ browser, make }) => {
  const { path } = await articleWithPictures(make);
  const { context, page } = await withoutJavaScript(browser);
  const response = await page.goto(path);
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
  make,
}) => {
  await page.goto((await articleWithPictures(make)).path);
  const pictures = page.locator('article figure img');
  await expect(pictures).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const img = pictures.nth(i);
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
    await expect(img).toHaveAttribute('srcset', /@!w375 375w/);
    if (i === 0) await expect(img).toHaveAttribute('fetchpriority', 'high');
    else await expect(img).toHaveAttribute('loading', 'lazy');
  }
});

test('related links open their articles', async ({ page, make }) => {
  const { path, related } = await articleWithPictures(make);
  await page.goto(path);
  const link = page.getByRole('region', { name: '相关阅读' }).locator('a[href*="/newsDetail/"]').first();
  await expect(link.locator('h3')).toHaveText(related.title);
  await link.tap();
  await expect(page).toHaveURL(/\/newsDetail\/\d+\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(related.title);
});

test('the article loads and paints before any JavaScript is fetched, then hydrates', async ({
  page,
  make,
}) => {
  await page.goto((await articleWithPictures(make)).path);
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
  // and at the end it leaves: nothing further down to jump to
  await expect(page.getByRole('link', { name: '跳到文末' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('link', { name: '跳到文末' })).toBeVisible();
});

// What a new connection's first round trip carries on a phone network is ~14.6 KB, headers (~0.8 KB) included:
// an article's document must fit, or its lead picture waits a round trip longer (docs/adr-lcp.md)
const articleHtmlGzipBudget = 12_000;

test('the article’s HTML fits in one round trip: its words come as files, fetched only to hydrate', async ({
  page,
  make,
}) => {
  const { path } = await articleWithPictures(make);
  const catalogFiles: string[] = [];
  page.on('requestfinished', (request) => {
    if (/\/i18n\/zh\/\w+\.[\w-]+\.json$/.test(request.url())) catalogFiles.push(request.url());
  });
  const response = await page.goto(path);
  const html = await response!.text();
  // no catalog rides in the hydration data: a catalog is the one JSON object held as a string there
  expect(html).not.toContain('{\\\\\\"');
  expect(gzipSync(html).length).toBeLessThanOrEqual(articleHtmlGzipBudget);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect(catalogFiles.length).toBeGreaterThanOrEqual(4);
  // hydrated with its words (a catalog missing would leave its keys): the bar's like button names itself
  await expect(page.getByRole('button', { name: '点赞' })).toBeVisible();
});

test('a reader gets the whole page at once: its data in place, nothing left for a script to move after the paint', async ({
  page,
  make,
}) => {
  const response = await page.goto((await articleWithPictures(make)).path);
  const html = await response!.text();
  // React's reveal of a streamed <Suspense> boundary: a hidden segment, an inline mover and its timer
  expect(html).not.toMatch(/<template id="B:\d+">|\$RC\(|\$RT=/);
  expect(html).toContain('streamController.enqueue(');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: '点赞' })).toBeVisible();
});

test('an address that names no article is not found, with HTTP 404', async ({ page, make }) => {
  const { columnId } = await make.column();
  // not a number, a number no article has, a column that is not a number
  for (const path of [
    `newsDetail/${columnId}/abc.html`,
    `newsDetail/${columnId}/987654321.html`,
    'newsDetail/x/1.html',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '内容不存在或已删除' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    // titled by the shell's error title, inside the root's one <main>
    await expect(page).toHaveTitle('找不到页面');
    await expect(page.locator('main')).toHaveCount(1);
  }
});

test('an article opened with a preview flag says so and is kept out of shared caches', async ({
  request,
  make,
}) => {
  const { path } = await articleWithPictures(make);
  const response = await request.get(`${path}?isPreview=true`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  expect(await response.text()).toContain('预览：本稿件尚未发布');
});

// A sheet linked twice is one more restyle and relayout of the whole page in the middle of hydration. React Router
// links the comments' sheet as `….css#` (a dynamic import reaches it too); Vite's preload helper must take that for
// the same file when the comments' code loads (vite.config.ts, islandStyles).
test('each stylesheet is linked once, also after the comments’ code has loaded', async ({ page, make }) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  await gotoHydrated(page, `newsDetail/${columnId}/${fileId}.html`);
  await page.locator('#comments').scrollIntoViewIfNeeded();
  // the helper links a chunk's sheets as it starts fetching the chunk, so they are in place once the chunk is
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => /\/CommentsSection-[\w-]+\.js$/.test(r.name)),
      ),
    )
    .toBe(true);
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (l) => new URL(l.href).pathname,
    ),
  );
  expect(sheets.some((path) => /\/CommentsSection-[\w-]+\.css$/.test(path))).toBe(true);
  expect(sheets.filter((path, i) => sheets.indexOf(path) !== i)).toEqual([]);
});
