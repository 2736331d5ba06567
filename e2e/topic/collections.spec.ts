import type { Browser, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';

async function withoutJs(browser: Browser, read: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await read(await context.newPage());
  } finally {
    await context.close();
  }
}

test('a column shows its child columns as tabs, with and without JavaScript, and its share page does too', async ({
  page,
  browser,
  make,
}) => {
  const { columnId } = await make.column({ name: '栏目页测试' });
  const first = await make.column({ name: '第一子栏目', parentId: columnId });
  const second = await make.column({ name: '第二子栏目', parentId: columnId });
  await make.article({ columnId: first.columnId, title: '第一栏的稿件' });
  const story = await make.article({ columnId: second.columnId, title: '第二栏的稿件' });

  await gotoHydrated(page, `columnDetail/${columnId}.html`);
  const tabs = page.getByRole('navigation', { name: '子栏目' });
  await expect(tabs.getByRole('link')).toHaveText(['第一子栏目', '第二子栏目']);
  await expect(tabs.getByRole('link', { name: '第一子栏目' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /第一栏的稿件/ })).toBeVisible();
  await tabs.getByRole('link', { name: '第二子栏目' }).click();
  await expect(page).toHaveURL(new RegExp(`columnDetail/${columnId}/${second.columnId}\\.html$`));
  await page.getByRole('link', { name: /第二栏的稿件/ }).click();
  await expect(page).toHaveURL(new RegExp(`newsDetail/${second.columnId}/${story.fileId}\\.html$`));

  await withoutJs(browser, async (p) => {
    await p.goto(`columnShare/${columnId}/${second.columnId}.html`);
    await expect(p.getByRole('heading', { level: 1, name: '栏目页测试' })).toBeVisible();
    await expect(p.getByRole('link', { name: /第二栏的稿件/ })).toBeVisible();
    await p.getByRole('link', { name: '第一子栏目' }).click();
    await expect(p).toHaveURL(new RegExp(`columnShare/${columnId}/${first.columnId}\\.html$`));
    await expect(p.getByRole('link', { name: /第一栏的稿件/ })).toBeVisible();
  });
});

test('a tag lists its articles; an empty tag says so; an unknown one is not found', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const a = await make.article({ columnId, title: '带标签的稿件甲' });
  const b = await make.article({ columnId, title: '带标签的稿件乙' });
  const { tagId } = await make.tag([a.fileId, b.fileId], '测试标签页');
  await gotoHydrated(page, `tagList/${tagId}.html`);
  await expect(page.getByRole('heading', { level: 1, name: '#测试标签页' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: /带标签的稿件甲/ }).click();
  await expect(page).toHaveURL(new RegExp(`newsDetail/${columnId}/${a.fileId}\\.html$`));

  const empty = await make.tag([]);
  await page.goto(`tagList/${empty.tagId}.html`);
  await expect(page.getByText('这个标签下还没有稿件')).toBeVisible();
  expect((await page.goto('tagList/99999999.html'))?.status()).toBe(404);
});

test('a report set (报道集) shows the person and their articles, read without JavaScript', async ({
  browser,
  make,
}) => {
  const { columnId } = await make.column();
  const made = [];
  for (const n of [1, 2, 3]) made.push((await make.article({ columnId, title: `人物报道 ${n}` })).fileId);
  const { id } = await make.reportSet(made, '报道集人物');
  await withoutJs(browser, async (page) => {
    await page.goto(`personageReports/${id}.html`);
    await expect(page).toHaveTitle(/^报道集/);
    await expect(page.getByRole('heading', { level: 1, name: '报道集人物' })).toBeVisible();
    await expect(page.getByText('共 3 篇报道')).toBeVisible();
    await expect(page.getByRole('list', { name: '报道集' }).getByRole('listitem')).toHaveCount(3);
  });
});

test('a time axis (热点详情) lists its dated entries oldest first, each told one opening its article', async ({
  browser,
  make,
}) => {
  const { columnId } = await make.column();
  const told = await make.article({ columnId, title: '热点第一条的稿件' });
  const { id } = await make.timeline(12, [told.fileId], '测试热点事件');
  await withoutJs(browser, async (page) => {
    await page.goto(`timeline/${id}.html`);
    await expect(page).toHaveTitle(/^热点详情/);
    await expect(page.getByRole('heading', { level: 1, name: '测试热点事件' })).toBeVisible();
    const axis = page.getByRole('list', { name: '时间轴' });
    const points = axis.locator(':scope > li');
    await expect(points).toHaveCount(12);
    await expect(points.first().getByRole('heading', { level: 2 })).toHaveText('测试热点事件 第1条');
    await expect(points.last().getByRole('heading', { level: 2 })).toHaveText('测试热点事件 第12条');
    await expect(points.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await points
      .first()
      .getByRole('link', { name: /热点第一条的稿件/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`newsDetail/${columnId}/${told.fileId}\\.html$`));
  });
});

test('about us shows the site’s name in the reader’s language', async ({ page }) => {
  await gotoHydrated(page, 'aboutUs.html');
  await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();
  await expect(page.getByText(/触屏版：本地新闻/)).toBeVisible();
});
