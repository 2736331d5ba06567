import { expect, gotoHydrated, test } from '../support/fixtures';

// Home's recommendation modules and their own pages (spec §2: moreModules, moreImage), 20 items a page.

test('a module’s “more” opens its own page, 20 a page, and pages on without JavaScript', async ({
  browser,
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const fileIds = [];
  for (let i = 1; i <= 23; i++)
    fileIds.push((await make.article({ columnId, title: `模块稿件 ${columnId}-${i}号` })).fileId);
  const name = `编辑精选 ${columnId}`;
  const { moduleId } = await make.module({ columnId, type: 0, name, position: 0, fileIds });

  await gotoHydrated(page, `home.html?column=${columnId}`);
  const module = page.getByRole('region', { name });
  await module.getByRole('link', { name: '更多' }).click();
  await expect(page).toHaveURL(new RegExp(`moreModules\\.html\\?id=${moduleId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const items = page.getByRole('main').getByRole('listitem');
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText(`模块稿件 ${columnId}-1号`);
  await page.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(new RegExp(`moreModules\\.html\\?id=${moduleId}&page=1$`));
  await expect(items).toHaveCount(3);
  await expect(items.last()).toContainText(`模块稿件 ${columnId}-23号`);
  await expect(page.getByText('没有更多了')).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`moreModules.html?id=${moduleId}`);
  await expect(plain.getByRole('main').getByRole('listitem')).toHaveCount(20);
  await plain.getByRole('link', { name: '下一页' }).click();
  await expect(plain.getByRole('main').getByRole('listitem')).toHaveCount(3);
  await plain.getByRole('link', { name: '上一页' }).click();
  await expect(plain.getByRole('main').getByRole('listitem')).toHaveCount(20);
  await context.close();
});

test('a picture module’s “more” is moreImage, its galleries opening the gallery page', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const gallery = await make.article({
    columnId,
    articleType: 1,
    pictures: 3,
    title: `模块图集 ${columnId}`,
  });
  const name = `图说 ${columnId}`;
  const { moduleId } = await make.module({
    columnId,
    type: 11,
    name,
    position: 0,
    fileIds: [gallery.fileId],
  });

  await gotoHydrated(page, `home.html?column=${columnId}`);
  await page.getByRole('region', { name }).getByRole('link', { name: '更多' }).click();
  await expect(page).toHaveURL(new RegExp(`moreImage/${moduleId}\\.html$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`模块图集 ${columnId}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`imageDetail/${columnId}/${gallery.fileId}\\.html$`));
});

test('without a module, moreModules lists home’s modules, each opening its own page; unknown ones are 404', async ({
  page,
}) => {
  await gotoHydrated(page, 'moreModules.html');
  await expect(page.getByRole('heading', { level: 1, name: '推荐模块' })).toBeVisible();
  const modules = page.getByRole('main').getByRole('listitem').getByRole('link');
  expect(await modules.count()).toBeGreaterThan(0);
  for (const link of await modules.all())
    await expect(link).toHaveAttribute(
      'href',
      /\/(moreModules\.html\?id=\d+|moreImage\/\d+\.html|moreLive\.html)$/,
    );
  const first = page.locator('main a[href*="moreModules.html?id="]').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  for (const path of ['moreModules.html?id=99999999', 'moreModules.html?id=abc', 'moreImage/99999999.html'])
    expect((await page.goto(path))?.status(), path).toBe(404);
});
