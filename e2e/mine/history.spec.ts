// 阅读历史: the articles this browser opened (news, gallery, video), newest first, kept here only, clearable.
import { expect, expectAxeClean, gotoHydrated, test } from '../support/fixtures';
import { signIn } from '../support/signIn';
import { gotoMine, myList } from './utils';

test('three articles opened show in 阅读历史 newest first, one reopened moves up, and clearing empties it', async ({
  page,
  make,
}) => {
  // five pages and their reads, on a shared machine
  test.setTimeout(90_000);
  const member = await make.member();
  const { columnId } = await make.column();
  const stamp = Date.now();
  const news = await make.article({ columnId, title: `历史文章 ${stamp}` });
  const gallery = await make.mediaArticle({ kind: 'gallery', columnId, title: `历史图集 ${stamp}` });
  const video = await make.mediaArticle({ kind: 'video', columnId, title: `历史视频 ${stamp}` });
  await signIn(page, member);

  await gotoMine(page);
  await expect(myList(page, '阅读历史').getByText('还没有阅读记录')).toBeVisible();

  /** Opens the page and waits until the history has it (recorded once the page is idle). */
  const read = async (path: string, id: number) => {
    await gotoHydrated(page, path);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('readingHistory.v1') ?? ''))
      .toContain(`"id":${id},`);
  };
  await read(`newsDetail/${columnId}/${news.fileId}.html`, news.fileId);
  await read(gallery.path, gallery.fileId);
  await read(video.path, video.fileId);

  await gotoMine(page);
  const history = myList(page, '阅读历史');
  const titles = history.getByRole('listitem').getByRole('link');
  await expect(titles).toHaveText([`历史视频 ${stamp}`, `历史图集 ${stamp}`, `历史文章 ${stamp}`]);
  await expectAxeClean(page);

  // the article again: first, once
  await titles.last().click();
  await expect(page).toHaveURL(new RegExp(`newsDetail/${columnId}/${news.fileId}\\.html$`));
  await expect
    .poll(() =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('readingHistory.v1') ?? '[]') as { id: number }[])[0]?.id,
      ),
    )
    .toBe(news.fileId);
  await gotoMine(page);
  await expect(titles).toHaveText([`历史文章 ${stamp}`, `历史视频 ${stamp}`, `历史图集 ${stamp}`]);

  await history.getByRole('button', { name: '清空阅读历史' }).click();
  await expect(history.getByRole('status')).toHaveText('阅读历史已清空');
  await expect(history.getByText('还没有阅读记录')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '阅读历史', level: 2 })).toBeVisible();
  await expect(history.getByText('还没有阅读记录')).toBeVisible();
});
