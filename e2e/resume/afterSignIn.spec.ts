// Issue 40: an action a visitor starts leads to login and is done once they are back, signed in; counts agree with
// a reload. The mechanism is app/features/ui/resume/heldAction.ts.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { logInHere, signIn } from '../support/signIn';
import { gotoWithBar, sharedArticle } from '../share/utils';

test('a visitor’s follow of a reporter is done after signing in; the count agrees with a reload; never twice', async ({
  page,
  make,
}) => {
  const { reporterId } = await make.reporter({ name: '回来关注的记者' });
  const member = await make.member();
  const path = `reporter/${reporterId}.html`;
  await gotoHydrated(page, path);
  await expect(page.getByText('粉丝 0')).toBeVisible();
  await page.getByRole('button', { name: '关注' }).click();
  await logInHere(page, member);

  await expect(page).toHaveURL(new RegExp(`/${path}#follow$`));
  const follow = page.locator('#follow');
  await expect(follow).toHaveText('已关注');
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('粉丝 1')).toBeVisible();
  // done, and used up: nothing is left to be done again
  expect(await page.evaluate(() => sessionStorage.getItem('heldAction'))).toBeNull();

  // the publisher's reads trail a write by a few seconds: a reload at once still says 1
  await page.reload();
  await expect(page.locator('#follow')).toHaveText('已关注');
  await expect(page.getByText('粉丝 1')).toBeVisible();

  // unfollowed by hand: the count goes back, and a reload agrees
  await page.locator('#follow').click();
  await expect(page.locator('#follow')).toHaveText('关注');
  await expect(page.getByText('粉丝 0')).toBeVisible();
  const known = memberStateRead(page);
  await page.reload();
  await known;
  await expect(page.getByText('粉丝 0')).toBeVisible();
  await expect(page.locator('#follow')).toHaveAttribute('aria-pressed', 'false');
});

/** Resolves once the page has read what the member follows (getSubcribeXys), after which a held action is done. */
const memberStateRead = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/getSubcribeXys') && r.ok());

test('a held follow is never done for a member who signed in some other way', async ({ page, make }) => {
  const { reporterId } = await make.reporter({ name: '没被关注的记者' });
  const member = await make.member();
  const path = `reporter/${reporterId}.html`;
  await gotoHydrated(page, path);
  await page.getByRole('button', { name: '关注' }).click();
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
  // the visitor walks away; someone signs in from the login page itself (no way back), then opens the reporter
  await signIn(page, member);
  expect(await page.evaluate(() => sessionStorage.getItem('heldAction'))).toBeNull();
  const known = memberStateRead(page);
  await gotoHydrated(page, path);
  await known;
  await expect(page.locator('#follow')).toHaveText('关注');
  await expect(page.getByText('粉丝 0')).toBeVisible();
  // their own tap follows, as it should
  await page.locator('#follow').click();
  await expect(page.locator('#follow')).toHaveText('已关注');
  await expect(page.getByText('粉丝 1')).toBeVisible();
});

test('a visitor’s subscription to an account is done after signing in, and its count holds across a reload', async ({
  page,
  make,
}) => {
  const { xyId } = await make.xyAccount({ name: `回来订阅的号${Date.now() % 100000}` });
  const member = await make.member();
  await gotoHydrated(page, `xyDetail/${xyId}.html`);
  await page.getByRole('button', { name: '订阅' }).click();
  await logInHere(page, member);
  await expect(page.locator('#subscribe')).toHaveText('已订阅');
  await expect(page.getByText('粉丝 1')).toBeVisible();
  await page.reload();
  await expect(page.getByText('粉丝 1')).toBeVisible();
  await expect(page.locator('#subscribe')).toHaveText('已订阅');
});

test('a visitor’s 收藏 is done after signing in, once', async ({ page, make }) => {
  const { path } = await sharedArticle(make);
  const member = await make.member();
  await gotoWithBar(page, path);
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/fav') && r.ok());
  await page.getByRole('button', { name: '收藏' }).click();
  await logInHere(page, member);
  await expect(page.locator('[id^=favourite-]')).toHaveText('已收藏');
  await saved;
  expect(await page.evaluate(() => sessionStorage.getItem('heldAction'))).toBeNull();
  // taken back by hand: a reload does not save it again
  const cancelled = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/favCancel') && r.ok());
  await page.locator('[id^=favourite-]').click();
  await expect(page.locator('[id^=favourite-]')).toHaveText('收藏');
  await cancelled;
  const read = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/hasFav') && r.ok());
  await gotoWithBar(page, path);
  await read;
  await expect(page.locator('[id^=favourite-]')).toHaveAttribute('aria-pressed', 'false');
});
