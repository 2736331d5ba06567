import type { Page } from '@playwright/test';
import type { Factories } from '../support/factories';
import { expect, test } from '../support/fixtures';
import { logInHere } from '../support/signIn';
import {
  commentedArticle,
  commentItem,
  commentSection,
  gotoComments,
  logInAt,
  reloadUntil,
  writeComment,
} from './utils';

/** The comment with this text in the newsroom's moderation queue: exactly one. */
async function queued(make: Factories, text: string): Promise<number> {
  const waiting = (await make.pendingComments()).filter((c) => c.content === text);
  expect(waiting, `comments waiting for review with "${text}"`).toHaveLength(1);
  return waiting[0]!.id;
}

/** The app's own sending of a comment (not the lists, whose names start the same). */
const isPost = (url: URL) => url.pathname.endsWith('/app_if/discuss');

const textbox = (page: Page) => page.getByRole('textbox', { name: '评论内容' });

test('a comment waits for review: its author sees it marked 审核中 and nobody else does, until the newsroom approves it', async ({
  page,
  browser,
  make,
}) => {
  const { path } = await commentedArticle(make);
  const member = await make.member({ nickname: '评论作者' });
  const text = `等待审核的评论 ${Date.now()} 🙂 བཀྲ་ཤིས།`;
  await logInAt(page, path, member);
  await writeComment(page, text);
  // at the head of the list at once, marked; the box closes
  await expect(commentItem(page, text).getByText('审核中', { exact: true })).toBeVisible();
  await expect(textbox(page)).toHaveCount(0);
  // the author still sees it, marked, after a reload
  await gotoComments(page, path);
  await expect(commentItem(page, text).getByText('审核中', { exact: true })).toBeVisible();

  const other = await browser.newContext();
  const reader = await other.newPage();
  await gotoComments(reader, path);
  await expect(reader.getByText('还没有人评论，快来抢沙发')).toBeVisible();
  await expect(commentSection(reader).getByText(text)).toHaveCount(0);

  await make.approveComment(await queued(make, text));
  await reloadUntil(reader, () => expect(commentItem(reader, text)).toBeVisible({ timeout: 1_000 }));
  await expect(commentSection(reader).getByRole('heading', { name: '评论 1' })).toBeVisible();
  await expect(commentItem(reader, text).getByText('审核中', { exact: true })).toHaveCount(0);
  await expect(commentItem(reader, text).getByText('评论作者')).toBeVisible();
  await other.close();

  // and its author now sees it public, unmarked
  await gotoComments(page, path);
  await expect(commentItem(page, text)).toBeVisible();
  await expect(commentItem(page, text).getByText('审核中', { exact: true })).toHaveCount(0);
});

test('a reply goes at the head of its comment’s replies, and reaches other readers once approved', async ({
  page,
  browser,
  make,
}) => {
  const { fileId, path } = await commentedArticle(make);
  const { id: parentId } = await make.comment({
    articleId: fileId,
    content: `被回复的评论 ${Date.now()}`,
    userName: '张三',
    replies: 1,
  });
  const member = await make.member({ nickname: '回复的人' });
  const text = `我同意 ${Date.now()}`;
  await logInAt(page, path, member);
  const parent = page.locator(`#comment-${parentId}`);
  await parent.getByRole('button', { name: '回复' }).first().click();
  await page.getByRole('textbox', { name: '回复 张三' }).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
  const replies = parent.getByRole('list').first().getByRole('listitem');
  await expect(replies.first()).toContainText(text);
  await expect(replies.first().getByText('审核中', { exact: true })).toBeVisible();

  await make.approveComment(await queued(make, text));
  const other = await browser.newContext();
  const reader = await other.newPage();
  await gotoComments(reader, path);
  await expect(reader.locator(`#comment-${parentId}`)).toContainText(text);
  await expect(reader.locator(`#comment-${parentId}`).getByText('审核中', { exact: true })).toHaveCount(0);
  await other.close();
});

