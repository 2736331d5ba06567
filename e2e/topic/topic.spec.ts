import type { Browser } from '@playwright/test';
import { appPort, appUrl, basePath } from '../support/ports';
import { expect, gotoHydrated, test } from '../support/fixtures';

/** A page read with JavaScript switched off: what the server sent is all there is. */
async function withoutJs<T>(browser: Browser, read: (page: import('@playwright/test').Page) => Promise<T>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await read(await context.newPage());
  } finally {
    await context.close();
  }
}

test('list items of every kind open their own page, in the original’s URL shapes', async ({ page, make }) => {
  const { columnId } = await make.column();
  const news = await make.article({ columnId, title: '列表普通稿件' });
  const topic = await make.topic({
    columnId,
    name: '列表专题',
    subColumns: [{ name: '进展', fileIds: [news.fileId] }],
  });
  const link = await make.article({
    columnId,
    articleType: 4,
    title: '列表外链',
    url: 'https://www.example.org/a.html',
  });
  await make.article({ columnId, articleType: 12, title: '列表H5', url: 'https://h5.example.org/show.html' });

  await gotoHydrated(page, `home.html?column=${columnId}`);
  const item = (title: string) => page.getByRole('link', { name: new RegExp(title) });
  await expect(item('列表普通稿件')).toHaveAttribute(
    'href',
    new RegExp(`/newsDetail/${columnId}/${news.fileId}\\.html$`),
  );
  await expect(item('列表专题')).toHaveAttribute(
    'href',
    new RegExp(`/specDetail/${topic.columnId}/${topic.fileId}\\.html$`),
  );
  await expect(item('列表外链')).toHaveAttribute('href', new RegExp(`/linkDetail/${link.fileId}\\.html$`));
  await expect(item('列表H5')).toHaveAttribute('href', 'https://h5.example.org/show.html');
  await expect(item('列表H5')).toHaveAttribute('target', '_blank');

  await item('列表专题').click();
  await expect(page).toHaveURL(new RegExp(`specDetail/${topic.columnId}/${topic.fileId}\\.html$`));
  await expect(page.getByRole('heading', { level: 1, name: '列表专题' })).toBeVisible();
  await page.getByRole('link', { name: /列表普通稿件/ }).click();
  await expect(page).toHaveURL(new RegExp(`newsDetail/${columnId}/${news.fileId}\\.html$`));

  await gotoHydrated(page, `home.html?column=${columnId}`);
  await item('列表外链').click();
  await expect(page).toHaveURL(new RegExp(`linkDetail/${link.fileId}\\.html$`));
  await expect(page.getByRole('link', { name: '继续访问' })).toHaveAttribute(
    'href',
    'https://www.example.org/a.html',
  );
});

