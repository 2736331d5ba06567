// 我的评论: every comment of the member's, each as it stands (审核中, 已通过, 未通过), leading to the comments it is among.
import { commentedArticle, logInAt, writeComment, commentItem } from '../comments/utils';
import { expect, expectAxeClean, test } from '../support/fixtures';
import { gotoMine, myList } from './utils';

test('comments held, approved and turned down each show their state on 我的评论, and lead to the comments', async ({
  page,
  make,
}) => {
  // five pages and their reads, on a shared machine
  test.setTimeout(90_000);
  const member = await make.member();
  const first = await commentedArticle(make);
  const second = await commentedArticle(make);
  const stamp = Date.now();
  const approved = `会通过的评论 ${stamp}`;
  const held = `还在审核的评论 ${stamp}`;
  const refused = `被退回的评论 ${stamp}`;

  await logInAt(page, first.path, member);
  await writeComment(page, approved);
  await expect(commentItem(page, approved).getByText('审核中', { exact: true })).toBeVisible();
  await writeComment(page, refused);
  await expect(commentItem(page, refused).getByText('审核中', { exact: true })).toBeVisible();
  await page.goto(second.path);
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  await writeComment(page, held);
  await expect(commentItem(page, held).getByText('审核中', { exact: true })).toBeVisible();

  const queue = await make.pendingComments();
  const idOf = (text: string) => queue.find((c) => c.content === text)!.id;
  await make.approveComment(idOf(approved));
  await make.rejectComment(idOf(refused));

  await gotoMine(page);
  const comments = myList(page, '我的评论');
  const item = (text: string) => comments.getByRole('listitem').filter({ hasText: text });
  await expect(comments.getByRole('listitem')).toHaveCount(3);
  // newest first
  await expect(comments.getByRole('listitem').first()).toContainText(held);
  await expect(item(held)).toContainText('审核中');
  await expect(item(approved)).toContainText('已通过');
  await expect(item(refused)).toContainText('未通过');
  await expect(item(approved)).toContainText('评论于《测试稿件');
  await expectAxeClean(page);

  await item(approved).getByRole('link', { name: approved }).click();
  await expect(page).toHaveURL(new RegExp(`commentAll/${first.fileId}/0\\.html$`));
  await expect(page.getByText(approved)).toBeVisible();
});
