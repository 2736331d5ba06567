import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { phonePhoto } from '../support/photo';
import { commentedArticle, commentItem, commentSection, logInAt } from './utils';

/** WebPageTest's "4G" profile: 9 Mbps down and up, 170 ms round trip. */
const fourG = { offline: false, latency: 170, downloadThroughput: 9e6 / 8, uploadThroughput: 9e6 / 8 };
/** a poor connection, so the test can lose the network while a picture is on its way */
const poor = { offline: false, latency: 300, downloadThroughput: 400e3 / 8, uploadThroughput: 400e3 / 8 };

const box = (page: Page) => page.locator('#comment-box');
const pictureInput = (page: Page) =>
  box(page).getByLabel('添加图片', { exact: true }).and(page.locator('input'));
const picture = (page: Page, n: number) => box(page).getByRole('img', { name: `第${n}张图片` });

async function throttle(page: Page, conditions: typeof fourG): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', conditions);
  return cdp;
}

/** The thumbnail is drawn (decoded, not a broken image). */
async function expectDrawn(img: Locator) {
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
}

/** The picture the publisher kept, drawn from its copy (after a reload the page has no bytes of its own). */
async function expectKept(img: Locator) {
  await expect(img).toHaveAttribute('src', /\/pic\/uploads\/[0-9a-f]+\.jpg$/);
  await expectDrawn(img);
}

async function openBox(page: Page) {
  await commentSection(page).getByRole('button', { name: '写评论…' }).click();
  await expect(page.getByRole('textbox', { name: '评论内容' })).toBeVisible();
}

test('a 5 MB photo goes up over 4G with a progress bar in under 5 s; one cut off by a lost network comes back after a reload and is sent with the comment', async ({
  page,
  make,
}) => {
  const { path } = await commentedArticle(make);
  const member = await make.member({ nickname: '现场拍照的人' });
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(4.5e6);
  const text = `现场照片 ${Date.now()}`;
  await logInAt(page, path, member);
  await openBox(page);
  await page.getByRole('textbox', { name: '评论内容' }).fill(text);

  // over 4G: made smaller in the phone, sent with its progress shown, kept by the publisher in under 5 s from the
  // moment it is chosen (timed in the page: handing the test's 5 MB to the browser is no part of it)
  const cdp = await throttle(page, fourG);
  await page.evaluate(() =>
    document.addEventListener(
      'change',
      () => ((window as { chosenAt?: number }).chosenAt = performance.now()),
      true,
    ),
  );
  await pictureInput(page).setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(box(page).getByRole('progressbar', { name: /^正在上传第1张图片/ })).toBeVisible();
  await expect(box(page).getByRole('button', { name: '移除第1张图片' })).toBeVisible({ timeout: 10_000 });
  const seconds = await page.evaluate(
    () => (performance.now() - (window as { chosenAt?: number }).chosenAt!) / 1000,
  );
  console.log(
    `a ${(photo.length / 1e6).toFixed(1)} MB photo over 4G: chosen to kept in ${seconds.toFixed(2)} s`,
  );
  expect(seconds).toBeLessThan(5);
  await expectDrawn(picture(page, 1));

  // a second one on a poor line; the network goes while it is on its way
  await cdp.send('Network.emulateNetworkConditions', poor);
  await pictureInput(page).setInputFiles({ name: 'IMG_3002.jpg', mimeType: 'image/jpeg', buffer: photo });
  const second = box(page).getByRole('progressbar', { name: /^正在上传第2张图片/ });
  await expect.poll(() => second.evaluate((p: HTMLProgressElement) => p.value)).toBeGreaterThan(0);
  await page.context().setOffline(true);
  await expect(box(page).getByRole('alert')).toHaveText('网络已断开，联网后自动继续上传');
  await expect(page.getByRole('textbox', { name: '评论内容' })).toHaveValue(text);

  // the network is back and the reader reloads: the text and both pictures are still there, the second goes on
  await page.context().setOffline(false);
  await cdp.send('Network.emulateNetworkConditions', fourG);
  await page.reload();
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  await openBox(page);
  await expect(page.getByRole('textbox', { name: '评论内容' })).toHaveValue(text);
  await expectKept(picture(page, 1));
  // the second went on from the bytes the draft kept, and is kept now too
  await expect(box(page).getByRole('button', { name: '移除第2张图片' })).toBeVisible({ timeout: 10_000 });
  await expectDrawn(picture(page, 2));
  await expect(box(page).getByText('已添加2/9张图片')).toBeVisible();
  await box(page).getByRole('button', { name: '发送' }).click();

  await expect(box(page)).toHaveCount(0);
  const mine = commentItem(page, text);
  await expect(mine.getByRole('img', { name: '评论图片 2' })).toBeVisible();
  // the draft is gone with the comment sent: the box opens empty
  await openBox(page);
  await expect(page.getByRole('textbox', { name: '评论内容' })).toHaveValue('');
  await expect(box(page).getByRole('img')).toHaveCount(0);
});