test('a member deletes their own comment after a confirm; others’ comments offer a report instead', async ({
  page,
  make,
}) => {
  const { fileId, path } = await commentedArticle(make);
  const member = await make.member();
  const own = `我自己的评论 ${Date.now()}`;
  const theirs = `别人的评论 ${Date.now()}`;
  await make.comment({ articleId: fileId, content: theirs });
  const { id } = await make.comment({ articleId: fileId, uid: member.uid, content: own });
  await logInAt(page, path, member);
  await expect(commentSection(page).getByRole('heading', { name: '评论 2' })).toBeVisible();
  await expect(commentItem(page, theirs).getByRole('button', { name: '删除' })).toHaveCount(0);
  await expect(commentItem(page, theirs).getByRole('button', { name: '举报' })).toBeVisible();

  // changing one's mind keeps it
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('确定删除这条评论吗？');
    void dialog.dismiss();
  });
  await page.locator(`#comment-${id}`).getByRole('button', { name: '删除' }).click();
  await expect(page.locator(`#comment-${id}`)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.locator(`#comment-${id}`).getByRole('button', { name: '删除' }).click();
  await expect(page.locator(`#comment-${id}`)).toHaveCount(0);
  await gotoComments(page, path);
  await expect(page.locator(`#comment-${id}`)).toHaveCount(0);
  await expect(commentSection(page).getByRole('heading', { name: '评论 1' })).toBeVisible();
});

test('a draft survives the login round trip, a failed send and a reload; once sent it is gone', async ({
  page,
  make,
}) => {
  const { path } = await commentedArticle(make);
  const member = await make.member();
  const text = `写了很久的评论 ${Date.now()}\n第二行`;
  await gotoComments(page, path);
  await writeComment(page, text);
  await expect(page.getByText('请登录后评论')).toBeVisible();
  await page.getByRole('link', { name: '去登录' }).click();
  await logInHere(page, member);
  await expect(page).toHaveURL(/#comment-box$/);
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  await expect(textbox(page)).toHaveValue(text);

  // the connection drops while sending: the reader is told, the text stays, and a reload still has it
  await page.route(isPost, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: '发送' }).click();
  await expect(page.getByText('网络错误，评论已保存，可稍后再发')).toBeVisible();
  await expect(textbox(page)).toHaveValue(text);
  await page.unroute(isPost);
  await page.reload();
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  await expect(textbox(page)).toHaveValue(text);

  await page.getByRole('button', { name: '发送' }).click();
  await expect(commentItem(page, '写了很久的评论').getByText('审核中', { exact: true })).toBeVisible();
  // posted: the box opens empty again
  await page.reload();
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  await expect(textbox(page)).toHaveValue('');
  await make.approveComment(await queued(make, text));
});

test('a double tap posts once, and so does a retry after the answer was lost', async ({ page, make }) => {
  const { path } = await commentedArticle(make);
  const member = await make.member();
  const text = `只发一次 ${Date.now()}`;
  await logInAt(page, path, member);
  // the publisher takes the first send, but its answer never reaches the page
  await page.route(isPost, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await writeComment(page, text);
  await expect(page.getByText('网络错误，评论已保存，可稍后再发')).toBeVisible();
  await page.unroute(isPost);
  await page.getByRole('button', { name: '发送' }).dblclick();
  await expect(textbox(page)).toHaveCount(0);
  await expect(commentSection(page).getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await gotoComments(page, path);
  await expect(commentSection(page).getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  await make.approveComment(await queued(make, text));
});

test('the box’s 发送 is never under the page’s floating buttons, wherever the box is on the screen', async ({
  page,
  make,
}) => {
  const { path } = await commentedArticle(make);
  const member = await make.member();
  await logInAt(page, path, member);
  await commentSection(page).getByRole('button', { name: '写评论…' }).click();
  const send = page.locator('#comment-box').getByRole('button', { name: '发送' });
  await expect(send).toBeVisible();
  // the box's foot at the foot of the screen, where the floating buttons are, scrolled far enough for back-to-top
  await send.evaluate((button) =>
    window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 8),
  );
  await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
  const overlaps = await page.evaluate(() => {
    const box = (el: Element) => el.getBoundingClientRect();
    const send = box(
      [...document.querySelectorAll('#comment-box button')].find((b) => b.textContent === '发送')!,
    );
    const floating = [...document.querySelectorAll('button, a')].filter(
      (el) => getComputedStyle(el).position === 'fixed',
    );
    return floating
      .map(box)
      .filter((f) => f.left < send.right && send.left < f.right && f.top < send.bottom && send.top < f.bottom)
      .length;
  });
  expect(overlaps).toBe(0);
});
