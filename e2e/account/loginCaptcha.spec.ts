// Sign-in cannot be used to lock someone out (docs/publisher-interface.md, single sign-on): guesses made elsewhere
// make the owner read an image code, never refuse them; guesses made here are refused here only; and the page says
// the same for an unknown number as for a wrong password.
import { createHash, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { shownCaptchaKey } from '../support/captcha';
import { newPhone } from '../support/factories';
import { expect, expectAxeClean, gotoHydrated, test } from '../support/fixtures';
import { publisherUrl } from '../support/ports';
import { sendPasswordLogin, signedInPage } from '../support/signIn';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** addresses of this run's own (a publisher kept between local runs still counts the last run's) */
const elsewhere = (n: number) => `2001:db8:${randomBytes(2).toString('hex')}::${n + 1}`;

/** Wrong passwords for `phone` straight at SSO, as a script would send them, each from an address of its own. */
async function guessFromElsewhere(request: APIRequestContext, phone: string, count: number) {
  for (let i = 0; i < count; i++) {
    const response = await request.post(`${publisherUrl}/sso-app/api/login`, {
      form: { phone, password: md5(`guess-${i}`), devid: 'e2e-guesser', siteid: '1' },
      headers: { 'x-forwarded-for': elsewhere(i) },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** The key of the image code the form shows. */
const shownCodeKey = (page: Page) =>
  shownCaptchaKey(page.getByRole('img', { name: '图片验证码，看不清可换一张' }));

test('guessed at from elsewhere, the owner is asked for the image code, not refused, and signs in with it', async ({
  page,
  make,
  request,
}) => {
  const member = await make.member();
  await guessFromElsewhere(request, member.phone, 10);

  await gotoHydrated(page, 'login.html');
  await sendPasswordLogin(page, member);
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText('为了账号安全，请输入图片中的验证码');
  const field = page.getByLabel('图片验证码');
  await expect(field).toBeFocused();
  // what was typed stays
  await expect(page.getByLabel('手机号')).toHaveValue(member.phone);
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue(member.password);
  const first = await shownCodeKey(page);
  await expectAxeClean(page);

  // no answer has a 0 (codes leave out look-alikes): a wrong one has its own message and a new picture
  await field.fill('0000');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(notice).toHaveText('图片验证码错误，请输入新图片中的验证码');
  const second = await shownCodeKey(page);
  expect(second).not.toBe(first);
  await expect(field).toHaveValue('');

  await field.fill(await make.voteCaptcha(second));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
});

test('five wrong passwords here are refused here only: the owner elsewhere signs in as always', async ({
  page,
  make,
  browser,
  baseURL,
}) => {
  const member = await make.member();
  await gotoHydrated(page, 'login.html');
  await sendPasswordLogin(page, { phone: member.phone, password: 'not-it' });
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText('手机号或密码错误');
  const submit = page.getByRole('button', { name: '登录', exact: true });
  for (let i = 0; i < 4; i++) {
    const answered = page.waitForResponse((r) => r.url().includes('/sso-app/api/login'));
    await submit.click();
    expect((await answered).status()).toBe(200);
  }
  await page.getByLabel('密码', { exact: true }).fill(member.password);
  await submit.click();
  await expect(notice).toHaveText('操作太频繁，请稍后再试');

  const owner = await signedInPage(browser, member, {
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': elsewhere(0) },
  });
  await owner.context().close();
});

test('an unknown number reads as a wrong password', async ({ page, make }) => {
  const member = await make.member();
  await gotoHydrated(page, 'login.html');
  await sendPasswordLogin(page, { phone: member.phone, password: 'not-it' });
  const notice = page.getByRole('alert');
  await expect(notice).toHaveText('手机号或密码错误');

  await page.getByLabel('手机号').fill(newPhone());
  const answered = page.waitForResponse((r) => r.url().includes('/sso-app/api/login'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  expect((await (await answered).json()).msg).toBe('password_error');
  await expect(notice).toHaveText('手机号或密码错误');
});
