// Signing a member in as a reader does: on the site's login page, by password. One place for the steps, so that a
// change to the login form is one change here, not one in every journey that needs a member.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, gotoHydrated } from './fixtures';

export type Credentials = { phone: string; password: string };

/** On the login page, hydrated: switches to the password form, fills it in and sends it. */
export async function sendPasswordLogin(page: Page, member: Credentials) {
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByLabel('手机号').fill(member.phone);
  await page.getByLabel('密码').fill(member.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Opens the login page, signs `member` in and waits for the page to go home, as it does without a redirect. */
export async function signIn(page: Page, member: Credentials) {
  await gotoHydrated(page, 'login.html');
  await sendPasswordLogin(page, member);
  await expect(page).toHaveURL(/\/home\.html$/);
}

/** A page in a browser context of its own (`options`: its user agent, base URL…) with `member` signed in. */
export async function signedInPage(
  browser: Browser,
  member: Credentials,
  options: BrowserContextOptions = {},
) {
  const page = await (await browser.newContext(options)).newPage();
  await signIn(page, member);
  return page;
}

/** On the login page the reader was sent to (`?redirect=`): signs in and waits to be sent back. */
export async function logInHere(page: Page, member: Credentials) {
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await sendPasswordLogin(page, member);
  await expect(page).not.toHaveURL(/\/login\.html/);
}
