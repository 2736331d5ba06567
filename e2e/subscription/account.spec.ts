import { expect, gotoHydrated, test } from '../support/fixtures';
import { logInHere } from '../support/signIn';

test('a banned or closed account shows its clear page, never its info; a missing one is not found', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  const banned = await make.xyAccount({ name: '被封禁的号', forbidden: 1, fileIds: [fileId] });
  const response = await page.goto(`xyDetail/${banned.xyId}.html`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('该账号暂不可查看');
  await expect(page.getByText('该账号已关闭或被封禁')).toBeVisible();
  await expect(page.getByText('被封禁的号')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '订阅' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '看看其他账号' })).toBeVisible();

  const closed = await make.xyAccount({ name: '已关闭的号', status: 1 });
  await page.goto(`xyDetail/${closed.xyId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('该账号暂不可查看');

  const missing = await page.goto('xyDetail/799998.html');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
});

test('a visitor subscribes after logging in, the state holds across a reload, and the account leads “my subscriptions”', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId, title: '青岚号的第一篇稿件' });
  const { xyId } = await make.xyAccount({ name: `订阅测试号${Date.now() % 100000}`, fileIds: [fileId] });
  const earlier = await make.xyAccount({ name: `先订的号${Date.now() % 100000}` });
  const member = await make.member();

  await gotoHydrated(page, `xyDetail/${xyId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('订阅测试号');
  await expect(page.getByRole('link', { name: '青岚号的第一篇稿件' })).toBeVisible();
  await expect(page.getByText('粉丝 0')).toBeVisible();
  await page.getByRole('button', { name: '订阅' }).click();
  await logInHere(page, member);

  // back on the same page at the same button, subscribed (the tap was held across the sign-in)
  await expect(page).toHaveURL(new RegExp(`/xyDetail/${xyId}\\.html#subscribe$`));
  const subscribe = page.locator('#subscribe');
  await expect(subscribe).toHaveText('已订阅');
  await expect(subscribe).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('粉丝 1')).toBeVisible();

  // subscribe the other one too, through its own page, then come back: the newest subscription leads
  await gotoHydrated(page, `xyDetail/${earlier.xyId}.html`);
  await page.locator('#subscribe').click();
  await expect(page.locator('#subscribe')).toHaveText('已订阅');
  await gotoHydrated(page, `xyDetail/${xyId}.html`);
  // the member's own state comes after the page's (a tap on the visitor's 订阅 before it would subscribe again)
  await expect(page.locator('#subscribe')).toHaveText('已订阅');
  await page.locator('#subscribe').click();
  await expect(page.locator('#subscribe')).toHaveText('订阅');
  await expect(page.getByText('粉丝 0')).toBeVisible();
  await page.locator('#subscribe').click();
  await expect(page.getByText('粉丝 1')).toBeVisible();

  await page.reload();
  await expect(page.locator('#subscribe')).toHaveText('已订阅');

  await gotoHydrated(page, 'subscriptionList.html');
  const mine = page.getByRole('list', { name: '我的订阅' });
  await expect(mine.getByRole('listitem')).toHaveCount(2);
  await expect(mine.getByRole('listitem').first()).toContainText('订阅测试号');
  await expect(mine.getByRole('button', { name: '已订阅' })).toHaveCount(2);
});

test('rank-vote once: the button becomes “already voted” and stays so after a reload', async ({
  page,
  make,
}) => {
  const { xyId } = await make.xyAccount();
  const member = await make.member();
  await gotoHydrated(page, `xyDetail/${xyId}.html`);
  await page.getByRole('button', { name: '打榜' }).click();
  await logInHere(page, member);
  // back at the button, the vote cast (the tap was held across the sign-in)
  await expect(page).toHaveURL(/#rank-vote$/);
  await expect(page.locator('#rank-vote')).toHaveText('已打榜');
  await expect(page.getByRole('status').filter({ hasText: '打榜成功' })).toBeVisible();
  await page.reload();
  await expect(page.locator('#rank-vote')).toHaveText('已打榜');
  // once is all: the button no longer takes a vote (the publisher refuses a second one too)
  await expect(page.locator('#rank-vote')).toHaveAttribute('aria-disabled', 'true');
});
