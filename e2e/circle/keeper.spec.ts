// A circle's keeper at work in the app (docs/circle.md, "Keepers"): a request to join let in, a notice written, a
// post pinned, another removed with a reason its author reads.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { signedInPage, signIn } from '../support/signIn';

const posts = (page: Page) => page.getByRole('region', { name: '帖子' }).getByRole('article');
const tools = (page: Page) => page.getByRole('region', { name: '圈主管理' });

test('a keeper lets a request in and writes a notice on the circle page', async ({ browser, page, make }) => {
  test.slow(); // several members sign in, one after another
  const keeper = await make.member();
  const asker = await make.member({ nickname: `想加入的邻居${Date.now() % 10_000}` });
  const circle = await make.circle({
    isPrivate: 1,
    keeperUid: keeper.uid,
    posts: [{ content: '成员才能读的第一帖' }],
  });
  const asking = await signedInPage(browser, asker);
  await gotoHydrated(asking, circle.path);
  await asking.getByRole('button', { name: '申请加入' }).click();
  await expect(asking.getByText('审核中', { exact: true })).toBeVisible();
  await expect(tools(asking)).toHaveCount(0);

  await signIn(page, keeper);
  await gotoHydrated(page, circle.path);
  const request = tools(page).getByRole('listitem').filter({ hasText: '想加入的邻居' });
  await request.getByRole('button', { name: '通过' }).click();
  await expect(request.getByText('已通过')).toBeVisible();
  await asking.reload();
  await expect(posts(asking).first()).toContainText('成员才能读的第一帖');
  await asking.context().close();

  await tools(page).getByRole('button', { name: '发布公告' }).click();
  const form = page.getByRole('form', { name: '发布公告' });
  await form.getByRole('textbox', { name: '公告标题' }).fill('周日上午停水');
  await form.getByRole('textbox', { name: '公告内容' }).fill('九点到十二点停水，请提前储水。');
  await form.getByRole('button', { name: '发布' }).click();
  await expect(tools(page).getByText('公告已发布')).toBeVisible();
  await tools(page).getByRole('link', { name: '查看公告' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('周日上午停水');
  await expect(page.getByText('九点到十二点停水，请提前储水。')).toBeVisible();
});

test('a keeper pins a post to the head of the circle and removes another with a reason its author reads', async ({
  browser,
  page,
  make,
}) => {
  test.slow(); // several members sign in, one after another
  const keeper = await make.member();
  const author = await make.member();
  const circle = await make.circle({
    keeperUid: keeper.uid,
    members: [author.uid],
    posts: [
      { content: '三天前的圈规', hoursAgo: 72 },
      { content: '刚发的广告帖', uid: author.uid, hoursAgo: 1 },
    ],
  });
  const [rules, advert] = circle.postIds;
  await signIn(page, keeper);
  await gotoHydrated(page, `postDetail/${rules}.html`);
  await tools(page).getByRole('button', { name: '置顶', exact: true }).click();
  await expect(tools(page).getByRole('button', { name: '取消置顶' })).toHaveAttribute('aria-pressed', 'true');
  await gotoHydrated(page, circle.path);
  await expect(posts(page).first()).toContainText('三天前的圈规');

  await gotoHydrated(page, `postDetail/${advert}.html`);
  await tools(page).getByRole('button', { name: '移除帖子' }).click();
  const form = page.getByRole('form', { name: '移除帖子' });
  await form.getByRole('button', { name: '确认移除' }).click();
  await expect(tools(page).getByText('请填写移除理由')).toBeVisible();
  await form.getByRole('textbox', { name: '移除理由（作者可见）' }).fill('广告与本圈无关');
  await form.getByRole('button', { name: '确认移除' }).click();
  await expect(page.getByText('帖子已移除，作者会看到理由')).toBeVisible();

  const own = await signedInPage(browser, author);
  await gotoHydrated(own, `postDetail/${advert}.html`);
  await expect(own.getByRole('article')).toContainText('未通过：广告与本圈无关');
  await own.context().close();
});
