import type { Page } from '@playwright/test';
import type { Factories } from '../support/factories';
import { expect, gotoHydrated } from '../support/fixtures';
import { logInHere } from '../support/signIn';

/** An article of a column of the test's own; its page's path. */
export async function commentedArticle(make: Factories) {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  return { fileId, path: `newsDetail/${columnId}/${fileId}.html` };
}

/** The comment section at the page's foot. */
export const commentSection = (page: Page) => page.getByRole('region', { name: /^评论/ });

/** Opens the page and waits until the comment section's code has arrived and its buttons answer. */
export async function gotoComments(page: Page, url: string) {
  const response = await gotoHydrated(page, url);
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
  return response;
}

/** Logs the member in through the login page and comes back to `path` with the comment section alive. */
export async function logInAt(page: Page, path: string, member: { phone: string; password: string }) {
  await page.goto(`login.html?redirect=${encodeURIComponent(`/${path}`)}`);
  await logInHere(page, member);
  await page.locator('#comments[data-ready]').waitFor({ state: 'attached' });
}

/** Opens the box, types and sends; the box closes once the publisher took it. */
export async function writeComment(page: Page, text: string) {
  await commentSection(page).getByRole('button', { name: '写评论…' }).click();
  await page.getByRole('textbox', { name: '评论内容' }).fill(text);
  await page.getByRole('button', { name: '发送' }).click();
}

/** The comment, as one item of a list, found by its text. */
export const commentItem = (page: Page, text: string) =>
  commentSection(page).getByRole('listitem').filter({ hasText: text }).last();

/** Reloads until `check` passes: the publisher's lists are read fresh on each visit. */
export async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 15_000 });
}
