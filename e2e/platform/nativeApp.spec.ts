// The page inside the publisher's native app (spec §1, §6, §8), in a stand-in app shell (appShell.ts).
import { expect, expectAxeClean, test } from '../support/fixtures';
import { appCalls, appMember, appPage, receivedCalls } from './appShell';

const hydrated = (page: import('@playwright/test').Page) =>
  page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test('the app hands over its member: the member pages read as them without a login on the page', async ({
  browser,
  make,
  request,
}) => {
  const member = await make.member();
  await make.points(member.uid, [{ score: 15, note: '阅读文章' }]);
  const page = await appPage(browser, await appMember(request, member));
  await page.goto('integralShop.html');
  await expect(page.getByText('今日获得 15 积分')).toBeVisible();
  expect(await appCalls(page)).toEqual([]);
  await expectAxeClean(page);
  await page.context().close();
});

test('a visitor’s login is the app’s own screen: xyapp://login, and the page stays', async ({ browser }) => {
  const page = await appPage(browser);
  await page.goto('integralShop.html');
  await hydrated(page);
  await page.getByRole('link', { name: '去登录' }).click();
  const [call] = await receivedCalls(page, 1);
  expect(call!.link).toBe('xyapp://login');
  await expect(page).toHaveURL(/integralShop\.html$/);
  await page.context().close();
});

test('10111: the app is asked to refresh its token at once and the reader told after 800 ms; a bridge that never answers leaves the page readable', async ({
  browser,
}) => {
  const page = await appPage(browser, { uid: '1001', accessToken: 'a-token-the-publisher-refuses' });
  await page.goto('integralShop.html');
  const [refresh, toast] = await receivedCalls(page, 2);
  expect(refresh!.link).toBe('xyapp://refreshToken');
  expect(toast!.link).toBe(`xyapp://toast?msg=${encodeURIComponent('用户登录信息已过期，请重新进入本页面')}`);
  expect(toast!.at - refresh!.at).toBeGreaterThanOrEqual(795);
  expect(toast!.at - refresh!.at).toBeLessThan(1_500);
  await expect(page.getByRole('heading', { name: '积分明细' })).toBeVisible();
  await expect(page.getByRole('link', { name: '去登录' })).toBeVisible();
  await page.context().close();
});

test('10102/10103: the app is asked to clear the user, and to show login 1 s later', async ({
  browser,
  make,
  request,
}) => {
  const member = await make.member();
  const page = await appPage(browser, await appMember(request, member));
  await page.route('**/myDayScoreSts**', (route) =>
    route.fulfill({ json: { status: 10103, message: '账号已在其他设备登录', data: {} } }),
  );
  await page.goto('integralShop.html');
  const [clear, login] = await receivedCalls(page, 2);
  expect(clear!.link).toBe('xyapp://clearUser');
  expect(login!.link).toBe('xyapp://login');
  expect(login!.at - clear!.at).toBeGreaterThanOrEqual(995);
  expect(login!.at - clear!.at).toBeLessThan(1_700);
  // the page's own copy of the member is gone too
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.context().close();
});

test('1004: the saved auth is dropped and the page reloads, counted in session storage, at most 3 times', async ({
  browser,
  make,
  request,
}) => {
  const member = await make.member();
  const page = await appPage(browser, await appMember(request, member));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route('**/myDayScoreSts**', (route) =>
    route.fulfill({ json: { status: 1004, message: 'auth invalid', data: {} } }),
  );
  await page.goto('integralShop.html');
  // read between the reloads (a read during one finds no page)
  const retries = () => page.evaluate(() => sessionStorage.getItem('authRetryCount')).catch(() => null);
  await expect.poll(retries, { timeout: 20_000 }).toBe('4');
  await expect(page.getByRole('alert')).toContainText('积分明细加载失败');
  expect(loads).toBe(4);
  await page.context().close();
});
