// Issue 40: the comment pages agree with the article. Closed to comments, commentAll offers no box either (评论已关闭
// alone, the earlier comments listed); the author's own comment waiting for review stays on the article after a
// reload, marked 审核中, for its author alone.
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { gotoComments, logInAt } from './utils';

/** The comment section, on an article (评论 n), commentAll (全部评论) or replyAll (全部回复). */
const commentSection = (page: Page) => page.locator('#comments');
const commentItem = (page: Page, text: string) =>
  commentSection(page).getByRole('listitem').filter({ hasText: text }).last();

test('an article closed to comments: 评论已关闭 alone, on the article and on commentAll, earlier comments still listed', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId, discussClosed: 1 });
  const { id } = await make.comment({ articleId: fileId, content: '关闭之前的评论', replies: 1 });

  for (const path of [`newsDetail/${columnId}/${fileId}.html`, `commentAll/${fileId}/0.html`]) {
    await gotoComments(page, path);
    const section = commentSection(page);
    await expect(section.getByText('评论已关闭')).toBeVisible();
    await expect(section.getByText('关闭之前的评论')).toBeVisible();
    await expect(section.getByRole('button', { name: '写评论…' })).toHaveCount(0);
    await expect(section.getByRole('button', { name: '回复' })).toHaveCount(0);
    await expect(section.getByText('还没有人评论，快来抢沙发')).toHaveCount(0);
  }
  // nor does the thread of a comment on it
  await gotoComments(page, `replyAll/${id}.html`);
  await expect(commentSection(page).getByText('关闭之前的评论')).toBeVisible();
  await expect(commentSection(page).getByRole('button', { name: '回复' })).toHaveCount(0);
});

test('an open article’s commentAll still offers the box', async ({ page, make }) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  await gotoComments(page, `commentAll/${fileId}/0.html`);
  await expect(commentSection(page).getByRole('button', { name: '写评论…' })).toBeVisible();
  await expect(commentSection(page).getByText('评论已关闭')).toHaveCount(0);
});

test('the author’s own comment waiting for review stays on the article after a reload, marked 审核中, for them alone', async ({
  page,
  browser,
  make,
}) => {
  // five page loads and a sign-in
  test.setTimeout(60_000);
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  const path = `newsDetail/${columnId}/${fileId}.html`;
  await make.comment({ articleId: fileId, content: '已经公开的评论' });
  const member = await make.member({ nickname: '等待审核的读者' });
  const held = `等待审核的评论 ${Date.now()}`;
  await make.comment({ articleId: fileId, uid: member.uid, pending: true, content: held });

  await logInAt(page, path, member);
  await expect(commentItem(page, held).getByText('审核中', { exact: true })).toBeVisible();
  for (let reload = 0; reload < 2; reload++) {
    await gotoComments(page, path);
    await expect(commentItem(page, held).getByText('审核中', { exact: true })).toBeVisible();
    await expect(commentSection(page).getByText('已经公开的评论')).toBeVisible();
  }
  // commentAll agrees
  await gotoComments(page, `commentAll/${fileId}/0.html`);
  await expect(commentItem(page, held).getByText('审核中', { exact: true })).toBeVisible();

  const other = await browser.newContext();
  const reader = await other.newPage();
  await gotoHydrated(reader, path);
  await reader.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  await expect(commentSection(reader).getByText('已经公开的评论')).toBeVisible();
  await expect(commentSection(reader).getByText(held)).toHaveCount(0);
  await other.close();
});
