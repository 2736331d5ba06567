import { logInHere } from '../support/signIn';
import { expect, gotoHydrated, test } from '../support/fixtures';

test('积分明细: a visitor is offered login and comes back, then sees the total, the days and the history, more on request', async ({
  page,
  make,
}) => {
  const member = await make.member();
  const records = Array.from({ length: 22 }, (_, i) => ({ score: 1, note: `阅读第${i + 1}篇`, daysAgo: 1 }));
  await make.points(member.uid, [
    ...records,
    { score: 8, note: '分享稿件' },
    { score: -3, note: '兑换礼品' },
  ]);

  await gotoHydrated(page, 'integralShop.html');
  await page.getByRole('link', { name: '去登录' }).click();
  await logInHere(page, member);
  await expect(page).toHaveURL(/integralShop\.html$/);
  await expect(page.getByRole('heading', { name: '积分明细', level: 1 })).toBeVisible();
  await expect(page.getByText('我的积分')).toBeVisible();
  await expect(page.locator('strong').filter({ hasText: /^27$/ })).toBeVisible();
  await expect(page.getByText('今日获得 5 积分')).toBeVisible();
  await expect(page.getByRole('listitem', { name: /：22 积分$/ })).toBeVisible();

  const history = page.locator('h2:text-is("积分记录") + ul');
  await expect(history.getByRole('listitem')).toHaveCount(20);
  await expect(history.getByRole('listitem').first()).toContainText('兑换礼品');
  await expect(history.getByRole('listitem').first()).toContainText('-3');
  await page.getByRole('button', { name: '加载更多' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(24);
  await expect(page.getByText('没有更多了')).toBeVisible();
});

test('积分明细 without JavaScript: the way to login is in the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('integralShop.html');
  await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', /login\.html\?redirect=/);
  await context.close();
});

test('积分明细 signed in: the member’s total arrives without moving the shop the server drew', async ({
  page,
  make,
}) => {
  const member = await make.member();
  await make.points(member.uid, [{ score: 12, note: '阅读' }]);
  await gotoHydrated(page, 'integralShop.html');
  await page.getByRole('link', { name: '去登录' }).click();
  await logInHere(page, member);
  await expect(page).toHaveURL(/integralShop\.html$/);
  // from here on a fresh load as a member: what moves while the member's part arrives is the page's CLS
  await page.addInitScript(() => {
    (window as { shifts?: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) (window as { shifts?: number }).shifts! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  const shop = page.getByRole('heading', { name: '积分商城', level: 2 });
  await expect(shop).toBeVisible();
  const drawnAt = (await shop.boundingBox())!.y;
  await expect(page.getByRole('region', { name: '积分明细' }).locator('strong')).toHaveText('12');
  await expect(page.getByRole('heading', { name: '积分记录' })).toBeVisible();
  expect((await shop.boundingBox())!.y).toBe(drawnAt);
  expect(await page.evaluate(() => (window as { shifts?: number }).shifts)).toBeLessThan(0.01);
});
