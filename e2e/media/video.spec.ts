import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { positionOf, withoutJavaScript } from './utils';

test('a video plays from its real HLS stream on a tap, inline', async ({ page, make }) => {
  const { path } = await make.mediaArticle({ kind: 'video' });
  await gotoHydrated(page, path);
  const poster = page.locator('article img').first();
  await expect(poster).toHaveAttribute('fetchpriority', 'high');
  await page.getByRole('button', { name: /^播放视频/ }).click();
  const video = page.locator('article video');
  await expect(video).toHaveAttribute('playsinline', /.*/);
  await expect(video).toHaveAttribute('webkit-playsinline', /.*/);
  await expect(video).toHaveAttribute('x5-playsinline', /.*/);
  await expect(video).toHaveAttribute('x5-video-player-type', 'h5-page');
  await expect.poll(() => positionOf(page, 'video'), { timeout: 20_000 }).toBeGreaterThan(1);
});

test('the video page reads without JavaScript: poster in its 16:9 box, title, body', async ({
  browser,
  make,
}) => {
  const { path } = await make.mediaArticle({ kind: 'video' });
  const { context, page } = await withoutJavaScript(browser);
  expect((await page.goto(path))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByText('测试稿件正文。')).toBeVisible();
  const box = page.locator('[data-video-source="hls"]');
  await expect(box).toHaveAttribute('style', /padding-top:\s*56\.2\d*%/);
  const poster = box.locator('img');
  await expect(poster).toHaveAttribute('width', /^\d+$/);
  await expect(poster).toHaveAttribute('height', /^\d+$/);
  await context.close();
});

test('a video with no address, a secured one or a dead one says so in the player', async ({ page, make }) => {
  const none = await make.mediaArticle({ kind: 'video', video: 'none' });
  await gotoHydrated(page, none.path);
  await expect(page.getByRole('status').filter({ hasText: '该视频暂无播放地址' })).toBeVisible();

  const secured = await make.mediaArticle({ kind: 'video', video: 'secured' });
  await gotoHydrated(page, secured.path);
  await expect(page.getByRole('status').filter({ hasText: '请在客户端内观看' })).toBeVisible();

  const dead = await make.mediaArticle({ kind: 'video', video: 'dead' });
  expect((await gotoHydrated(page, dead.path))?.status()).toBe(200);
  await page.getByRole('button', { name: /^播放视频/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '视频无法播放，请稍后重试' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: '重新播放' })).toBeVisible();
});

test('a gallery id on videoDetail is not found there, with a link to the gallery', async ({ page, make }) => {
  const gallery = await make.mediaArticle({ kind: 'gallery', pictures: 1 });
  const response = await gotoHydrated(page, `videoDetail/${gallery.columnId}/${gallery.fileId}.html`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: '打开这篇稿件' })).toHaveAttribute(
    'href',
    new RegExp(`imageDetail/${gallery.columnId}/${gallery.fileId}\\.html$`),
  );
});

test('below the fold the comments’ buttons and links are tap targets of their own (WCAG 2.2 target size)', async ({
  page,
  make,
}) => {
  const { fileId, path } = await make.mediaArticle({ kind: 'video' });
  // threads with more replies than the page shows (查看全部回复), each followed by another thread's buttons
  for (let i = 0; i < 4; i++) await make.comment({ articleId: fileId, replies: 4 });
  await gotoHydrated(page, path);
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  // as a reader who has not scrolled yet, with the comments in: this rule alone, each failing target with its reason
  const { violations } = await new AxeBuilder({ page })
    .withRules(['target-size'])
    .setLegacyMode(true)
    .analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`))).toEqual(
    [],
  );
});
