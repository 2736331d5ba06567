import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { openSignedIn } from '../vote/utils';

/**
 * The labels of the buttons and links in `scope` that break over two lines, or run out of their control, as the
 * reader would see them: a text broken mid-word across a button ("Gefällt / mir") or cut at its edge.
 */
function brokenLabels(scope: Element): string[] {
  const broken: string[] = [];
  for (const control of scope.querySelectorAll('button, a[href]')) {
    const label = control.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    if (!label || control.getBoundingClientRect().width === 0) continue;
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(`${label} (two lines)`);
    }
    if (control.scrollWidth > control.clientWidth + 1) broken.push(`${label} (cut)`);
  }
  return broken;
}

const noBrokenLabels = async (scope: Locator) => expect(await scope.evaluate(brokenLabels)).toEqual([]);

/**
 * The lines the visible controls of one row of actions stand on: a control starts a new line when it begins below
 * the foot of the line before (controls of different heights on one line, as the docked bar's 写评论, are one line).
 */
const linesOf = (row: Element) => {
  const boxes = [...row.querySelectorAll('button, a[href]')]
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0)
    .sort((a, b) => a.top - b.top);
  let lines = 0;
  let lineBottom = -Infinity;
  for (const box of boxes) {
    if (box.top >= lineBottom - 1) {
      lines += 1;
      lineBottom = box.bottom;
    } else lineBottom = Math.max(lineBottom, box.bottom);
  }
  return lines;
};

async function inGerman(page: Page, baseURL: string | undefined) {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.context().addCookies([{ name: 'lang', value: 'de', url: baseURL! }]);
}

test('in German at 320 px an article’s and its comments’ actions keep each label on one line', async ({
  page,
  make,
  baseURL,
}) => {
  await inGerman(page, baseURL);
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  await make.comment({ articleId: fileId, praise: 1234 });
  await gotoHydrated(page, `newsDetail/${columnId}/${fileId}.html`);
  const bar = page.getByRole('region', { name: 'Reaktionen' });
  await expect(bar.getByRole('button', { name: /Gefällt mir/ })).toBeVisible();
  await noBrokenLabels(bar);
  // like, save and share fit the screen's width side by side
  expect(await bar.evaluate(linesOf)).toBe(1);
  const comments = page.locator('#comments[data-ready]');
  const reply = comments.getByRole('button', { name: 'Antworten' }).first();
  await expect(reply).toBeVisible();
  await noBrokenLabels(comments);
  expect(await reply.locator('..').evaluate(linesOf)).toBe(1);
});

test('in German at 320 px the vote’s cards and its box keep each label on one line', async ({
  page,
  make,
  baseURL,
}) => {
  const { voteId } = await make.vote({ userInfo: false, themes: 2, perTheme: 4, counts: [123_456, 9_876] });
  await openSignedIn(page, make, `activityVote/${voteId}.html`);
  await inGerman(page, baseURL);
  await gotoHydrated(page, `activityVote/${voteId}.html`);
  await expect(page.getByRole('button', { name: /abstimmen/i }).first()).toBeVisible();
  await noBrokenLabels(page.locator('main'));
  await page.getByRole('button', { name: /选项1/ }).click();
  const box = page.getByRole('dialog');
  await expect(box.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  await noBrokenLabels(box);
});

test('in German at 320 px the activity’s sign-up bar keeps its label on one line', async ({
  page,
  make,
  baseURL,
}) => {
  await inGerman(page, baseURL);
  const { fileId } = await make.activity();
  await gotoHydrated(page, `activityDetail/${fileId}.html`);
  const signUp = page.getByRole('link', { name: 'Jetzt anmelden' });
  await expect(signUp).toBeVisible();
  await noBrokenLabels(signUp.locator('..'));
});
