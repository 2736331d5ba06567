import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { answerCode, openSignedIn } from '../vote/utils';

/**
 * The page's buttons (and fields, and the links on a fixed bar) that a fixed control drawn on top (back to top, to
 * the end, anything position: fixed that is not under a dialog) lies over, as "fixed ⟂ covered" names. Runs in the
 * page.
 */
function coveredControls(): string[] {
  const selector = 'a[href], button, input, select, textarea, summary, [role="button"]';
  const onFixedBar = (el: Element) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement)
      if (getComputedStyle(node).position === 'fixed') return true;
    return false;
  };
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
  };
  const all = [...document.querySelectorAll(selector)].filter(shown);
  const onTop = (el: Element) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  };
  const fixed = all.filter((el) => getComputedStyle(el).position === 'fixed' && onTop(el));
  const own = all.filter(
    (el) => getComputedStyle(el).position !== 'fixed' && (el.tagName !== 'A' || onFixedBar(el)),
  );
  const name = (el: Element) => el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName;
  const covered: string[] = [];
  for (const f of fixed) {
    const a = f.getBoundingClientRect();
    for (const c of own) {
      const b = c.getBoundingClientRect();
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
        covered.push(`${name(f)} ⟂ ${name(c)}`);
    }
  }
  return covered;
}

// a page scrolled through stop by stop, each stop waiting for the column to settle
test.describe.configure({ timeout: 120_000 });

const noneCovered = (page: Page, where: string) =>
  expect.poll(() => page.evaluate(coveredControls), { message: where, timeout: 3_000 }).toEqual([]);

/**
 * Scrolls the page from top to bottom in steps smaller than any button, checking at every stop; answers at how
 * many stops back to top was there to tap (it steps aside only while a control passes under it).
 */
async function scrollThrough(page: Page): Promise<number> {
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(end).toBeGreaterThan(400);
  let offered = 0;
  for (let y = 0; y <= end + 40; y += 40) {
    // two frames: the scroll event has been handled and the column drawn for this stop before anything is read
    await page.evaluate(
      (to) =>
        new Promise<void>((settled) => {
          window.scrollTo(0, to);
          requestAnimationFrame(() => requestAnimationFrame(() => settled()));
        }),
      y,
    );
    await noneCovered(page, `scrolled to ${y} px`);
    if (await page.getByRole('button', { name: '返回顶部' }).isVisible()) offered += 1;
  }
  return offered;
}

const paragraphs = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<p>第${i + 1}段：青岚湖畔的清晨，渔船陆续返港，码头上的人们忙着卸货。</p>`,
  ).join('');

for (const width of [375, 320]) {
  test(`at ${width} px, no floating button lies over an article’s 分享 (or any control) as it scrolls by`, async ({
    page,
    make,
  }) => {
    await page.setViewportSize({ width, height: 640 });
    const { columnId } = await make.column();
    const { fileId } = await make.article({ columnId, content: paragraphs(30) });
    await gotoHydrated(page, `newsDetail/${columnId}/${fileId}.html`);
    await expect(page.getByRole('button', { name: '分享' })).toBeVisible();
    // back to top is still there wherever nothing lies under it
    expect(await scrollThrough(page)).toBeGreaterThan(10);
  });
}

test('the activity’s sign-up bar at the foot of the screen keeps its button clear of back to top', async ({
  page,
  make,
}) => {
  await page.setViewportSize({ width: 320, height: 480 });
  const { fileId } = await make.activity({ content: paragraphs(20) });
  await gotoHydrated(page, `activityDetail/${fileId}.html`);
  // the column goes up above the bar: back to top is there to tap
  expect(await scrollThrough(page)).toBeGreaterThan(3);
});

test('the vote box’s 换一张 and 确认投票 are never under back to top', async ({ page, make }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const { voteId } = await make.vote({ userInfo: false, themes: 1, perTheme: 12 });
  await openSignedIn(page, make, `activityVote/${voteId}.html`);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
  await page.getByRole('button', { name: '为 选项9 投票' }).click();
  const box = page.getByRole('dialog');
  await expect(box.getByRole('button', { name: '确认投票' })).toBeVisible();
  await expect(box.getByRole('button', { name: '换一张' })).toBeVisible();
  await noneCovered(page, 'with the vote box open');
  // the box still votes
  await answerCode(page, make);
  await box.getByRole('button', { name: '确认投票' }).click();
  await expect(page.getByRole('status').filter({ hasText: '投票成功' })).toBeVisible();
});
