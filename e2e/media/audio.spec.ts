import { expect, gotoHydrated, test } from '../support/fixtures';
import { positionOf, withoutJavaScript } from './utils';

test("an article's audio plays, shows its time, changes speed, and a mini bar keeps it in reach while scrolling", async ({
  page,
  make,
}) => {
  const { path } = await make.mediaArticle({ kind: 'audio', audioTitle: '早报语音版' });
  await gotoHydrated(page, path);
  const player = page.locator('figure[data-audio]');
  await expect(player.locator('figcaption')).toHaveText('早报语音版');
  // the idle shell upgrades the browser's player
  const play = player.getByRole('button', { name: '播放', exact: true });
  await play.click({ timeout: 15_000 });
  await expect.poll(() => positionOf(page, 'audio'), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await expect(player.getByRole('button', { name: '暂停', exact: true })).toBeVisible();
  await expect(player.getByText(/^\d+:\d{2} \/ 1:00$/)).toBeVisible();

  const speed = player.getByRole('button', { name: '播放速度' });
  await expect(speed).toHaveText('1x');
  await speed.click();
  await expect(speed).toHaveText('1.25x');
  expect(await page.evaluate(() => document.querySelector('audio')?.playbackRate)).toBe(1.25);

  const bar = page.getByRole('region', { name: '正在播放' });
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('早报语音版');
  await bar.getByRole('button', { name: '暂停', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
});

test('one sound at a time: starting the video pauses the audio', async ({ page, make }) => {
  const { path } = await make.mediaArticle({ kind: 'video', audioTitle: '解说音频' });
  await gotoHydrated(page, path);
  await page
    .locator('figure[data-audio]')
    .getByRole('button', { name: '播放', exact: true })
    .click({ timeout: 15_000 });
  await expect.poll(() => positionOf(page, 'audio'), { timeout: 15_000 }).toBeGreaterThan(0.2);
  await page.getByRole('button', { name: /^播放视频/ }).click();
  await expect.poll(() => positionOf(page, 'video'), { timeout: 20_000 }).toBeGreaterThan(0.5);
  await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
});

test("without JavaScript the article's audio is the browser's own player", async ({ browser, make }) => {
  const { path } = await make.mediaArticle({ kind: 'audio', audioTitle: '晚报语音版' });
  const { context, page } = await withoutJavaScript(browser);
  expect((await page.goto(path))?.status()).toBe(200);
  await expect(page.locator('figure[data-audio] figcaption')).toHaveText('晚报语音版');
  await expect(page.locator('figure[data-audio] audio')).toHaveAttribute('controls', '');
  await context.close();
});
