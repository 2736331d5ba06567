import { expect, gotoHydrated, test } from '../support/fixtures';

test('a reporter’s page keeps its appended articles and its scroll when the reader comes back from an article', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const fileIds: number[] = [];
  for (let n = 0; n < 25; n++)
    fileIds.push((await make.article({ columnId, title: `记者稿件第${n + 1}篇` })).fileId);
  const { reporterId } = await make.reporter({ name: '留步记者', fileIds });

  await gotoHydrated(page, `reporter/${reporterId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('留步记者');
  await expect(page.getByText('发稿 25')).toBeVisible();
  const items = page.getByRole('region', { name: '全部文章' }).getByRole('listitem');
  await expect(items).toHaveCount(20);
  await page.getByRole('link', { name: '加载更多' }).click();
  await expect(items).toHaveCount(25);
  await expect(page.getByText('没有更多了')).toBeVisible();

  // the oldest article, at the bottom of the appended page
  const oldest = page.getByRole('link', { name: '记者稿件第1篇' });
  await oldest.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await oldest.click();
  await expect(page).toHaveURL(/newsDetail\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('记者稿件第1篇');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`reporter/${reporterId}\\.html`));
  await expect(items).toHaveCount(25);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  await expect(oldest).toBeInViewport();
});

test('a reporter without articles says so; dynamics open their own page; a missing reporter is not found', async ({
  page,
  make,
}) => {
  const { reporterId } = await make.reporter({ name: '新来的记者', dynamics: 12 });
  await gotoHydrated(page, `reporter/${reporterId}.html`);
  await expect(page.getByText('这位记者还没有发表文章')).toBeVisible();
  await expect(page.getByText('发稿 0')).toBeVisible();

  await page.getByRole('link', { name: '记者动态' }).click();
  await expect(page).toHaveURL(/tab=dynamics/);
  await expect(page.getByRole('link', { name: '新来的记者的第12条动态' })).toBeVisible();
  await page.getByRole('link', { name: '新来的记者的第12条动态' }).click();
  await expect(page).toHaveURL(/dynamicDetail\/\d+\.html/);
  await expect(page.getByText('新来的记者的第12条动态')).toBeVisible();

  const missing = await page.goto('reporter/399998.html');
  expect(missing?.status()).toBe(404);
});
