import type { Page } from '@playwright/test';
import { expect, gotoHydrated } from '../support/fixtures';

/** Opens the member's own page (login.html signed in) and waits until its lists have come. */
export async function gotoMine(page: Page) {
  await gotoHydrated(page, 'login.html');
  await expect(page.getByRole('heading', { name: '我的账号', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '我的收藏', level: 2 })).toBeVisible();
}

/** One of the member's lists, by its heading. */
export const myList = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading, exact: true });
