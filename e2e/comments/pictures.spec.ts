import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures';
import { openViewerOn } from '../media/utils';
import { commentedArticle, commentItem, commentSection, gotoComments, logInAt } from './utils';

/** A small real picture, made here: its bytes are what a phone's camera roll would give. */
const picture = (format: 'png' | 'jpeg', colour: string) => {
  const blank = sharp({ create: { width: 48, height: 32, channels: 3, background: colour } });
  return (format === 'png' ? blank.png() : blank.jpeg()).toBuffer();
};

/** a file's way up: its ticket, its chunks, the done call (docs/uploads.md) */
const isUpload = (url: URL) => /\/app_if\/mamUpload/.test(url.pathname);

const box = (page: Page) => page.locator('#comment-box');
const pictureInput = (page: Page) =>
  box(page).getByLabel('添加图片', { exact: true }).and(page.locator('input'));

async function openBox(page: Page) {
  await commentSection(page).getByRole('button', { name: '写评论…' }).click();
  await expect(page.getByRole('textbox', { name: '评论内容' })).toBeVisible();
}

/** The picture has arrived from the server and drawn: its bytes are a picture the browser could decode. */
async function expectDrawn(img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
}

test('a member posts a comment with a picture and sees it with the comment in the list', async ({
  page,
  make,
}) => {
  const { path } = await commentedArticle(make);
  const member = await make.member({ nickname: '晒图的人' });
  const text = `带图的评论 ${Date.now()}`;
  await logInAt(page, path, member);
  await openBox(page);
  await page.getByRole('textbox', { name: '评论内容' }).fill(text);
  await pictureInput(page).setInputFiles({
    name: 'IMG_2041.png',
    mimeType: 'image/png',
    buffer: await picture('png', '#2a7'),
  });
  // uploaded: kept by the publisher (it can be removed, no longer cancelled), and the progress bar is gone
  await expect(box(page).getByRole('button', { name: '移除第1张图片' })).toBeVisible();
  await expectDrawn(box(page).getByRole('img', { name: '第1张图片' }));
  await expect(box(page).getByRole('progressbar')).toHaveCount(0);
  await expect(box(page).getByText('已添加1/9张图片')).toBeVisible();
  await box(page).getByRole('button', { name: '发送' }).click();

  await expect(box(page)).toHaveCount(0);
  const mine = commentItem(page, text);
  await expect(mine.getByText('审核中', { exact: true })).toBeVisible();
  await expectDrawn(mine.getByRole('img', { name: '评论图片 1' }));
  // and so it is read back from the publisher
  await gotoComments(page, path);
  await expectDrawn(commentItem(page, text).getByRole('img', { name: '评论图片 1' }));
});

test('a file named .jpg that is really SVG or HTML is refused by its bytes with the spec’s message and never uploaded', async ({
  page,
  make,
}) => {
  const { path } = await commentedArticle(make);
  const member = await make.member();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (isUpload(new URL(request.url()))) uploads.push(request.url());
  });
  await logInAt(page, path, member);
  await openBox(page);
  await page.getByRole('textbox', { name: '评论内容' }).fill('文字还在');
  await pictureInput(page).setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'),
  });
  await expect(box(page).getByRole('alert')).toHaveText('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
  await pictureInput(page).setInputFiles({
    name: 'page.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await expect(box(page).getByRole('alert')).toHaveText('系统仅支持jpg/jpeg/png/gif/bmp格式的照片！');
  await expect(box(page).getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: '评论内容' })).toHaveValue('文字还在');
  expect(uploads).toEqual([]);
});

test('an uploaded picture stays with the draft through a reload; a failed upload is told and tried again', async ({
  page,
  make,
}) => {
  const { path } = await commentedArticle(make);
  const member = await make.member();
  const text = `图还在吗 ${Date.now()}`;
  await logInAt(page, path, member);
  await openBox(page);
  await page.getByRole('textbox', { name: '评论内容' }).fill(text);

  // the first try loses its connection: the reader is told, the text stays, and a retry goes through
  await page.route(isUpload, (route) => route.abort('internetdisconnected'));
  await pictureInput(page).setInputFiles({
    name: 'harbour.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('jpeg', '#36c'),
  });
  await expect(box(page).getByRole('alert')).toHaveText('网络已断开，联网后自动继续上传');
  await expect(page.getByRole('textbox', { name: '评论内容' })).toHaveValue(text);
  await page.unroute(isUpload);
  await box(page).getByRole('button', { name: '重试' }).click();
  await expect(box(page).getByRole('button', { name: '移除第1张图片' })).toBeVisible();

  await page.reload();
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  await openBox(page);
  await expect(page.getByRole('textbox', { name: '评论内容' })).toHaveValue(text);
  // the page has no bytes of its own any more: the thumbnail is the publisher's copy
  await expect(box(page).getByRole('img', { name: '第1张图片' })).toHaveAttribute(
    'src',
    /\/pic\/uploads\/[0-9a-f]+\.jpg$/,
  );
  await expectDrawn(box(page).getByRole('img', { name: '第1张图片' }));

  await box(page).getByRole('button', { name: '发送' }).click();
  await expectDrawn(commentItem(page, text).getByRole('img', { name: '评论图片 1' }));
});

test('tapping the second picture of a comment opens the gallery viewer on it (2/2); without JavaScript it is a link to the picture', async ({
  page,
  make,
}) => {
  const { path } = await commentedArticle(make);
  const member = await make.member();
  const text = `两张图 ${Date.now()}`;
  await logInAt(page, path, member);
  await openBox(page);
  await page.getByRole('textbox', { name: '评论内容' }).fill(text);
  // one after the other, so the second is the jpeg (the draft keeps pictures in the order they arrived)
  await pictureInput(page).setInputFiles({
    name: 'first.png',
    mimeType: 'image/png',
    buffer: await picture('png', '#c33'),
  });
  await expectDrawn(box(page).getByRole('img', { name: '第1张图片' }));
  await pictureInput(page).setInputFiles({
    name: 'second.jpg',
    mimeType: 'image/jpeg',
    buffer: await picture('jpeg', '#33c'),
  });
  await expectDrawn(box(page).getByRole('img', { name: '第2张图片' }));
  // drawn is not sent: the box refuses 发送 while a file is on its way (文件正在上传), as the first journey waits too
  await expect(box(page).getByRole('progressbar')).toHaveCount(0);
  await box(page).getByRole('button', { name: '发送' }).click();

  const second = commentItem(page, text).getByRole('link', { name: '评论图片 2' });
  await expectDrawn(second.getByRole('img'));
  const full = (await second.getAttribute('href'))!;
  expect(new URL(full, page.url()).pathname).toMatch(/\/pic\/uploads\/[0-9a-f]+\.jpg$/);
  // the viewer's tap handler comes with the idle shell, which has loaded once field speed has started
  await page.locator('html[data-field-speed]').waitFor({ state: 'attached', timeout: 15_000 });
  const viewer = await openViewerOn(page, second.getByRole('img'));
  await expect(viewer.locator('.pswp__counter')).toHaveText('2/2');
  await expect(viewer.locator('.pswp__item[aria-hidden="false"] img.pswp__img').last()).toHaveAttribute(
    'src',
    new URL(full, page.url()).href,
  );
  // the link was not followed: the article is still underneath
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`/${path}$`));
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(viewer).toBeHidden();
});
