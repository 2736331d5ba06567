// Issue 40, as 澎湃 shows comments: a like per member with its count, at once and after a reload; each commenter's
// avatar, or their initial in a disc of the same size.
import { expect, gotoHydrated, test } from '../support/fixtures';
import { commentItem, commentedArticle, gotoComments, logInAt, reloadUntil } from './utils';

test('a member likes a comment: it turns at once, counts once, and a reload agrees', async ({ page, make }) => {
  const { fileId, path } = await commentedArticle(make);
  await make.comment({ articleId: fileId, content: '值得一赞的评论', praise: 3 });
  const member = await make.member();
  await logInAt(page, path, member);

  const item = commentItem(page, '值得一赞的评论');
  await item.getByRole('button', { name: '赞 3' }).click();
  await expect(item.getByRole('button', { name: '已赞 4' })).toHaveAttribute('aria-pressed', 'true');
  // a second tap gives nothing more
  await item.getByRole('button', { name: '已赞 4' }).click();
  await expect(item.getByRole('button', { name: '已赞 4' })).toBeVisible();

  await gotoComments(page, path);
  await expect(commentItem(page, '值得一赞的评论').getByRole('button', { name: '已赞 4' })).toBeVisible();
});

test('a visitor’s like leads to sign-in; everyone sees the count', async ({ page, make }) => {
  const { fileId, path } = await commentedArticle(make);
  await make.comment({ articleId: fileId, content: '访客看到的评论', praise: 7 });
  await gotoComments(page, path);
  const item = commentItem(page, '访客看到的评论');
  await item.getByRole('button', { name: '赞 7' }).click();
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
});

test('a commenter without an avatar shows their initial in a disc sized before anything loads', async ({
  page,
  make,
}) => {
  const { fileId, path } = await commentedArticle(make);
  await make.comment({ articleId: fileId, content: '没有头像的评论', userName: '江边观众' });
  await gotoHydrated(page, path);
  await reloadUntil(page, async () => {
    const item = commentItem(page, '没有头像的评论');
    await item.scrollIntoViewIfNeeded();
    const initial = item.getByText('江', { exact: true });
    await expect(initial).toBeVisible();
    const box = (await initial.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(box.height));
    expect(box.width).toBeGreaterThanOrEqual(24);
  });
});
