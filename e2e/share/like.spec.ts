import { expect, test } from '../support/fixtures';
import { logInHere } from '../support/signIn';
import { gotoWithBar, sharedArticle } from './utils';

test('a double like counts once: the button turns at once, the count holds across a reload and another tab', async ({
  page,
  browser,
  make,
}) => {
  const { path } = await sharedArticle(make);
  await gotoWithBar(page, path);
  const like = page.getByRole('button', { name: /点赞/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText('0');
  // the button turns at once (optimistic); the page is left only once the publisher has the like (event type 1)
  const counted = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith('/event') &&
      /eventType"?[=:]"?1/.test(r.url() + (r.request().postData() ?? '')) &&
      r.ok(),
  );
  await like.dblclick();
  const liked = page.getByRole('button', { name: /已赞/ });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expect(liked).toContainText('1');
  await counted;

  // the publisher counted one: the live count (read when the page is idle, past the shared cache) says so, and the
  // button remembers
  await gotoWithBar(page, path);
  await expect(page.getByRole('button', { name: /已赞/ })).toContainText('1', { timeout: 10_000 });

  // the same device liking again from a fresh tab (its memory wiped) still counts once
  await page.evaluate(() => localStorage.removeItem('likedArticles'));
  await gotoWithBar(page, path);
  await page.getByRole('button', { name: /点赞/ }).click();
  await expect(page.getByRole('button', { name: /已赞/ })).toContainText('1');

  // another reader's like counts
  const other = await browser.newContext();
  const second = await other.newPage();
  await gotoWithBar(second, path);
  await second.getByRole('button', { name: /点赞/ }).click();
  await expect(second.getByRole('button', { name: /已赞/ })).toContainText('2');
  await other.close();
});

test('a failed like is taken back and the reader told', async ({ page, make }) => {
  const { path } = await sharedArticle(make);
  await gotoWithBar(page, path);
  await page.route('**/app_if/event?**', (route) =>
    route.request().url().includes('eventType=1') ? route.abort() : route.continue(),
  );
  await page.getByRole('button', { name: /点赞/ }).click();
  await expect(page.getByRole('alert')).toHaveText('操作失败，请稍后重试');
  await expect(page.getByRole('button', { name: /点赞/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: /点赞/ })).toContainText('0');
});

test('a visitor saves an article after logging in; the saved state holds; share mode shows no save button', async ({
  page,
  make,
}) => {
  const { path } = await sharedArticle(make);
  const member = await make.member();
  await gotoWithBar(page, path);
  await page.getByRole('button', { name: '收藏' }).click();
  // back at the button, saved: the tap was held across the sign-in; the page is left once the publisher has it
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/fav') && r.ok());
  await logInHere(page, member);
  await expect(page).toHaveURL(/#favourite-\d+$/);
  await page.locator('section[data-live]').waitFor({ state: 'attached' });
  const save = page.locator('[id^=favourite-]');
  await expect(save).toHaveText('已收藏');
  await saved;
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  // read from the publisher when the page is idle
  await gotoWithBar(page, path);
  await expect(page.locator('[id^=favourite-]')).toHaveText('已收藏', { timeout: 10_000 });
  await page.locator('[id^=favourite-]').click();
  await expect(page.locator('[id^=favourite-]')).toHaveText('收藏');

  await gotoWithBar(page, `${path}?isShare=true`);
  await expect(page.getByRole('button', { name: /点赞/ })).toBeVisible();
  await expect(page.locator('[id^=favourite-]')).toHaveCount(0);
});
