import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { positionOf, withoutJavaScript } from '../media/utils';

/** Opens a live and waits until the publisher has confirmed the page's subscription. */
async function openLive(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('article[data-following]')).toBeAttached({ timeout: 10_000 });
}

const videoArea = (page: Page) => page.getByRole('region', { name: '直播视频' });

/** Taps play until the player answers: its code arrives a moment after the page hydrates. */
async function play(page: Page) {
  const area = videoArea(page);
  await expect(async () => {
    await area.getByRole('button', { name: /^播放视频/ }).click({ timeout: 1_000 });
    await expect(area.locator('[data-stage="loading"], [data-stage="playing"]')).toBeAttached({
      timeout: 1_000,
    });
  }).toPass({ timeout: 15_000 });
}

test('the live stream plays in the page: its poster first, then the video runs', async ({ page, make }) => {
  const live = await make.live({ status: 1, demoVideo: true });
  const playlist = page.waitForRequest(/\/media\/live\/\d+\.m3u8/);
  await openLive(page, live.path);
  await expect(videoArea(page)).toHaveAttribute('data-state', 'live');
  await play(page);
  await playlist;
  await expect.poll(() => positionOf(page, 'video'), { timeout: 20_000 }).toBeGreaterThan(1);
});

test('without JavaScript the video area offers the stream’s address', async ({ browser, make }) => {
  const live = await make.live({ status: 1, demoVideo: true });
  const { context, page } = await withoutJavaScript(browser);
  await page.goto(live.path);
  // without the script the play control is the stream's own address, for the phone's player
  await expect(videoArea(page).getByRole('link', { name: /^播放视频/ })).toHaveAttribute(
    'href',
    /\/media\/live\/\d+\.m3u8$/,
  );
  await context.close();
});

test('before the start the banner counts down to it', async ({ page, make }) => {
  const live = await make.live({ status: 0, demoVideo: true, startTime: Date.now() + 2 * 3_600_000 });
  await openLive(page, live.path);
  const area = videoArea(page);
  await expect(area).toHaveAttribute('data-state', 'coming');
  const timer = area.getByRole('timer');
  await expect(timer).toContainText('直播即将开始');
  await expect(timer).toContainText(/距开始 1:59:\d\d/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!, { timeout: 3_000 });
  await expect(area.getByRole('button', { name: /^播放视频/ })).toHaveCount(0);
});

test('the newsroom ending the live switches the open page to the playback, which plays', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1, demoVideo: true });
  await openLive(page, live.path);
  const area = videoArea(page);
  await expect(area).toHaveAttribute('data-state', 'live');
  await make.liveStatus(live.id, 2);
  // no reload and no poll: the socket's push (or its catch-up on opening) switches the open page
  await expect(area).toHaveAttribute('data-state', 'playback');
  const playlist = page.waitForRequest(/\/media\/playback\/\d+\.m3u8/);
  await play(page);
  await playlist;
  await expect.poll(() => positionOf(page, 'video'), { timeout: 20_000 }).toBeGreaterThan(1);
});

test('an ended live without a playback says so instead of a player', async ({ page, make }) => {
  const live = await make.live({ status: 2, videos: [{ appLiveUrl: '/media/live/1.m3u8' }] });
  await openLive(page, live.path);
  await expect(videoArea(page)).toHaveAttribute('data-state', 'ended');
  await expect(videoArea(page)).toContainText('直播已结束，暂无回放');
  await expect(videoArea(page).getByRole('button', { name: /^播放视频/ })).toHaveCount(0);
});

test('switching to another line plays that line’s stream', async ({ page, make }) => {
  const other = await make.mediaArticle({ kind: 'video' });
  const live = await make.live({
    status: 1,
    demoVideo: true,
    videos: [{ appLiveUrl: `/media/hls/${other.fileId}.m3u8` }],
  });
  await openLive(page, live.path);
  const area = videoArea(page);
  const lines = area.getByRole('group', { name: '视频线路' });
  await expect(lines.getByRole('button', { name: '线路 1' })).toHaveAttribute('aria-pressed', 'true');
  await play(page);
  await expect.poll(() => positionOf(page, 'video'), { timeout: 20_000 }).toBeGreaterThan(0);

  const second = page.waitForRequest(new RegExp(`/media/hls/${other.fileId}\\.m3u8`));
  await lines.getByRole('button', { name: '线路 2' }).click();
  await expect(lines.getByRole('button', { name: '线路 2' })).toHaveAttribute('aria-pressed', 'true');
  await second;
  await expect(page.locator('video')).toHaveCount(1);
  await expect.poll(() => positionOf(page, 'video'), { timeout: 20_000 }).toBeGreaterThan(1);
});
