// What the page every visitor shares cannot show, read as the signed-in reader: a private circle's post and its
// comments to its members, a held or removed post to its author (docs/circle.md).
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { signedInPage, signIn } from '../support/signIn';

const posts = (page: Page) => page.getByRole('region', { name: '帖子' }).getByRole('article');

test("a private circle's post: its members read it and its comments, an outsider sees how to get in", async ({
  browser,
  page,
  make,
}) => {
  test.slow(); // several members sign in, one after another
  const member = await make.member();
  const outsider = await make.member();
  const circle = await make.circle({
    isPrivate: 1,
    members: [member.uid],
    posts: [{ content: '成员之间的讨论帖', uid: member.uid }],
  });
  const postId = circle.postIds[0]!;
  await make.comment({ articleId: postId, source: 6, uid: member.uid, content: '只有成员能读的评论' });

  const other = await signedInPage(browser, outsider);
  await gotoHydrated(other, `postDetail/${postId}.html`);
  await expect(other.getByText('这条帖子在私密圈子里，加入圈子后可以查看')).toBeVisible();
  await expect(other.getByText('成员之间的讨论帖')).toHaveCount(0);
  await other.context().close();

  await signIn(page, member);
  await gotoHydrated(page, `postDetail/${postId}.html`);
  await expect(page.getByRole('article').first()).toContainText('成员之间的讨论帖');
  await expect(page.getByText('只有成员能读的评论')).toBeVisible();
  await expect(page.getByRole('heading', { name: '评论 1' })).toBeVisible();
});

test("a held post's page: its author reads it marked 审核中, everyone else finds nothing (404)", async ({
  browser,
  page,
  make,
}) => {
  test.slow(); // several members sign in, one after another
  const author = await make.member();
  const circle = await make.circle({ auditMode: 'pre', members: [author.uid] });
  await signIn(page, author);
  await gotoHydrated(page, circle.path);
  await page.getByRole('button', { name: '发帖' }).click();
  const form = page.getByRole('form', { name: '发帖' });
  await form.getByRole('textbox', { name: '帖子内容' }).fill('等审核的新帖');
  await form.getByRole('button', { name: '发布' }).click();
  await posts(page).first().getByRole('link', { name: '等审核的新帖' }).click();
  await expect(page).toHaveURL(/postDetail\/\d+\.html$/);
  const post = page.getByRole('article');
  await expect(post).toContainText('等审核的新帖');
  await expect(post.getByText('审核中，仅自己可见')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  const response = await visitor.goto(page.url());
  expect(response?.status()).toBe(404);
  await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(visitor.getByRole('heading', { name: '找不到页面' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: '返回首页' })).toBeVisible();
  await expect(visitor.getByText('等审核的新帖')).toHaveCount(0);
  await visitor.context().close();
});

test("a removed post's page tells its author the newsroom's reason", async ({ page, make }) => {
  const author = await make.member();
  const circle = await make.circle({
    members: [author.uid],
    posts: [{ content: '被移除的帖子', uid: author.uid }],
  });
  const postId = circle.postIds[0]!;
  await make.removePost(postId, '与圈子主题无关');
  await signIn(page, author);
  await gotoHydrated(page, `postDetail/${postId}.html`);
  const post = page.getByRole('article');
  await expect(post).toContainText('被移除的帖子');
  await expect(post.getByText('未通过：与圈子主题无关')).toBeVisible();
});
