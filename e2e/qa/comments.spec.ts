import { commentItem, commentSection, gotoComments, logInAt, writeComment } from '../comments/utils';
import { expect, test } from '../support/fixtures';

test('a member comments on an inquiry (source 5): it waits for review, marked, through a reload', async ({
  page,
  make,
}) => {
  const { path } = await make.qaInquiry({ replied: true });
  const member = await make.member({ nickname: '也住这条街' });
  const text = `我家楼下也是这样 ${Date.now()}`;
  await logInAt(page, path, member);
  await expect(commentSection(page).getByText('还没有人评论，快来抢沙发')).toBeVisible();
  await writeComment(page, text);
  await expect(commentItem(page, text).getByText('审核中', { exact: true })).toBeVisible();
  await gotoComments(page, path);
  await expect(commentItem(page, text).getByText('审核中', { exact: true })).toBeVisible();
});
