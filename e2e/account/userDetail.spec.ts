import { expect, gotoHydrated, test } from '../support/fixtures';

test('a member’s public page: nickname, avatar and what they said under articles and in lives, never their phone', async ({
  page,
  make,
}) => {
  const { id: liveId } = await make.live({ title: '青岚龙舟赛直播', status: 1 });
  const { uid, phone } = await make.member({ nickname: '江边观众' });
  await make.liveChat({ liveId, uid, content: '第一条：加油！' });
  await make.liveChat({ liveId, uid, content: '第二条：<img src=x onerror=alert(1)>' });
  const { columnId } = await make.column();
  const { fileId } = await make.article({
    columnId,
    title: '青岚大桥今日通车',
    content: '<p>大桥通车。</p>',
  });
  await make.comment({ articleId: fileId, uid, content: '第三条：上班近多了' });

  await gotoHydrated(page, `userDetail/${uid}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('江边观众');
  const remarks = page.getByRole('region', { name: '公开发言' }).getByRole('listitem');
  await expect(remarks).toHaveCount(3);
  await expect(remarks.first()).toContainText('第三条：上班近多了');
  // user text stays text
  await expect(remarks.nth(1)).toContainText('第二条：<img src=x onerror=alert(1)>');
  await expect(remarks.nth(2)).toContainText('第一条：加油！');
  await expect(page.getByText('还没有在公开圈子里发帖')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(phone.slice(-4));

  await remarks.first().getByRole('link', { name: '评论《青岚大桥今日通车》' }).click();
  await expect(page).toHaveURL(new RegExp(`newsDetail/\\d+/${fileId}\\.html`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('青岚大桥今日通车');
  await page.goBack();
  await remarks.nth(1).getByRole('link', { name: '在直播《青岚龙舟赛直播》' }).click();
  await expect(page).toHaveURL(new RegExp(`liveDetail/\\d+/${liveId}\\.html`));
});

test('a member who said nothing has the empty state; an unknown member is not found', async ({
  page,
  make,
}) => {
  const { uid } = await make.member({ nickname: '沉默的读者' });
  await gotoHydrated(page, `userDetail/${uid}.html`);
  await expect(page.getByText('还没有公开发言')).toBeVisible();

  expect((await page.goto('userDetail/1999999999.html'))?.status()).toBe(404);
  expect((await page.goto('userDetail/abc.html'))?.status()).toBe(404);
});
