// Issue 40, docs/no-javascript.md: without JavaScript every control works (a link, a form) or is not shown. What the
// controls the issue named do there; e2e/all-pages.spec.ts holds every route to "no button that does nothing".
import type { Browser } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { deadControls } from '../support/noScript';
import { basePath } from '../support/ports';

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('without JavaScript the video’s play control is a link to the film itself', async ({ browser, make }) => {
  const { path } = await make.mediaArticle({ kind: 'video' });
  const { context, page } = await withoutJavaScript(browser);
  await page.goto(path);
  const box = page.locator('[data-video-source="hls"]');
  await expect(box.getByRole('link', { name: /^播放视频/ })).toHaveAttribute('href', /^https?:\/\/.+\.m3u8$/);
  await expect(box.getByRole('button', { name: /^播放视频/ })).toBeHidden();
  expect(await deadControls(page)).toEqual([]);
  await context.close();
});

test('with JavaScript the video page offers the player’s own play button, and no second link', async ({
  page,
  make,
}) => {
  const { path } = await make.mediaArticle({ kind: 'video' });
  await gotoHydrated(page, path);
  const box = page.locator('[data-video-source="hls"]');
  await expect(box.getByRole('button', { name: /^播放视频/ })).toBeVisible();
  await expect(box.getByRole('link', { name: /^播放视频/ })).toHaveCount(0);
});

test('without JavaScript the live’s order switch and chat tab are links that the server answers', async ({
  browser,
  make,
}) => {
  const live = await make.live({ status: 1 });
  await make.liveReport(live.id, '较早的一条报道');
  await make.liveReport(live.id, '较新的一条报道');
  const { uid } = await make.member();
  await make.liveChat({ liveId: live.id, uid, content: '聊天区的一条消息' });
  const { context, page } = await withoutJavaScript(browser);
  await page.goto(live.path);
  const reports = page.locator('#live-panel-reports [data-report-id]');
  await expect(reports.first()).toContainText('较新的一条报道');
  expect(await deadControls(page)).toEqual([]);

  await page.getByRole('button', { name: '最新在前' }).click();
  await expect(page).toHaveURL(/\?order=asc$/);
  await expect(reports.first()).toContainText('较早的一条报道');
  await page.getByRole('button', { name: '最早在前' }).click();
  await expect(page).toHaveURL(/\?order=desc$/);
  await expect(reports.first()).toContainText('较新的一条报道');

  await page.getByRole('tab', { name: '聊天' }).click();
  await expect(page).toHaveURL(/[?&]tab=chat\b/);
  await expect(page.getByRole('tab', { name: '聊天' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('聊天区的一条消息')).toBeVisible();
  await expect(page.getByText('较新的一条报道')).toBeHidden();
  expect(await deadControls(page)).toEqual([]);
  await page.getByRole('tab', { name: '直播' }).click();
  await expect(page.getByText('较新的一条报道')).toBeVisible();
  await context.close();
});

test('without JavaScript 写评论 leads to sign-in, back at the box; like, favourite and share are not shown', async ({
  browser,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  const path = `newsDetail/${columnId}/${fileId}.html`;
  const { context, page } = await withoutJavaScript(browser);
  await page.goto(path);
  const write = page.getByRole('region', { name: /^评论/ }).getByRole('link', { name: '写评论…' });
  await expect(write).toHaveAttribute(
    'href',
    `${basePath}login.html?redirect=${encodeURIComponent(`/${path}#comment-box`)}`,
  );
  for (const name of [/点赞/, /收藏/, /分享/, '写评论…'])
    await expect(page.getByRole('button', { name })).toBeHidden();
  expect(await deadControls(page)).toEqual([]);
  await write.click();
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
  await context.close();
});
