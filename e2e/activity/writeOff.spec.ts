import type { Page } from '@playwright/test';
import { appMember, appPage } from '../platform/appShell';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { signedInPage } from '../support/signIn';

async function signUp(page: Page, fileId: number): Promise<string> {
  await gotoHydrated(page, `activityApply/${fileId}.html`);
  await page.getByLabel('姓名').fill('林小溪');
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByRole('button', { name: '提交报名' }).click();
  const code = page.getByText(/^凭证码 [A-Z0-9]{12}$/);
  await expect(code).toBeVisible();
  return (await code.getAttribute('data-code'))!;
}

test('a merchant of the shop writes a voucher off once; a second scan says when; others are refused', async ({
  browser,
  baseURL,
  make,
  request,
}) => {
  const [entrant, merchant, stranger] = await Promise.all([make.member(), make.member(), make.member()]);
  const { fileId } = await make.activity({ verifiers: [{ shopSite: 'east-gate', uid: merchant.uid }] });
  // the entrant's voucher is shown in the publisher's app (spec §8 10201), where the member is handed over
  const entrantPage = await appPage(browser, await appMember(request, entrant));
  const code = await signUp(entrantPage, fileId);
  // the member's own activities list it, opening the entry
  await gotoHydrated(entrantPage, 'signupdetail.html');
  await entrantPage.getByRole('link', { name: /测试活动/ }).click();
  await expect(entrantPage.getByText(`凭证码 ${code}`)).toBeVisible();

  const shop = await signedInPage(browser, merchant, { baseURL });
  await gotoHydrated(shop, `writeOff/${fileId}/${code}/east-gate.html`);
  await expect(shop.getByText('报名人：林小溪')).toBeVisible();
  await expect(shop.getByRole('status').filter({ hasText: '未核销' })).toBeVisible();
  await shop.getByRole('button', { name: '确认核销' }).click();
  await expect(shop.getByRole('status').filter({ hasText: '核销成功' })).toBeVisible();
  await expect(shop.getByRole('button', { name: '确认核销' })).toHaveCount(0);

  // the second scan
  await gotoHydrated(shop, `writeOff/${fileId}/${code}.html`);
  await expect(
    shop.getByRole('status').filter({ hasText: /该凭证已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 核销/ }),
  ).toBeVisible();
  await expect(shop.getByRole('button', { name: '确认核销' })).toHaveCount(0);

  await gotoHydrated(shop, `writeOff/${fileId}/NOSUCHCODE23.html`);
  await expect(shop.getByRole('alert')).toHaveText('凭证不存在');

  const other = await signedInPage(browser, stranger, { baseURL });
  await gotoHydrated(other, `writeOff/${fileId}/${code}/east-gate.html`);
  await expect(other.getByRole('alert')).toHaveText('您无权核销此凭证');
  await expect(other.getByRole('button', { name: '确认核销' })).toHaveCount(0);
});

test('a visitor scanning a voucher is asked to log in with the shop’s account', async ({ page, make }) => {
  const { fileId } = await make.activity();
  await gotoHydrated(page, `writeOff/${fileId}/ABCDEFGH2345.html`);
  await expect(page.getByRole('status').filter({ hasText: '请先登录商家账号' })).toBeVisible();
  await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', /login\.html\?redirect=/);
});
