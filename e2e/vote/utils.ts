// What the vote journeys share: signing in through the vote page's login round trip, an option's card, the code.
import type { Page } from '@playwright/test';
import { shownCaptchaKey } from '../support/captcha';
import type { Factories } from '../support/factories';
import { expect, gotoHydrated } from '../support/fixtures';
import { logInHere } from '../support/signIn';

/** Opens a vote page as a visitor, is sent to login, signs in and lands back on the vote. */
export async function openSignedIn(page: Page, make: Factories, path: string) {
  const member = await make.member();
  await gotoHydrated(page, path);
  await logInHere(page, member);
  await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * Reads the code off the picture the box shows (through the publisher's test hook, as a person reads it), once the
 * picture is there: the publisher draws and stores a code when the picture is asked for, so an answer looked up
 * before the picture has come is of a code the picture then replaces (the box says 验证码错误).
 */
export async function answerCode(page: Page, make: Factories) {
  const codeKey = await shownCaptchaKey(page.getByRole('img', { name: /验证码图片/ }));
  await page.getByLabel('验证码', { exact: true }).fill(await make.voteCaptcha(codeKey));
}
