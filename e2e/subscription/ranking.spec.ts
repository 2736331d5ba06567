import { expect, gotoHydrated, test } from '../support/fixtures';

test('the influence ranking shows at most 20 accounts in order, each with its vote, and links its rules', async ({
  page,
}) => {
  await gotoHydrated(page, 'xyListShare.html');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('影响力排行榜');
  const rows = page.locator('main ol').getByRole('listitem');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('第 1 名');
  await expect(rows.last()).toContainText('第 20 名');
  await expect(rows.first().getByRole('button', { name: '打榜' })).toBeVisible();
  await page.getByRole('link', { name: '打榜规则' }).click();
  await expect(page).toHaveURL(/xyRules\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('打榜规则');
  await expect(page.locator('main ol').getByRole('listitem').first()).toContainText('每月为一个打榜周期');
});
