import { gotoWithBar } from '../share/utils';
import { expect, test } from '../support/fixtures';
import { commentItem, commentSection, gotoComments, logInAt, writeComment } from './utils';

test('a gallery reads its comments without JavaScript, and a member comments on it', async ({
  page,
  browser,
  make,
}) => {
  const { fileId, path } = await make.mediaArticle({ kind: 'gallery', pictures: 2 });
  const earlier = `图集下的评论 ${Date.now()}`;
  await make.comment({ articleId: fileId, content: earlier });

  const lite = await browser.newContext({ javaScriptEnabled: false });
  const reader = await lite.newPage();
  await reader.goto(path);
  await expect(commentSection(reader).getByRole('heading', { name: '评论 1' })).toBeVisible();
  await expect(commentItem(reader, earlier)).toBeVisible();
  // without JavaScript 点赞 is a link to sign-in (e2e/resume/withoutScript.spec.ts)
  await expect(reader.getByRole('region', { name: '互动' }).getByRole('link', { name: /点赞/ })).toBeVisible();
  await lite.close();

  const member = await make.member();
  const text = `图集真好看 ${Date.now()}`;
  await logInAt(page, path, member);
  await writeComment(page, text);
  await expect(commentItem(page, text).getByText('审核中', { exact: true })).toBeVisible();
  await gotoComments(page, path);
  await expect(commentItem(page, text).getByText('审核中', { exact: true })).toBeVisible();
});

test('a like on a video counts once and holds across a reload', async ({ page, make }) => {
  const { path } = await make.mediaArticle({ kind: 'video', video: 'none' });
  await gotoWithBar(page, path);
  const like = page.getByRole('button', { name: /点赞/ });
  await expect(like).toContainText('0');
  await like.dblclick();
  await expect(page.getByRole('button', { name: /已赞/ })).toContainText('1');
  await gotoWithBar(page, path);
  await expect(page.getByRole('button', { name: /已赞/ })).toContainText('1', { timeout: 10_000 });
  await expect(commentSection(page).getByText('还没有人评论，快来抢沙发')).toBeVisible();
});

test('a special topic opened with its article carries its like bar and comments, read without JavaScript', async ({
  browser,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId: inside } = await make.article({ columnId });
  const topic = await make.topic({ columnId, subColumns: [{ name: '最新进展', fileIds: [inside] }] });
  const text = `专题下的评论 ${Date.now()}`;
  await make.comment({ articleId: topic.fileId, content: text });
  const lite = await browser.newContext({ javaScriptEnabled: false });
  const reader = await lite.newPage();
  await reader.goto(topic.path);
  await expect(reader.getByRole('heading', { name: '最新进展' })).toBeVisible();
  // without JavaScript 点赞 is a link to sign-in (e2e/resume/withoutScript.spec.ts)
  await expect(reader.getByRole('region', { name: '互动' }).getByRole('link', { name: /点赞/ })).toBeVisible();
  await expect(commentItem(reader, text)).toBeVisible();
  await lite.close();
});
