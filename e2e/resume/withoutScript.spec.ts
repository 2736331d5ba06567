// Issue 40: without JavaScript 点赞, 收藏 and 写评论 lead a visitor to sign-in; the buttons that would do nothing
// are not shown.
import { expect, test } from '../support/fixtures';
import { sharedArticle } from '../share/utils';

test('without JavaScript the article’s like, favourite and 写评论 are links to login, back to their place', async ({
  browser,
  make,
}) => {
  const { fileId, path } = await sharedArticle(make);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const bar = page.getByRole('region', { name: '互动' });
  await expect(bar.getByRole('button')).toHaveCount(0);
  const back = (fragment: string) =>
    new RegExp(
      `login\\.html\\?redirect=${encodeURIComponent(`/${path}#${fragment}`).replace(/[.?]/g, '\\$&')}$`,
    );
  await expect(bar.getByRole('link', { name: /点赞/ })).toHaveAttribute('href', back(`like-${fileId}`));
  await expect(bar.getByRole('link', { name: '收藏' })).toHaveAttribute('href', back(`favourite-${fileId}`));
  await expect(bar.getByRole('link', { name: '写评论' })).toHaveAttribute('href', back('comment-box'));
  await bar.getByRole('link', { name: '收藏' }).click();
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
