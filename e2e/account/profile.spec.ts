import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { sendPasswordLogin, signIn } from '../support/signIn';

/** Signs `member` in on the login page (which then goes home) and opens it again: now it shows their account. */
async function openOwnAccount(page: Page, member: { phone: string; password: string }) {
  await signIn(page, member);
  await gotoHydrated(page, 'login.html');
  await expect(page.getByRole('heading', { name: '我的账号', level: 1 })).toBeVisible();
}

/** the smallest true PNG (1 × 1, white) */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';

/** The publisher's status for reading the member's record with `token`. */
async function recordStatus(page: Page, uid: number, token: string): Promise<number> {
  const answer = await page.request.get(`/app_if/getUserInfo?uid=${uid}&curVersions=1`, {
    headers: { token, source: 'touch' },
  });
  return ((await answer.json()) as { status: number }).status;
}

test('the member renames themself: the rule is told first, what was typed stays, the new name is kept', async ({
  page,
  make,
}) => {
  const member = await make.member({ nickname: '旧名字' });
  await openOwnAccount(page, member);
  const field = page.getByLabel('昵称');
  await expect(field).toHaveValue('旧名字');
  const save = page.getByRole('button', { name: '保存昵称' });

  await field.fill('   ');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('请输入昵称');
  await field.fill('读'.repeat(21));
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('昵称最多20个字');
  await expect(field).toHaveValue('读'.repeat(21));
  await field.fill('<b>我</b>');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText('昵称不能包含 < > 或换行等字符');

  await field.fill(' 山城夜读人 ');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: '昵称已修改' })).toBeVisible();
  await expect(page.getByText('山城夜读人', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('昵称')).toHaveValue('山城夜读人');
});

test("the member changes their picture: a file that is no picture is refused in the spec's words, a PNG becomes the avatar", async ({
  page,
  make,
}) => {
  const member = await make.member();
  await openOwnAccount(page, member);
  const picker = page.getByLabel('更换头像');
  await picker.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByRole('alert')).toHaveText('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(page.getByRole('alert')).toHaveText('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');

  await picker.setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(onePixelPng, 'base64'),
  });
  await expect(page.getByRole('status').filter({ hasText: '头像已更换' })).toBeVisible();
  const avatar = page.locator('img[src*="/pic/portrait/"]');
  await expect(avatar).toHaveJSProperty('complete', true);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.reload();
  await expect(page.locator('img[src*="/pic/portrait/"]')).toBeVisible();
});

test('signing out ends the session on the publisher and here, and goes back where the reader was', async ({
  page,
  make,
}) => {
  const member = await make.member();
  await gotoHydrated(page, 'aboutUs.html');
  await page.getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/login\.html$/);
  // the login page may arrive as a new document: its buttons answer once it has hydrated
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await sendPasswordLogin(page, member);
  await expect(page).toHaveURL(/aboutUs\.html$/);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('accessToken') ?? '{}') as { value?: string }).value ?? '',
  );
  expect(await recordStatus(page, member.uid, token)).toBe(0);

  await page.getByRole('link', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '我的账号', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/aboutUs\.html$/);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('accessToken');
  // the old token is refused by the publisher too (10111: no such token), not only forgotten here
  expect(await recordStatus(page, member.uid, token)).toBe(10111);
  // member pages offer login again, and the login page is the login form
  await gotoHydrated(page, 'integralShop.html');
  await expect(page.getByRole('link', { name: '去登录' })).toBeVisible();
  await gotoHydrated(page, 'login.html');
  await expect(page.getByRole('button', { name: '密码登录' })).toBeVisible();
});

test('deleting the account asks first, then the member is gone: sign-in refused, their page says so', async ({
  page,
  make,
}) => {
  const member = await make.member({ nickname: '要走的读者' });
  await openOwnAccount(page, member);

  await page.getByRole('button', { name: '注销账号' }).click();
  const confirm = page.getByRole('region', { name: '注销账号' });
  await expect(confirm).toContainText('无法恢复');
  await confirm.getByRole('button', { name: '暂不注销' }).click();
  await expect(page.getByRole('region', { name: '注销账号' })).toHaveCount(0);

  await page.getByRole('button', { name: '注销账号' }).click();
  await confirm.getByRole('button', { name: '确认注销' }).click();
  await expect(page.getByRole('alert')).toHaveText('请先勾选“我已知晓注销后账号无法恢复”');
  await confirm.getByLabel('我已知晓注销后账号无法恢复').check();
  await confirm.getByRole('button', { name: '确认注销' }).click();
  await expect(page.getByRole('heading', { name: '你的账号已注销', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('accessToken');

  await gotoHydrated(page, 'login.html');
  await sendPasswordLogin(page, member);
  // as for any unknown number: sign-in tells no one which numbers have an account
  await expect(page.getByRole('alert')).toHaveText('手机号或密码错误');
  await expect(page).toHaveURL(/login\.html$/);

  const gone = await page.goto(`userDetail/${member.uid}.html`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: '该账号已注销', level: 1 })).toBeVisible();
  await expect(page.getByText('要走的读者')).toHaveCount(0);
});
