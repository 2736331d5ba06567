import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, expectAxeClean, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { acceptedShares, gotoWithBar, sharedArticle } from './utils';

/** The poster's pixels, from the bytes of the picture the page shows (a PNG data: address). */
async function posterPixels(src: string) {
  const png = Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

/** The share of near-white pixels in the picture's place: a drawn photo has few, text on blank paper most. */
function paperIn(pixels: Awaited<ReturnType<typeof posterPixels>>) {
  let white = 0;
  let all = 0;
  for (let y = 40; y < 40 + 377; y += 3)
    for (let x = 40; x < 40 + 670; x += 3) {
      const i = (y * pixels.width + x) * 4;
      all += 1;
      if (pixels.data[i]! > 240 && pixels.data[i + 1]! > 240 && pixels.data[i + 2]! > 240) white += 1;
    }
  return white / all;
}

async function openPoster(page: Page) {
  await page.getByRole('button', { name: '分享' }).click();
  await page.getByRole('dialog', { name: '分享到' }).getByRole('button', { name: '海报' }).click();
  const dialog = page.getByRole('dialog', { name: '分享海报' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const shareUrlOf = (page: Page) => `${page.url().split(/[?#]/)[0]}?isShare=true`;

test('the poster shows the article picture and a QR code that scans to the share address; it downloads as PNG', async ({
  page,
  make,
}) => {
  const { path, title, fileId } = await sharedArticle(make);
  await gotoWithBar(page, path);
  const shares = acceptedShares(page);

  const dialog = await openPoster(page);
  await expect(dialog.getByRole('heading', { name: '分享海报' })).toBeFocused();
  const poster = dialog.getByRole('img', { name: `分享海报：${title}` });
  await expect(poster).toBeVisible();
  const src = (await poster.getAttribute('src'))!;
  expect(src).toMatch(/^data:image\/png;base64,/);
  const download = dialog.getByRole('link', { name: '下载图片' });
  await expect(download).toHaveAttribute('download', `poster-${fileId}.png`);
  expect(await download.getAttribute('href')).toBe(src);

  const pixels = await posterPixels(src);
  expect(pixels.width).toBe(750);
  expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(shareUrlOf(page));
  // the publisher's picture was drawn (fetched with CORS, so the canvas could still become a PNG)
  expect(paperIn(pixels)).toBeLessThan(0.3);
  await expect.poll(() => shares).toEqual([String(fileId)]);
  await expectAxeClean(page);

  // Escape closes the poster only; focus is back on 海报, then Escape closes the panel
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const panel = page.getByRole('dialog', { name: '分享到' });
  await expect(panel.getByRole('button', { name: '海报' })).toBeFocused();
  await panel.getByRole('button', { name: '海报' }).click();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(panel.getByRole('button', { name: '海报' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
});

test('a Tibetan-titled article gets its poster, even when its picture cannot be loaded', async ({
  page,
  make,
}) => {
  const title = 'བོད་ལྗོངས་ཀྱི་གསར་འགྱུར་སྒྲུབ་པ་པོ་རྣམས་ཀྱིས་ཆུ་ལོག་སྔོན་འགོག་གི་སྦྱོང་བརྡར་ལ་ཞུགས་པ།';
  const { path } = await sharedArticle(make, title);
  // the picture host refuses (as a host without CORS would): the poster is drawn without it
  await page.route('**/pic/**', (route) => route.abort());
  await gotoWithBar(page, path);

  const dialog = await openPoster(page);
  const poster = dialog.getByRole('img', { name: `分享海报：${title}` });
  await expect(poster).toBeVisible();
  const pixels = await posterPixels((await poster.getAttribute('src'))!);
  expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(shareUrlOf(page));
  // no picture: the title's words on white paper where the picture would have been
  expect(paperIn(pixels)).toBeGreaterThan(0.6);
});

test('a live page’s poster shows the live’s title and a QR code that scans to the live’s share address', async ({
  page,
  make,
}) => {
  const title = `海报直播 ${Date.now() % 100000}`;
  const live = await make.live({ title, status: 1 });
  await gotoWithBar(page, live.path);
  const shares = acceptedShares(page);

  const dialog = await openPoster(page);
  const poster = dialog.getByRole('img', { name: `分享海报：${title}` });
  await expect(poster).toBeVisible();
  const src = (await poster.getAttribute('src'))!;
  const pixels = await posterPixels(src);
  expect(jsQR(pixels.data, pixels.width, pixels.height)?.data).toBe(shareUrlOf(page));
  expect(shareUrlOf(page)).toMatch(new RegExp(`/liveDetail/${live.id}\\.html\\?isShare=true$`));
  await expect(dialog.getByRole('link', { name: '下载图片' })).toHaveAttribute('href', src);
  await expect.poll(() => shares.length).toBe(1);
});
