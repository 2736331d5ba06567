// 我的收藏: what the member saved on an article is on their page, opens the article, and 取消收藏 takes it off for good.
import { expect, expectAxeClean, gotoHydrated, test } from '../support/fixtures';
import { signIn } from '../support/signIn';
import { gotoMine, myList } from './utils';

test('favourite an article, find it on 我的 newest first, open it, remove it there', async ({
  page,
  make,
}) => {
  const member = await make.member();
  const { columnId } = await make.column();
  const older = await make.article({ columnId, title: `先收藏的稿件 ${Date.now()}` });
  const newer = await make.article({ columnId, title: `后收藏的稿件 ${Date.now()}` });
  await signIn(page, member);

  await gotoMine(page);
  const favourites = myList(page, '我的收藏');
  await expect(favourites.getByText('还没有收藏，读到喜欢的文章点“收藏”吧')).toBeVisible();

  for (const { fileId } of [older, newer]) {
    await gotoHydrated(page, `newsDetail/${columnId}/${fileId}.html`);
    await page.locator('section[data-live]').waitFor({ state: 'attached' });
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/fav') && r.ok());
    await page.getByRole('button', { name: '收藏' }).click();
    await saved;
  }

  await gotoMine(page);
  const items = favourites.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('后收藏的稿件');
  await expect(items.last()).toContainText('先收藏的稿件');
  await expectAxeClean(page);

  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`newsDetail/${columnId}/${newer.fileId}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('后收藏的稿件');

  await gotoMine(page);
  await items.first().getByRole('button', { name: '取消收藏' }).click();
  await expect(favourites.getByRole('status')).toContainText('已取消收藏：后收藏的稿件');
  await expect(items).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: '我的收藏', level: 2 })).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('先收藏的稿件');
});
