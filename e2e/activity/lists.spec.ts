import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { sendPasswordLogin } from '../support/signIn';

// Home's activity column (columnStyle 221): the categories as tabs, 20 activities a page with their phase, each
// opening its detail; and the member's own activities (signupdetail.html), reached through login.

const activities = (page: Page) =>
  page
    .getByRole('region', { name: '活动' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
const card = (list: Locator, title: string) => list.filter({ hasText: title });

test('an activity column lists its category’s activities with their phase, 20 a page, without JavaScript', async ({
  browser,
  baseURL,
  make,
}) => {
  const { columnId } = await make.column({ name: `活动栏目 ${Date.now().toString(36)}`, style: 221 });
  const categories = await make.activityCategories();
  const category = categories[categories.length - 1]!;
  for (let i = 0; i < 18; i++)
    await make.activity({ title: `翻页活动 ${i} ${columnId}`, catId: category.id });
  const ended = `已结束的活动 ${columnId}`;
  const running = `进行中的活动 ${columnId}`;
  const coming = `未开始的活动 ${columnId}`;
  await make.activity({ title: ended, phase: 'ended', catId: category.id });
  await make.activity({ title: running, phase: 'signEnded', catId: category.id });
  const { fileId } = await make.activity({ title: coming, phase: 'open', catId: category.id });

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`home.html?column=${columnId}&cat=${category.id}`);
  await expect(
    page.getByRole('navigation', { name: '活动分类' }).getByRole('link', { name: category.name }),
  ).toHaveAttribute('aria-current', 'page');
  const list = activities(page);
  await expect(list).toHaveCount(20);
  await expect(card(list, coming)).toContainText('未开始');
  await expect(card(list, running)).toContainText('进行中');
  await expect(card(list, ended)).toContainText('已结束');
  await expect(card(list, coming)).toContainText('0人报名');
  // the 21st, the oldest, is on the next page
  await expect(card(list, `翻页活动 0 ${columnId}`)).toHaveCount(0);
  await page.getByRole('link', { name: '下一页' }).click();
  await expect(page).toHaveURL(new RegExp(`cat=${category.id}&page=1`));
  await expect(card(activities(page), `翻页活动 0 ${columnId}`)).toHaveCount(1);
  await page.getByRole('link', { name: '上一页' }).click();
  await card(activities(page), coming).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`activityDetail/${fileId}\\.html$`));
  await expect(page.getByRole('heading', { level: 1, name: coming })).toBeVisible();
  await context.close();
});

test('the category tabs switch the list in place; another category does not show the activity', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column({ style: 221 });
  const categories = await make.activityCategories();
  const [first, last] = [categories[0]!, categories[categories.length - 1]!];
  const title = `分类活动 ${columnId}`;
  await make.activity({ title, catId: last.id });

  await gotoHydrated(page, `home.html?column=${columnId}`);
  const tabs = page.getByRole('navigation', { name: '活动分类' });
  await expect(tabs.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
  await expect(card(activities(page), title)).toHaveCount(1);
  await tabs.getByRole('link', { name: first.name }).click();
  await expect(tabs.getByRole('link', { name: first.name })).toHaveAttribute('aria-current', 'page');
  await expect(card(activities(page), title)).toHaveCount(0);
  await tabs.getByRole('link', { name: last.name }).click();
  await expect(tabs.getByRole('link', { name: last.name })).toHaveAttribute('aria-current', 'page');
  await expect(card(activities(page), title)).toHaveCount(1);
});

test('a visitor’s own activities lead to login and back; then they list the member’s sign-ups', async ({
  page,
  make,
}) => {
  const member = await make.member();
  const { fileId } = await make.activity();
  await gotoHydrated(page, 'signupdetail.html');
  await expect(page.getByRole('status').filter({ hasText: '登录后查看你报名的活动' })).toBeVisible();
  await page.getByRole('link', { name: '去登录' }).click();
  await sendPasswordLogin(page, member);
  await expect(page).toHaveURL(/signupdetail\.html$/);
  await expect(page.getByRole('status').filter({ hasText: '暂无活动' })).toBeVisible();

  await gotoHydrated(page, `activityApply/${fileId}.html`);
  await page.getByLabel('姓名').fill('林小溪');
  await page.getByLabel('手机号').fill('13912345678');
  await page.getByRole('button', { name: '提交报名' }).click();
  await expect(page.getByRole('status').filter({ hasText: '报名成功' })).toBeVisible();

  await gotoHydrated(page, 'signupdetail.html');
  const mine = page.getByRole('listitem').filter({ hasText: /测试活动/ });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('未开始');
  await mine.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`registrationDetail/${fileId}\\.html$`));
});
