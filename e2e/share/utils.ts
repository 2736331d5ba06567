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

/** The ids of the share events (event eventType 2) the publisher accepts from now on. */
export function acceptedShares(page: Page): string[] {
  const shares: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('/app_if/event') && url.searchParams.get('eventType') === '2' && response.ok())
      shares.push(url.searchParams.get('id') ?? '');
  });
  return shares;
}
