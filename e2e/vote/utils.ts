// What the vote journeys share: signing in through the vote page's login round trip, an option's card, the code.
import type { Page } from '@playwright/test';
import type { Factories } from '../support/factories';
import { expect, gotoHydrated } from '../support/fixtures';

/** Opens a vote page as a visitor, is sent to login, signs in and lands back on the vote. */
export async function openSignedIn(page: Page, make: Factories, path: string) {
  const member = await make.member();
  await gotoHydrated(page, path);
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
  await page.getByRole('button', { name: '密码登录' }).click();
  await page.getByLabel('手机号').fill(member.phone);
  await page.getByLabel('密码').fill(member.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Reads the code off the picture the box shows (through the publisher's test hook, as a person reads it). */
export async function answerCode(page: Page, make: Factories) {
  const src = await page.getByRole('img', { name: /验证码图片/ }).getAttribute('src');
  const codeKey = new URL(src!, 'http://x').searchParams.get('codeKey')!;
  await page.getByLabel('验证码', { exact: true }).fill(await make.voteCaptcha(codeKey));
}
