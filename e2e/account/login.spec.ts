import { newPhone } from '../support/factories';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { signIn } from '../support/signIn';

test('login with a verification code, end to end', async ({ page, make }) => {
  const number = newPhone();
  await gotoHydrated(page, 'login.html');
  await page.getByLabel('手机号').fill(number);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.locator('form').getByRole('status')).toHaveText('验证码已发送');
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  await page.getByLabel('验证码').fill(await make.lastCode(number));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(JSON.stringify(stored)).toContain('accessToken');
});

test('a registered member logs in with the password', async ({ page, make }) => {
  const member = await make.member();
  await signIn(page, member);
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(JSON.stringify(stored)).toContain('accessToken');
});

test.describe('validation prompts (spec §5) and input kept on failure', () => {
  test('asks for the phone, then the code', async ({ page }) => {
    await gotoHydrated(page, 'login.html');
    const submit = page.getByRole('button', { name: '登录', exact: true });
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('请输入手机号');
    await page.getByLabel('手机号').fill('13800000000');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('请输入验证码');
  });

  test('asks for the password when logging in by password', async ({ page }) => {
    await gotoHydrated(page, 'login.html');
    await page.getByRole('button', { name: '密码登录' }).click();
    await page.getByLabel('手机号').fill('13800000000');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('请输入密码');
  });

  test('a wrong code says so and keeps what was typed', async ({ page }) => {
    const number = newPhone();
    await gotoHydrated(page, 'login.html');
    await page.getByLabel('手机号').fill(number);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.locator('form').getByRole('status')).toHaveText('验证码已发送');
    await page.getByLabel('验证码').fill('000000');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page.getByLabel('手机号')).toHaveValue(number);
    await expect(page.getByLabel('验证码')).toHaveValue('000000');
    await expect(page).toHaveURL(/\/login\.html$/);
  });

  test('the prompts speak the reader’s language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await gotoHydrated(page, 'login.html');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your mobile number');
  });
});
