import { expect, gotoHydrated, test } from '../support/fixtures';

test('the leaders’ list opens a leader’s page with the reports of their activities, more appended in place', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const fileIds: number[] = [];
  for (let n = 0; n < 22; n++)
    fileIds.push((await make.article({ columnId, title: `领导活动报道第${n + 1}篇` })).fileId);
  const { leaderId } = await make.leader({ name: '林望舒', duty: '青岚市常务副市长', fileIds });

  await gotoHydrated(page, 'LeaderViewList.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('领导之窗');
  await page.getByRole('link', { name: /林望舒/ }).click();
  await expect(page).toHaveURL(new RegExp(`figureDetail/${leaderId}\\.html`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('林望舒');
  await expect(page.getByText('青岚市常务副市长')).toBeVisible();

  const reports = page.getByRole('region', { name: '活动报道' }).getByRole('listitem');
  await expect(reports).toHaveCount(20);
  await page.getByRole('link', { name: '加载更多' }).click();
  await expect(reports).toHaveCount(22);
  await expect(page.getByText('没有更多了')).toBeVisible();
  await page.getByRole('link', { name: '领导活动报道第1篇' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('领导活动报道第1篇');
});

test('a leader without reports says so; an unknown or missing leader id is not found', async ({
  page,
  make,
}) => {
  const { leaderId } = await make.leader({ name: '季远山' });
  await gotoHydrated(page, `figureDetail/${leaderId}.html`);
  await expect(page.getByText('暂无活动报道')).toBeVisible();
  await expect(page.getByRole('link', { name: '加载更多' })).toHaveCount(0);

  expect((await page.goto('figureDetail/759998.html'))?.status()).toBe(404);
  // spec §5: the id is required
  expect((await page.goto('figureDetail/.html'))?.status()).toBe(404);
});
