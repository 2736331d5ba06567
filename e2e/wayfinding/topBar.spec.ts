// Issue 40: a way home and back from every page (docs/wayfinding.md). The top bar on pages that had none, back
// when the reader came from another page of ours, 我的 for a member, none inside the app, the open-in-app offer only
// in the messenger.
import { devices } from '@playwright/test';
import { appPage } from '../platform/appShell';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { signedInPage } from '../support/signIn';

const messengerUA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.47';

test('an article opened from a messenger link has the top bar: home, search, paper and login', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  await page.goto(`newsDetail/${columnId}/${fileId}.html`);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: /首页/ })).toHaveAttribute('href', /\/home\.html$/);
  await expect(bar.getByRole('link', { name: '搜索' })).toBeVisible();
  await expect(bar.getByRole('link', { name: /数字报/ })).toBeVisible();
  await expect(bar.getByRole('link', { name: '登录' })).toBeVisible();
  // the first page of a visit: nothing to go back to
  await expect(bar.getByRole('button', { name: '返回' })).toHaveCount(0);
  await bar.getByRole('link', { name: /首页/ }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
});

test('pages that had no bar (activity, vote, reporter, account) show it in their server HTML', async ({
  request,
  make,
}) => {
  const { fileId: activityId } = await make.activity();
  const { voteId } = await make.vote();
  const { reporterId } = await make.reporter();
  const { xyId } = await make.xyAccount();
  for (const path of [
    `activityDetail/${activityId}.html`,
    `activityVote/${voteId}.html`,
    `reporter/${reporterId}.html`,
    `xyDetail/${xyId}.html`,
    'xyRules.html',
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<header[^>]*><a [^>]*href="[^"]*\/home\.html"/);
  }
});

test('back appears after a tap to another page and returns there; the tag gives way on a 320 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, 'home.html');
  const bar = page.getByRole('banner');
  await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/\/aboutUs\.html$/);
  await bar.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
  await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
  // nothing of the bar leaves the screen
  const box = await bar.getByRole('link', { name: '登录' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
});

test('a signed-in member sees 我的 in the bar, leading to their own page', async ({ browser, make }) => {
  const member = await make.member();
  const page = await signedInPage(browser, member);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('link', { name: /我的/ })).toBeVisible();
  await expect(bar.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
  await bar.getByRole('link', { name: /我的/ }).click();
  await expect(page).toHaveURL(/\/login\.html$/);
  await expect(page.getByRole('button', { name: '退出登录' })).toBeVisible();
  await page.context().close();
});

test('inside the native app the page shows no bar of its own (the app navigates)', async ({ browser }) => {
  const page = await appPage(browser);
  await page.goto('aboutUs.html');
  await expect(page.locator('html')).toHaveAttribute('data-context', 'app');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByText('在App中打开')).toBeHidden();
  await page.context().close();
});

test.describe('in the messenger', () => {
  test.use({ userAgent: messengerUA });
  test('a quiet offer to open the app leads to the download page', async ({ page }) => {
    await page.goto('aboutUs.html');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: '在App中打开' }).click();
    await expect(page).toHaveURL(/\/downloadClient\.html$/);
  });
});

test.describe('in a plain browser', () => {
  test.use({ userAgent: devices['iPhone 13'].userAgent });
  test('no offer to open the app', async ({ page }) => {
    await page.goto('aboutUs.html');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('在App中打开')).toBeHidden();
  });
});
