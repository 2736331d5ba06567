import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { withoutJavaScript } from '../media/utils';
import { swipe } from '../paper/utils';

/** The <video> of the clip in view, as the page plays it. */
const playing = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('section:not([inert]) video');
    return (
      video && { title: video.ariaLabel, paused: video.paused, muted: video.muted, time: video.currentTime }
    );
  });

test('swiping through three short videos: muted until one tap, the next starts on the swipe with sound, a like counts once, a related one opens', async ({
  page,
  make,
}) => {
  const categoryName = `测试分类 ${Date.now()}`;
  const oldest = await make.shortVideo({ title: `最早一条 ${Date.now()}`, categoryName, clip: 1 });
  const middle = await make.shortVideo({
    title: `中间一条 ${Date.now()}`,
    categoryId: oldest.categoryId,
    clip: 2,
  });
  const newest = await make.shortVideo({
    title: `最新一条 ${Date.now()}`,
    categoryId: oldest.categoryId,
    clip: 3,
  });

  await gotoHydrated(page, newest.path);
  const stage = page.locator('section:not([inert])');
  // muted autoplay where the browser allows it, then one tap for sound
  await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(await playing(page)).toMatchObject({ muted: true, paused: false });
  await stage.getByRole('button', { name: '点按开启声音' }).click();
  await expect.poll(async () => (await playing(page))?.muted).toBe(false);

  // nothing of the video after next has a source before it is in view
  const sources = await page
    .locator('video')
    .evaluateAll((videos) => videos.map((v) => v.getAttribute('src')));
  expect(sources.filter(Boolean)).toHaveLength(2);

  await swipe(page, page.locator('[data-feed]'), 'up');
  await expect(stage).toHaveAttribute('aria-label', /^中间一条/);
  await expect
    .poll(async () => playing(page), { timeout: 20_000 })
    .toMatchObject({ muted: false, paused: false, title: expect.stringMatching(/^中间一条/) });
  await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);

  await swipe(page, page.locator('[data-feed]'), 'up');
  await expect(stage).toHaveAttribute('aria-label', /^最早一条/);
  const like = stage.getByRole('button', { name: /^点赞/ });
  await expect(like).toHaveText(/点赞 0/);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(/点赞 1/);

  // after the last, the related four: one of them opens its own player
  await swipe(page, page.locator('[data-feed]'), 'up');
  const related = page.getByRole('region', { name: '相关视频' });
  await expect(related.getByRole('link').first()).toBeVisible();
  await related.getByRole('link', { name: /^中间一条/ }).click();
  await expect(page).toHaveURL(new RegExp(`/minVideoDetail/${middle.fileId}\\.html$`));
  await expect(page.locator('section:not([inert])')).toHaveAttribute('aria-label', /^中间一条/);
});

test('without JavaScript a short video is the browser’s own player, with its title and author', async ({
  browser,
  make,
}) => {
  const video = await make.shortVideo({ title: `无脚本短视频 ${Date.now()}` });
  const { context, page } = await withoutJavaScript(browser);
  expect((await page.goto(video.path))?.status()).toBe(200);
  // the clip in view, with the browser's controls (the next one has its source too: its beginning is fetched ahead)
  const player = page.locator('section[aria-hidden="false"] video[controls][src]');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('playsinline', '');
  await expect(player).toHaveAttribute('x5-playsinline', 'true');
  await expect(player).toHaveAttribute('webkit-playsinline', 'true');
  await expect(player).toHaveAttribute('x5-video-player-type', 'h5');
  await expect(page.getByRole('heading', { name: /^无脚本短视频/ })).toBeAttached();
  await context.close();
});

test('the share landing plays the one video and offers the site without forcing it', async ({
  page,
  make,
}) => {
  const video = await make.shortVideo({ title: `分享的短视频 ${Date.now()}`, clip: 2 });
  await gotoHydrated(page, `mvodShare/${video.fileId}.html`);
  await expect(page.locator('section:not([inert])')).toHaveAttribute('aria-label', /^分享的短视频/);
  await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: '去首页看更多' })).toBeVisible();
});

test('home offers the short videos: a module item opens the vertical player', async ({ page }) => {
  await gotoHydrated(page, 'home.html');
  const module = page.getByRole('region', { name: '短视频' });
  await module.locator('a[href*="/minVideoDetail/"]').first().click();
  await expect(page).toHaveURL(/\/minVideoDetail\/\d+\.html$/);
});
