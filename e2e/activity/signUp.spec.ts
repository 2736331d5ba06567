import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { sendPasswordLogin, signIn } from '../support/signIn';

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function fillRichForm(page: Page) {
  await page.getByLabel('姓名').fill('林小溪');
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByLabel('身份证号').fill('11010519491231002x');
  await page.getByLabel('参赛组别').selectOption('青年组');
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByRole('checkbox', { name: '自然风光' }).check();
  await page.getByLabel('参加日期').fill('2099-06-01');
}

test('sign up with the configured form through a login: 报名成功 with the voucher on the web, the count moved at once', async ({
  page,
  make,
}) => {
  const member = await make.member();
  const { fileId } = await make.activity({ form: 'rich', quota: 50 });

  await gotoHydrated(page, `activityDetail/${fileId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('测试活动');
  await expect(page.getByText('已报名 0 人').first()).toBeVisible();
  await page.getByRole('link', { name: '立即报名' }).click();
  await expect(page).toHaveURL(new RegExp(`activityApply/${fileId}\\.html$`));

  await fillRichForm(page);
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByRole('status').filter({ hasText: '请先登录' })).toBeVisible();
  await page.getByRole('link', { name: '去登录' }).click();
  await sendPasswordLogin(page, member);

  // back on the form with everything typed still there
  await expect(page).toHaveURL(new RegExp(`activityApply/${fileId}\\.html$`));
  await expect(page.getByLabel('姓名')).toHaveValue('林小溪');
  await expect(page.getByLabel('身份证号')).toHaveValue('11010519491231002x');
  await expect(page.getByRole('radio', { name: '女' })).toBeChecked();

  await page.getByLabel('作品照片').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('已上传：photo.png')).toBeVisible();
  // a double tap signs up once: the second lands while the first is on its way
  await page.getByRole('button', { name: '提交报名' }).dblclick();

  // the sign-up ends in its confirmation, with the voucher on the web and the count with this entry
  await expect(page).toHaveURL(new RegExp(`registrationDetail/${fileId}/\\d+\\.html$`));
  await expect(page.getByRole('status').filter({ hasText: '报名成功' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的报名凭证' })).toBeVisible();
  await expect(page.getByText('报名人：林小溪')).toBeVisible();
  await expect(page.getByRole('img', { name: '报名凭证二维码' }).locator('svg')).toBeVisible();
  await expect(page.getByText(/^凭证码 [A-Z0-9]{12}$/)).toBeVisible();
  await expect(page.getByText('未核销：请在活动现场出示')).toBeVisible();
  await expect(page.getByText('已报名 1 人')).toBeVisible();
  await expect(page.getByRole('main').getByText(/下载/)).toHaveCount(0);

  // the activity counts the entry at once (its own read is cached for seconds), and a reload agrees
  await gotoHydrated(page, `activityDetail/${fileId}.html`);
  await expect(page.getByRole('link', { name: /已报名/ })).toBeVisible();
  await expect(page.getByText('已报名 1 人').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('已报名 1 人').first()).toBeVisible();
  await expect(page.getByText('已报名 0 人')).toHaveCount(0);
  // the button opens the voucher again, without the confirmation this time
  await page.getByRole('link', { name: /已报名/ }).click();
  await expect(page.getByText(/^凭证码 [A-Z0-9]{12}$/)).toBeVisible();
  await expect(page.getByText('报名成功')).toHaveCount(0);
});

test('bad input: a clear message beside the field, and nothing typed is lost', async ({ page, make }) => {
  const member = await make.member();
  const { fileId } = await make.activity({ form: 'rich' });
  await signIn(page, member);

  await gotoHydrated(page, `activityApply/${fileId}.html`);
  await fillRichForm(page);
  await page.getByLabel('手机号').fill('12345');
  await page.getByLabel('备注').fill('<script>alert(1)</script>');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByRole('alert')).toHaveText('请输入正确的手机号');
  await expect(page.getByLabel('手机号')).toBeFocused();

  await page.getByLabel('手机号').fill('13912345678');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByRole('alert')).toHaveText('不能包含 < 或 >');
  await expect(page.getByLabel('备注')).toHaveValue('<script>alert(1)</script>');

  await page.getByLabel('备注').fill('x'.repeat(10_000));
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByRole('alert')).toHaveText('不能超过 200 个字');

  await page.getByLabel('作品照片').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByRole('alert').first()).toHaveText('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
  await expect(page.getByLabel('姓名')).toHaveValue('林小溪');
});

test('closed sign-ups say why: not started, ended', async ({ page, make }) => {
  const notStarted = await make.activity({ phase: 'notStarted' });
  await gotoHydrated(page, `activityDetail/${notStarted.fileId}.html`);
  await page.getByRole('button', { name: '报名未开始' }).click();
  await expect(page.getByRole('status').filter({ hasText: '报名未开始' })).toBeVisible();

  const ended = await make.activity({ phase: 'ended' });
  await gotoHydrated(page, `activityDetail/${ended.fileId}.html`);
  await expect(page.getByText('已结束', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '活动已结束' }).click();
  await expect(page.getByRole('status').filter({ hasText: '报名已结束' })).toBeVisible();

  // a sign-up page opened by its address after the end says so instead of showing the form
  await gotoHydrated(page, `activityApply/${ended.fileId}.html`);
  await expect(page.getByRole('status').filter({ hasText: '报名已结束' })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交报名' })).toHaveCount(0);
});
