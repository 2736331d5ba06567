// A deployment may keep sign-up progress for its app (spec §6, §8 10201; docs/native-bridge.md): the member signs
// up inside the app (the stand-in shell hands the member over) and sees the entry there; in a phone browser the same
// page offers the download; in the messenger it shows the open-in-app overlay as well. The reference publisher
// shows the entry everywhere, so these pages play such a deployment by answering getActivityVoucher with 10201.
import type { Page } from '@playwright/test';
import { appMember, appPage } from '../platform/appShell';
import { expect, expectAxeClean, gotoHydrated, test } from '../support/fixtures';
import { signedInPage } from '../support/signIn';

const messengerUA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.47';

/** The page's publisher is a deployment that keeps the entry's progress for its app. */
async function progressInAppOnly(page: Page) {
  await page.route('**/app_if/getActivityVoucher**', (route) =>
    route.fulfill({ json: { status: 10201, message: '请下载App查看报名进度', data: {} } }),
  );
}

/** Signs up in the app's webview and answers the page the entry opens on, with its voucher code. */
async function signUpInApp(page: Page, fileId: number) {
  await gotoHydrated(page, `activityApply/${fileId}.html`);
  await page.getByLabel('姓名').fill('林小溪');
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page).toHaveURL(new RegExp(`registrationDetail/${fileId}/\\d+\\.html$`));
  await expect(page.getByText(/^凭证码 [A-Z0-9]{12}$/)).toBeVisible();
  return new URL(page.url()).pathname.replace(/^.*\/registrationDetail\//, 'registrationDetail/');
}

test('in the app the entry shows; in a phone browser the page offers the download instead', async ({
  browser,
  make,
  request,
}) => {
  const member = await make.member();
  const { fileId } = await make.activity();
  const app = await appPage(browser, await appMember(request, member));
  const entry = await signUpInApp(app, fileId);
  await expect(app.getByText('未核销：请在活动现场出示')).toBeVisible();
  await expectAxeClean(app);
  await app.context().close();

  const page = await signedInPage(browser, member);
  await progressInAppOnly(page);
  await gotoHydrated(page, entry);
  await expect(page.getByRole('status').filter({ hasText: '请下载App查看报名进度' })).toBeVisible();
  await expect(page.getByText(/凭证码/)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAxeClean(page);
  // the activity still knows the member signed up, and leads to the same offer
  await gotoHydrated(page, `activityDetail/${fileId}.html`);
  await page.getByRole('link', { name: /已报名/ }).click();
  await expect(page).toHaveURL(new RegExp(`registrationDetail/${fileId}\\.html$`));
  await page.getByRole('main').getByRole('link', { name: '下载客户端' }).click();
  await expect(page).toHaveURL(/downloadClient\.html$/);
  await expect(page.getByRole('heading', { name: '下载客户端' })).toBeVisible();
  await page.context().close();
});

test('in the messenger the page shows 请点击右上角 “打开” 去App操作 over the download offer', async ({
  browser,
  make,
  request,
}) => {
  const member = await make.member();
  const { fileId } = await make.activity();
  const app = await appPage(browser, await appMember(request, member));
  const entry = await signUpInApp(app, fileId);
  await app.context().close();

  const page = await signedInPage(browser, member, { userAgent: messengerUA });
  await progressInAppOnly(page);
  await gotoHydrated(page, entry);
  await expect(page.getByRole('dialog')).toContainText('请点击右上角 “打开” 去App操作');
  await expect(page.getByText(/凭证码/)).toHaveCount(0);
  await page.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '请下载App查看报名进度' })).toBeVisible();
  await page.context().close();
});
