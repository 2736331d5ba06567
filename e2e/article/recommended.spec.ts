import { expect, gotoHydrated, test } from '../support/fixtures';

// Recommended reading (recommendList) under an article: server-rendered, from other columns, opening their pages.

test('under an article, recommended reading from other columns shares its tag, reads without JavaScript and opens', async ({
  browser,
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const { columnId: other } = await make.column();
  const article = await make.article({ columnId, title: `推荐原文 ${columnId}` });
  const gallery = await make.article({
    columnId: other,
    articleType: 1,
    pictures: 3,
    title: `推荐图集 ${other}`,
  });
  await make.tag([article.fileId, gallery.fileId]);
  const path = `newsDetail/${columnId}/${article.fileId}.html`;

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(path);
  const recommended = plain.getByRole('region', { name: '推荐阅读' });
  await expect(recommended.getByRole('listitem').first()).toContainText(`推荐图集 ${other}`);
  await expect(recommended.getByRole('listitem')).toHaveCount(6);
  await context.close();

  await gotoHydrated(page, path);
  const section = page.getByRole('region', { name: '推荐阅读' });
  await section.getByRole('link', { name: new RegExp(`推荐图集 ${other}`) }).click();
  await expect(page).toHaveURL(new RegExp(`imageDetail/${other}/${gallery.fileId}\\.html$`));
  await expect(page.getByRole('region', { name: '推荐阅读' })).toBeVisible();
});