test('a special topic reads without JavaScript: banner, summary, sections as tabs, and each section’s more page', async ({
  browser,
  make,
}) => {
  const { columnId } = await make.column();
  const many = [];
  for (let i = 1; i <= 22; i++)
    many.push((await make.article({ columnId, title: `专题稿件 ${i}号` })).fileId);
  const topic = await make.topic({
    columnId,
    name: '读专题',
    subColumns: [
      { name: '最新进展', fileIds: many },
      { name: '现场图集', fileIds: many.slice(0, 2) },
    ],
  });
  await withoutJs(browser, async (page) => {
    await page.goto(topic.path);
    await expect(page.getByRole('heading', { level: 1, name: '读专题' })).toBeVisible();
    await expect(page.getByText('专题导语：本专题持续关注测试进展。')).toBeVisible();
    await expect(page.locator('article img').first()).toHaveJSProperty('complete', true);
    const tabs = page.getByRole('navigation', { name: '专题栏目' });
    await expect(tabs.getByRole('link')).toHaveText(['最新进展', '现场图集']);
    await tabs.getByRole('link', { name: '现场图集' }).click();
    await expect(page).toHaveURL(/#section-/);
    const first = page.getByRole('region', { name: '最新进展' });
    await expect(first.getByRole('listitem')).toHaveCount(5);
    await first.getByRole('link', { name: '查看“最新进展”的全部稿件' }).click();

    await expect(page).toHaveURL(new RegExp(`specMore/${topic.subColumnIds[0]}\\.html$`));
    await expect(page.getByRole('heading', { level: 1, name: '最新进展' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(20);
    await page.getByRole('link', { name: '下一页' }).click();
    await expect(page.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('没有更多了')).toBeVisible();
    await expect(page.getByRole('link', { name: '上一页' })).toBeVisible();
    // getSubject: the sub-column's page leads back to its topic
    await page.getByRole('link', { name: '所属专题：读专题' }).click();
    await expect(page).toHaveURL(new RegExp(`specDetail/${topic.columnId}/${topic.fileId}\\.html$`));
    await expect(page.getByRole('heading', { level: 1, name: '读专题' })).toBeVisible();
  });
});

test('a topic without sub-columns says so and offers a way home; a news id on specDetail offers the news', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const empty = await make.topic({ columnId, name: '空专题', subColumns: [] });
  await gotoHydrated(page, empty.path);
  await expect(page.getByRole('heading', { level: 1, name: '空专题' })).toBeVisible();
  await expect(page.getByText('这个专题还没有栏目内容，先看看别的吧')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();

  const news = await make.article({ columnId, title: '不是专题的稿件' });
  const response = await page.goto(`specDetail/${empty.columnId}/${news.fileId}.html`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('这篇稿件不是专题')).toBeVisible();
  await page.getByRole('link', { name: '阅读这篇稿件' }).click();
  await expect(page).toHaveURL(new RegExp(`newsDetail/${columnId}/${news.fileId}\\.html$`));

  for (const path of ['specDetail/99999999/99999999.html', 'specMore/99999999.html', 'specDetail/abc.html'])
    expect((await page.goto(path))?.status(), path).toBe(404);
});

test('a link article is checked before the reader goes on: a safe target is one tap away, a hostile one never a link', async ({
  browser,
  make,
}) => {
  const { columnId } = await make.column();
  const safe = await make.article({
    columnId,
    articleType: 4,
    title: '安全外链',
    url: 'https://www.example.org/b.html',
  });
  const hostile = await make.article({
    columnId,
    articleType: 4,
    title: '危险外链',
    url: 'javascript:alert(1)',
  });
  await withoutJs(browser, async (page) => {
    await page.goto(`linkDetail/${safe.fileId}.html`);
    await expect(page.getByRole('heading', { level: 1, name: '安全外链' })).toBeVisible();
    await expect(page.getByText('www.example.org')).toBeVisible();
    await expect(page.getByRole('link', { name: '继续访问' })).toHaveAttribute(
      'href',
      'https://www.example.org/b.html',
    );

    // the address in the request never chooses the target: no open redirect
    await page.goto(
      `linkDetail/${safe.fileId}.html?url=https://evil.example/&redirect=https://evil.example/`,
    );
    await expect(page.getByRole('link', { name: '继续访问' })).toHaveAttribute(
      'href',
      'https://www.example.org/b.html',
    );

    await page.goto(`linkDetail/${hostile.fileId}.html`);
    await expect(page.getByText('这个链接无法安全打开')).toBeVisible();
    await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
  });
});

test('a link to a host the publisher lets us frame shows its page inside ours, with the way to open it whole', async ({
  page,
  make,
}) => {
  // the e2e app server frames its own host (LINK_FRAME_HOSTS in e2e/support/servers.mjs)
  const target = `${appUrl}${basePath}aboutUs.html`;
  const { columnId } = await make.column();
  const framed = await make.article({ columnId, articleType: 4, title: '框内外链', url: target });
  const response = await page.goto(`linkDetail/${framed.fileId}.html`);
  expect(response!.headers()['content-security-policy']).toContain(`frame-src 'self' 127.0.0.1:${appPort}`);
  await expect(page.getByText('以下内容来自：')).toBeVisible();
  await expect(page.getByRole('link', { name: '打开原网页' })).toHaveAttribute('href', target);
  const frame = page.frameLocator('iframe[title="框内外链"]');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();

  // a host nobody named is never framed: the reader goes on with one tap
  const outside = await make.article({ columnId, articleType: 4, url: 'https://www.example.org/c.html' });
  await page.goto(`linkDetail/${outside.fileId}.html`);
  await expect(page.getByRole('link', { name: '继续访问' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});
