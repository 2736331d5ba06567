import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Opens a live and waits until its socket follows it and its like and share bar answers. */
async function openLive(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('article[data-following]')).toBeAttached({ timeout: 10_000 });
  await page.locator('section.interaction-bar[data-live]').waitFor({ state: 'attached' });
}

const comments = (page: Page) => page.getByRole('region', { name: /^评论/ });

test('a live has comments under its reports, and likes and share like any content page', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1 });
  await make.liveReport(live.id, '现场报道');
  await make.comment({ articleId: live.id, source: 1, content: '这场直播很精彩' });
  await openLive(page, live.path);

  await expect(comments(page).getByRole('heading', { name: '评论 1' })).toBeVisible();
  await expect(comments(page).getByText('这场直播很精彩')).toBeVisible();
  // the chat tab is its own conversation: the comments step aside while it is open
  await page.getByRole('tab', { name: '聊天' }).click();
  await expect(comments(page)).toBeHidden();
  await page.getByRole('tab', { name: '直播' }).click();
  await expect(comments(page)).toBeVisible();

  const like = page.getByRole('button', { name: /点赞/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(page.getByRole('button', { name: /已赞/ })).toContainText('1');
  // counted by the publisher: a fresh load reads it
  await openLive(page, live.path);
  await expect(page.getByRole('button', { name: /已赞/ })).toContainText('1', { timeout: 10_000 });

  await page.getByRole('button', { name: '分享' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('without JavaScript a live shows its comments and the like bar, whose 点赞 leads to sign-in', async ({
  browser,
  make,
}) => {
  const live = await make.live({ status: 1 });
  await make.comment({ articleId: live.id, source: 1, content: '不用脚本也能读到的评论' });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(live.path);
  await expect(comments(page).getByText('不用脚本也能读到的评论')).toBeVisible();
  // docs/no-javascript.md: the button that needs the script is not shown, a link to sign-in stands in
  await expect(page.getByRole('link', { name: /点赞/ })).toHaveAttribute('href', /login\.html\?redirect=/);
  await expect(page.getByRole('button', { name: /点赞/ })).toBeHidden();
  await context.close();
});
