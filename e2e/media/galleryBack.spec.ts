import type { Page } from '@playwright/test';
import type { Factories } from '../support/factories';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { openViewerOn } from './utils';

/** A column listing a gallery, opened from the column as a reader would: the gallery page has a page under it. */
async function galleryFromItsColumn(page: Page, make: Factories) {
  const { columnId } = await make.column();
  const gallery = await make.mediaArticle({ kind: 'gallery', pictures: 3, columnId });
  const galleryPath = new RegExp(`imageDetail/${gallery.columnId}/${gallery.fileId}\\.html$`);
  await gotoHydrated(page, `home.html?column=${columnId}`);
  await page.locator(`a[href$="imageDetail/${gallery.columnId}/${gallery.fileId}.html"]`).first().click();
  await expect(page).toHaveURL(galleryPath);
  await expect(page.locator('article figure img')).toHaveCount(3);
  return { galleryPath, columnPath: new RegExp(`home\\.html\\?column=${columnId}$`) };
}

test('Back closes the open viewer and stays on the gallery; the next Back leaves it, with no viewer drawn over the column', async ({
  page,
  make,
}) => {
  const { galleryPath, columnPath } = await galleryFromItsColumn(page, make);
  await openViewerOn(page, page.locator('article figure img').nth(1));

  await page.goBack();
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(page).toHaveURL(galleryPath);
  await expect(page.locator('article figure img').nth(1)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(columnPath);
  await expect(page.locator('.pswp')).toHaveCount(0);
});

test('closing the viewer takes its history entry with it: one Back then leaves the page', async ({
  page,
  make,
}) => {
  const { columnPath } = await galleryFromItsColumn(page, make);
  const viewer = await openViewerOn(page, page.locator('article figure img').first());
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(page.locator('.pswp')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(columnPath);
});

test('a Back past the open viewer (two steps at once) leaves the page and takes the viewer away at once', async ({
  page,
  make,
}) => {
  const { columnPath } = await galleryFromItsColumn(page, make);
  await openViewerOn(page, page.locator('article figure img').first());

  await page.evaluate(() => window.history.go(-2));
  await expect(page).toHaveURL(columnPath);
  await expect(page.locator('.pswp')).toHaveCount(0);
});
