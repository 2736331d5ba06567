import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { signedInPage, signIn } from '../support/signIn';
import { openViewerOn } from '../media/utils';

/** A small picture of its own colour, as a phone would hand the page one. */
const picture = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();

const posts = (page: Page) => page.getByRole('region', { name: '帖子' }).getByRole('article');
/** The order `texts` stand in on the page, read from each post. */
const orderOf = async (page: Page, texts: string[]) =>
  (await posts(page).allTextContents()).map((post) => texts.find((text) => post.includes(text)));

test('a member joins a public circle and posts with two pictures, which open in the gallery viewer', async ({
  page,
  make,
}) => {
  const member = await make.member();
  const circle = await make.circle({ posts: [{ content: '圈里的第一帖', hoursAgo: 3 }] });
  await signIn(page, member);
  await gotoHydrated(page, circle.path);
  await expect(page.getByText('1 成员')).toBeVisible();
  await page.getByRole('button', { name: '加入圈子' }).click();
  await expect(page.getByRole('button', { name: '退出圈子' })).toBeVisible();
  await page.getByRole('button', { name: '发帖' }).click();
  const form = page.getByRole('form', { name: '发帖' });
  await form.getByRole('textbox', { name: '帖子内容' }).fill('湖边的晚霞，两张照片');
  const input = form.getByLabel('添加图片', { exact: true }).and(page.locator('input'));
  await input.setInputFiles([
    { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await picture('#c63') },
    { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await picture('#36c') },
  ]);
  await expect(form.getByRole('button', { name: '移除第2张图片' })).toBeVisible({ timeout: 15_000 });
  await form.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('已发布')).toBeVisible();
  const mine = posts(page).filter({ hasText: '湖边的晚霞' });
  await expect(mine.getByRole('img', { name: /帖子图片/ })).toHaveCount(2);

  // what every reader now reads, from the server
  await page.reload();
  await expect(posts(page).first()).toContainText('湖边的晚霞，两张照片');
  await posts(page).first().getByRole('link', { name: '湖边的晚霞，两张照片' }).click();
  await expect(page).toHaveURL(/postDetail\/\d+\.html$/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await openViewerOn(page, page.getByRole('img', { name: '帖子图片 2/2' }));
});

test('a private circle: asked to join (审核中), the keeper approves, then its posts show and the member posts', async ({
  page,
  make,
}) => {
  const member = await make.member();
  const circle = await make.circle({ isPrivate: 1, posts: [{ content: '只给成员看的帖子' }] });
  await signIn(page, member);
  await gotoHydrated(page, circle.path);
  await expect(page.getByText('这是私密圈子，加入并通过圈主审核后可以看到帖子')).toBeVisible();
  await page.getByRole('button', { name: '申请加入' }).click();
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('审核中', { exact: true })).toBeVisible();

  await make.approveJoin(circle.circleId, member.uid);
  await page.reload();
  await expect(posts(page).first()).toContainText('只给成员看的帖子');
  await page.getByRole('button', { name: '发帖' }).click();
  const form = page.getByRole('form', { name: '发帖' });
  await form.getByRole('textbox', { name: '帖子内容' }).fill('新成员报到');
  await form.getByRole('button', { name: '发布' }).click();
  await expect(posts(page).first()).toContainText('新成员报到');
});

test('a post reported and removed: gone for readers, its author sees the reason', async ({
  browser,
  page,
  make,
}) => {
  const author = await make.member();
  const reader = await make.member();
  const circle = await make.circle({
    members: [author.uid, reader.uid],
    posts: [{ content: `低价转让 ${Date.now()}`, uid: author.uid }],
  });
  const postId = circle.postIds[0]!;
  await signIn(page, reader);
  await gotoHydrated(page, `postDetail/${postId}.html`);
  await page.getByRole('button', { name: '举报' }).click();
  await page.getByRole('textbox', { name: '举报理由（选填）' }).fill('广告');
  await page.getByRole('button', { name: '提交举报' }).click();
  await expect(page.getByText('已举报，感谢你的反馈')).toBeVisible();
  await expect.poll(() => make.reportedPosts()).toContain(postId);

  await make.removePost(postId, '含有广告信息');
  await gotoHydrated(page, circle.path);
  await expect(page.getByText('还没有帖子，来发第一帖吧')).toBeVisible();
  const own = await signedInPage(browser, author);
  await gotoHydrated(own, circle.path);
  await expect(posts(own).first()).toContainText('未通过：含有广告信息');
  await own.context().close();
});

test('最热 and 最新 order the same posts differently, the pinned one first in both', async ({
  page,
  make,
}) => {
  const circle = await make.circle({
    posts: [
      { content: '置顶的规则帖', pinned: 1, hoursAgo: 48 },
      { content: '三天前的热帖', likes: 6, hoursAgo: 72 },
      { content: '刚刚的冷帖', hoursAgo: 1 },
    ],
  });
  const texts = ['置顶的规则帖', '三天前的热帖', '刚刚的冷帖'];
  await gotoHydrated(page, circle.path);
  await expect.poll(() => orderOf(page, texts)).toEqual(['置顶的规则帖', '刚刚的冷帖', '三天前的热帖']);
  await page.getByRole('link', { name: '最热' }).click();
  await expect(page).toHaveURL(/tab=hot/);
  await expect.poll(() => orderOf(page, texts)).toEqual(['置顶的规则帖', '三天前的热帖', '刚刚的冷帖']);
});

test('the notice bar opens the notice, which leads back to its circle', async ({ page, make }) => {
  const circle = await make.circle({
    notices: [
      { title: '周六湖边清洁活动', content: '<p>上午九点，湖心公园南门集合。</p><script>alert(1)</script>' },
    ],
  });
  await gotoHydrated(page, circle.path);
  await page.getByRole('link', { name: /公告\s*周六湖边清洁活动/ }).click();
  await expect(page).toHaveURL(new RegExp(`noticeDetail\\.html\\?id=${circle.noticeIds[0]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('周六湖边清洁活动');
  await expect(page.getByText('上午九点，湖心公园南门集合。')).toBeVisible();
  await expect(page.locator('article script')).toHaveCount(0);
  await page.getByRole('link', { name: /返回圈子/ }).click();
  await expect(page).toHaveURL(new RegExp(`circleDetail/${circle.circleId}\\.html$`));
});

test('taps racing on like count one like', async ({ page, make }) => {
  const member = await make.member();
  const circle = await make.circle({ members: [member.uid], posts: [{ content: '点赞测试', likes: 2 }] });
  await signIn(page, member);
  await gotoHydrated(page, `postDetail/${circle.postIds[0]}.html`);
  const like = page.getByRole('button', { name: /^点赞/ });
  await expect(like).toHaveText('点赞 2');
  // five taps in one go, before the page can answer the first
  await like.evaluate((button: HTMLButtonElement) => {
    for (let i = 0; i < 5; i++) button.click();
  });
  await expect(like).toHaveText('点赞 3');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /^点赞/ })).toHaveText('点赞 3');
});
