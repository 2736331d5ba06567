import type { Browser } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** A word nothing else holds: Latin letters from the run's clock (the index reads words whole or by prefix). */
const uniqueWord = () => `lark${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test('a two-character Chinese word of an article’s body finds it, on a shareable page that reads without JavaScript', async ({
  browser,
  make,
}) => {
  const { columnId } = await make.column();
  const title = `湿地观鸟记 ${Date.now()}`;
  const { fileId } = await make.article({
    columnId,
    title,
    content: '<p>清晨，我们在青岚湖畔的芦苇丛里看到了一群鸿雁，它们正准备南飞。</p>',
  });

  const { context, page } = await withoutJavaScript(browser);
  const response = await page.goto('search.html?key=鸿雁');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^鸿雁 - 搜索/);
  await expect(page.getByRole('searchbox')).toHaveValue('鸿雁');
  await expect(page.getByRole('link', { name: '新闻' })).toHaveAttribute('aria-current', 'page');
  const hit = page.getByRole('list', { name: '搜索结果' }).getByRole('link', { name: new RegExp(title) });
  await expect(hit).toHaveAttribute('href', new RegExp(`newsDetail/${columnId}/${fileId}\\.html$`));
  // the body's words around the match, the word marked as text
  await expect(hit.locator('mark', { hasText: '鸿雁' })).toHaveCount(1);
  await expect(hit).toContainText('芦苇丛里看到了一群鸿雁');
  // the results' titles come under the page's heading, with no level skipped (a screen reader's outline)
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((all) => all.map((h) => Number(h.tagName[1])));
  expect(levels.length).toBeGreaterThan(1);
  expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)).toEqual([]);

  // the form works without script too: another word, another tab
  await page.getByRole('searchbox').fill('鸿雁 芦苇');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/key=%E9%B8%BF%E9%9B%81\+%E8%8A%A6%E8%8B%87/);
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await page.getByRole('link', { name: '视频' }).click();
  await expect(page.getByText('没有找到与“鸿雁 芦苇”相关的内容')).toBeVisible();
  // the hint names the hot words, and they are there to tap (not promised and missing)
  await expect(page.getByText('换个词试试，或看看热门搜索')).toBeVisible();
  await expect(page.getByRole('region', { name: '热门搜索' }).getByRole('link').first()).toBeVisible();
  await context.close();
});

test('more results append; back from a result returns to the same tab, results and place', async ({
  page,
  make,
}) => {
  const word = uniqueWord();
  const { columnId } = await make.column();
  for (let n = 1; n <= 24; n++)
    await make.article({ columnId, title: `搜索分页 ${n} ${word}`, content: `<p>第${n}篇 ${word}</p>` });

  await gotoHydrated(page, 'search.html');
  await page.getByRole('searchbox').fill(word);
  await page.getByRole('searchbox').press('Enter');
  const results = page.getByRole('list', { name: '搜索结果' }).getByRole('listitem');
  await expect(results).toHaveCount(20);
  await page.getByRole('link', { name: '加载更多' }).click();
  await expect(results).toHaveCount(24);
  await expect(page.getByText('没有更多结果了')).toBeVisible();

  const target = results.nth(22);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  const title = (await target.getByRole('heading').textContent()) ?? '';
  await target.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goBack();
  await expect(results).toHaveCount(24);
  await expect(page).toHaveURL(new RegExp(`key=${word}&tab=1$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
});

test('the search history stays on the device until it is cleared; hot words search', async ({ page }) => {
  await gotoHydrated(page, 'search.html');
  const hot = page.getByRole('region', { name: '热门搜索' }).getByRole('link');
  const word = (await hot.first().textContent()) ?? '';
  await hot.first().click();
  await expect(page.getByRole('list', { name: '搜索结果' }).locator('mark').first()).toBeVisible();

  await gotoHydrated(page, 'search.html');
  const history = page.getByRole('region', { name: '搜索历史' });
  await expect(history.getByRole('link', { name: word, exact: true })).toBeVisible();
  await history.getByRole('button', { name: '清空' }).click();
  await expect(history).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: '热门搜索' })).toBeVisible();
  await expect(page.getByRole('region', { name: '搜索历史' })).toHaveCount(0);
});

test('hostile searches get a clear page and a way on, never a server error', async ({ page }) => {
  const cases: [string, RegExp][] = [
    // 3,000 characters (mostly Latin: 3,000 encoded Chinese ones pass the server's 16 KB header limit, a 431)
    ['字'.repeat(500) + 'x'.repeat(2500), /搜索词太长了，最多 100 个字/],
    ['     ', /请输入要搜索的词/],
    ['<script>alert(1)</script>', /没有找到与“<script>alert\(1\)<\/script>”相关的内容|alert/],
    ["' OR 1=1; DROP TABLE articles; --", /没有找到|搜索结果/],
    ['😀🎉', /没有找到与“😀🎉”相关的内容/],
  ];
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  for (const [key, message] of cases) {
    const response = await page.goto(`search.html?key=${encodeURIComponent(key)}`);
    expect(response?.status(), key.slice(0, 12)).toBe(200);
    await expect(page.locator('main')).toContainText(message);
    await expect(page.getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('link', { name: '取消' })).toBeVisible();
  }
  expect(alerted).toBe(false);
});
