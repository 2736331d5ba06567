import { expect, gotoHydrated, test } from '../support/fixtures';
import { openViewerOn, withoutJavaScript } from './utils';

const captions = [
  '一号图：青岚湖的清晨',
  '二号图：渔船返港',
  '三号图：古街灯笼',
  '四号图：稻田',
  '五号图：夕阳',
];

test('a gallery reads without JavaScript: every picture with its caption and place, sized', async ({
  browser,
  make,
}) => {
  const { path } = await make.mediaArticle({ kind: 'gallery', pictures: 5, captions });
  const { context, page } = await withoutJavaScript(browser);
  expect((await page.goto(path))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.getByText('共 5 张')).toBeVisible();
  const figures = page.locator('article figure');
  await expect(figures).toHaveCount(5);
  for (const [i, caption] of captions.entries()) {
    await expect(figures.nth(i).locator('figcaption')).toHaveText(`${i + 1}/5${caption}`);
    const img = figures.nth(i).locator('img');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
  await context.close();
});

test('tapping a picture opens it full screen; a swipe moves on, the counter and caption follow', async ({
  page,
  make,
}) => {
  const { path } = await make.mediaArticle({ kind: 'gallery', pictures: 5, captions });
  await gotoHydrated(page, path);
  const viewer = await openViewerOn(page, page.locator('article figure img').nth(1));
  const counter = viewer.locator('.pswp__counter');
  await expect(counter).toHaveText('2/5');
  await expect(viewer.locator('.pswp__caption')).toHaveText(captions[1]!);

  // a swipe to the left: the next picture
  const box = (await viewer.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.08), y);
  await page.mouse.up();
  await expect(counter).toHaveText('3/5');
  await expect(viewer.locator('.pswp__caption')).toHaveText(captions[2]!);

  // the close button brings the article back
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(viewer).toBeHidden();
});

test('a double tap zooms the picture in; a single tap hides the controls and caption, another brings them back', async ({
  page,
  make,
}) => {
  const { path } = await make.mediaArticle({ kind: 'gallery', pictures: 3, captions });
  await gotoHydrated(page, path);
  const viewer = await openViewerOn(page, page.locator('article figure img').first());
  await expect(viewer).toHaveClass(/pswp--ui-visible/);

  const box = (await viewer.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.touchscreen.tap(centre.x, centre.y);
  await expect(viewer).not.toHaveClass(/pswp--ui-visible/);
  await expect(viewer.locator('.pswp__caption')).toHaveCSS('opacity', '0');
  await page.touchscreen.tap(centre.x, centre.y);
  await expect(viewer).toHaveClass(/pswp--ui-visible/);

  await expect(async () => {
    await page.touchscreen.tap(centre.x, centre.y);
    await page.touchscreen.tap(centre.x, centre.y);
    await expect(viewer).toHaveClass(/pswp--zoomed-in/, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test('a gallery with no pictures says so, and still lists its text', async ({ page, make }) => {
  const { path } = await make.mediaArticle({ kind: 'gallery', pictures: 0 });
  expect((await gotoHydrated(page, path))?.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: '这个图集还没有图片' })).toBeVisible();
  await expect(page.getByText('测试稿件正文。')).toBeVisible();
});

test('a video id on imageDetail is not found there, with a link to where it plays', async ({
  page,
  make,
}) => {
  const video = await make.mediaArticle({ kind: 'video' });
  const response = await gotoHydrated(page, `imageDetail/${video.columnId}/${video.fileId}.html`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '这篇稿件不在这里' })).toBeVisible();
  await page.getByRole('link', { name: '打开这篇稿件' }).click();
  await expect(page).toHaveURL(new RegExp(`videoDetail/${video.columnId}/${video.fileId}\\.html$`));
});

test('a picture in a news article opens the same viewer', async ({ page, make }) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId, pictures: 3 });
  await gotoHydrated(page, `newsDetail/${columnId}/${fileId}.html`);
  const viewer = await openViewerOn(page, page.locator('article figure img').nth(2));
  await expect(viewer.locator('.pswp__counter')).toHaveText('3/3');
});

test('a list item of a gallery opens the gallery page', async ({ page, make }) => {
  const { columnId } = await make.column();
  const gallery = await make.mediaArticle({ kind: 'gallery', pictures: 2, columnId });
  await gotoHydrated(page, `home.html?column=${columnId}`);
  await page.locator(`a[href$="imageDetail/${gallery.columnId}/${gallery.fileId}.html"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`imageDetail/${gallery.columnId}/${gallery.fileId}\\.html$`));
  await expect(page.locator('article figure img')).toHaveCount(2);
});
