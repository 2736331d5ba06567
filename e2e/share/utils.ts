import type { Page } from '@playwright/test';
import type { Factories } from '../support/factories';
import { gotoHydrated } from '../support/fixtures';

/** An article with pictures in a column of its own; its page's path. */
export async function sharedArticle(make: Factories, title = `分享测试稿件 ${Date.now() % 100000}`) {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId, title, pictures: 2 });
  return { fileId, title, path: `newsDetail/${columnId}/${fileId}.html` };
}

/** Opens the page and waits until the interaction bar's code has arrived and its buttons answer. */
export async function gotoWithBar(page: Page, url: string) {
  const response = await gotoHydrated(page, url);
  await page.locator('section[data-live]').waitFor({ state: 'attached' });
  return response;
}
