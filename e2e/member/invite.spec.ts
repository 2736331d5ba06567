import { logInHere } from '../support/signIn';
import { expect, gotoHydrated, test } from '../support/fixtures';

test('邀请码: a visitor is offered login, then sees the code, the people invited, the rules and the poster', async ({
  page,
  make,
}) => {
  const member = await make.member({ nickname: '邀请达人' });
  const { code } = await make.invites(member.uid, 2);

  await gotoHydrated(page, 'invite.html');
  await expect(page.getByRole('heading', { name: '邀请规则' })).toBeVisible();
  await page.getByRole('link', { name: '去登录' }).click();
  await logInHere(page, member);
  await expect(page).toHaveURL(/invite\.html$/);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByText('已邀请 2 人')).toBeVisible();
  await expect(page.getByText('好友1')).toBeVisible();
  await expect(page.getByText('每邀请一位好友可得 20 积分')).toBeVisible();

  await page.getByRole('link', { name: '生成分享海报' }).click();
  await expect(page.getByRole('heading', { name: '您的专属邀请码' })).toBeVisible();
  await expect(page.getByText('邀请达人 邀请您一起读新闻')).toBeVisible();
  const qr = page.getByRole('img', { name: '邀请链接二维码' }).locator('svg');
  await expect(qr).toHaveAttribute(
    'data-qr-value',
    new RegExp(`/invitedToDownload/${member.uid}/${code}\\.html$`),
  );
  // the code with its quiet zone inside the 375 px screen, not 394 px wide and cut at the edge
  const box = (await page.getByRole('img', { name: '邀请链接二维码' }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.width).toBeLessThanOrEqual(260);
});

test('shareinvite offers a visitor login, which comes back to the poster', async ({ page }) => {
  await gotoHydrated(page, 'shareinvite.html');
  await page.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL(/login\.html\?redirect=%2Fshareinvite\.html$/);
});

test('an invite link records the code once per device and the inviter earns points; unknown and malformed codes say so', async ({
  page,
  make,
}) => {
  const inviter = await make.member({ nickname: '老读者' });
  const { code } = await make.invites(inviter.uid);

  await gotoHydrated(page, `invitedToDownload/${inviter.uid}/${code}.html`);
  await expect(page.getByText(`邀请码：${code}`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '邀请码已记录' })).toBeVisible();
  await expect(page.getByText('老读者 邀请您下载客户端')).toBeVisible();
  await expect(page.getByRole('link', { name: /Android 版下载/ })).toHaveAttribute('href', /^https:\/\//);

  await gotoHydrated(page, `invitedToDownload/${inviter.uid}/${code}.html`);
  await expect(page.getByRole('alert').filter({ hasText: '该设备已使用过邀请码' })).toBeVisible();

  await gotoHydrated(page, `invitedToDownload/${inviter.uid}/ZZZZZZ.html`);
  await expect(page.getByRole('alert').filter({ hasText: '邀请码不存在，请核对邀请链接' })).toBeVisible();
  await gotoHydrated(page, `invitedToDownload/1/${encodeURIComponent('<b>x</b>')}.html`);
  await expect(page.getByRole('alert').filter({ hasText: '邀请码不存在' })).toBeVisible();
  await expect(page.getByRole('link', { name: /iPhone 版下载/ })).toBeVisible();

  await gotoHydrated(page, 'integralShop.html');
  await page.getByRole('link', { name: '去登录' }).click();
  await logInHere(page, inviter);
  await expect(page.getByText('今日获得 20 积分')).toBeVisible();
});
