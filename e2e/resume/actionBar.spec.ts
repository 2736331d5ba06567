// Issue 40: the article's action bar at the foot of the screen (写评论, the comment count, like, 收藏, share), as a
// reader of a mobile news site expects it; clear of the floating buttons; inline in the native app.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { appPage } from '../platform/appShell';
import { gotoWithBar, sharedArticle } from '../share/utils';

const bar = (page: Page) => page.getByRole('region', { name: '互动' });

test('the article’s bar stays at the foot of the screen: 写评论 opens the box, the count jumps to the comments', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const paragraphs = Array.from(
    { length: 30 },
    (_, n) => `<p>第${n + 1}段：湖边的步道今天重新开放，读者可以沿湖散步。</p>`,
  );
  const { fileId } = await make.article({ columnId, content: paragraphs.join('') });
  const path = `newsDetail/${columnId}/${fileId}.html`;
  await make.comment({ articleId: fileId, content: '第一条读者评论' });
  await make.comment({ articleId: fileId, content: '第二条读者评论' });
  await gotoWithBar(page, path);

  // on the first screen, at its foot, whatever the length of the article
  const viewport = page.viewportSize()!;
  await expect(bar(page)).toBeInViewport();
  const box = (await bar(page).boundingBox())!;
  expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(viewport.height - 1);
  expect(box.height).toBeLessThan(60);
  await expect(bar(page).getByRole('button', { name: '写评论' })).toBeVisible();
  await expect(bar(page).getByRole('link', { name: '评论 2' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: /点赞/ })).toContainText('0');
  await expect(bar(page).getByRole('button', { name: '收藏' })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: '分享' })).toBeVisible();

  // the floating buttons sit above it, never on it
  await page.mouse.wheel(0, 600);
  await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
  expect(await floatingOverBar(page)).toEqual([]);

  await bar(page).getByRole('button', { name: /点赞/ }).click();
  await expect(bar(page).getByRole('button', { name: /已赞/ })).toContainText('1');

  await bar(page).getByRole('link', { name: '评论 2' }).click();
  await expect(page).toHaveURL(/#comments$/);
  await expect(page.getByRole('heading', { name: '评论 2' })).toBeInViewport();
  // in the comments the bar has come to rest above them: it covers none of their buttons
  const rest = (await bar(page).boundingBox())!;
  const comments = (await page.locator('#comments').boundingBox())!;
  expect(rest.y + rest.height).toBeLessThanOrEqual(comments.y + 1);

  await page.evaluate(() => window.scrollTo(0, 0));
  await bar(page).getByRole('button', { name: '写评论' }).click();
  await expect(page.getByRole('textbox', { name: '评论内容' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: '评论内容' })).toBeInViewport();

  await bar(page).getByRole('button', { name: '分享' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('in the native app the bar stays in its place above the comments; in share mode there is none at the foot', async ({
  browser,
  page,
  make,
}) => {
  const { path } = await sharedArticle(make);
  const inApp = await appPage(browser);
  await gotoWithBar(inApp, path);
  await expect(bar(inApp)).toBeAttached();
  expect(await bar(inApp).evaluate((el) => getComputedStyle(el).position)).not.toBe('sticky');
  await inApp.context().close();

  await gotoWithBar(page, `${path}?isShare=true`);
  await expect(bar(page).getByRole('button', { name: '写评论' })).toHaveCount(0);
  expect(await bar(page).evaluate((el) => getComputedStyle(el).position)).not.toBe('sticky');
});

/** The fixed buttons and links that overlap one of the bar's controls. */
function floatingOverBar(page: Page) {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll('.interaction-dock button, .interaction-dock a')].map(
      (el) => el.getBoundingClientRect(),
    );
    return [...document.querySelectorAll<HTMLElement>('button, a')]
      .filter((el) => getComputedStyle(el).position === 'fixed' && el.offsetParent !== null)
      .filter((el) => {
        const f = el.getBoundingClientRect();
        return controls.some(
          (c) => f.left < c.right && c.left < f.right && f.top < c.bottom && c.top < f.bottom,
        );
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent);
  });
}
