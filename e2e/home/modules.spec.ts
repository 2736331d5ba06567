import type { Browser, Locator, Page } from '@playwright/test';
import type { Factories } from '../support/factories';
import { expect, test } from '../support/fixtures';

// Home's card modules (a row of cards to swipe, a grid of two) with JavaScript on and off: every card's picture and
// its corner badge are on the screen, not a 0 px box, and each card fits the screen once scrolled to.

/** The element itself is what the reader sees at its centre (not clipped away, not covered), inside the screen. */
async function expectOnScreen(element: Locator, screenWidth: number) {
  await element.scrollIntoViewIfNeeded();
  const seen = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      left: Math.round(box.left),
      right: Math.round(box.right),
      hit: hit !== null && (hit === el || el.contains(hit)),
    };
  });
  const where = `${await element.evaluate((el) => el.outerHTML.slice(0, 120))}: ${JSON.stringify(seen)}`;
  expect(seen.width, where).toBeGreaterThan(0);
  expect(seen.height, where).toBeGreaterThan(0);
  expect(seen.hit, where).toBe(true);
  expect(seen.left, where).toBeGreaterThanOrEqual(0);
  expect(seen.right, where).toBeLessThanOrEqual(screenWidth);
}

/** Every card of the module: its picture, loaded, and the badge on it, on the screen; answers the badges' words. */
async function expectCardsShown(
  page: Page,
  module: Locator,
  count: number,
  badge: RegExp,
): Promise<string[]> {
  const screenWidth = page.viewportSize()!.width;
  const cards = module.getByRole('listitem');
  await expect(cards).toHaveCount(count);
  const words = [];
  for (let n = 0; n < count; n++) {
    const card = cards.nth(n);
    await expectOnScreen(card, screenWidth);
    const picture = card.locator('img');
    await expectOnScreen(picture, screenWidth);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const onPicture = card.getByText(badge);
    await expectOnScreen(onPicture, screenWidth);
    words.push((await onPicture.textContent())!);
  }
  return words;
}

/** Three videos in a column of their own, shown as a row of cards and as a grid. */
async function videoModules(make: Factories) {
  const { columnId } = await make.column();
  const videos = [];
  for (const n of [1, 2, 3])
    videos.push(
      await make.article({ columnId, articleType: 2, pictures: 1, title: `视频 ${columnId}-${n}` }),
    );
  const fileIds = videos.map(({ fileId }) => fileId);
  const row = `视频横排 ${columnId}`;
  const grid = `视频宫格 ${columnId}`;
  await make.module({ columnId, type: 8, name: row, displayStyle: 2, position: 0, fileIds });
  await make.module({ columnId, type: 8, name: grid, displayStyle: 3, position: 1, fileIds });
  return { path: `home.html?column=${columnId}`, row, grid };
}

async function openPage(browser: Browser, page: Page, javaScript: boolean): Promise<Page> {
  if (javaScript) return page;
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

for (const javaScript of [true, false]) {
  test.describe(`with JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test('video cards in a row and in a grid show their pictures and badges', async ({
      browser,
      page: own,
      make,
    }) => {
      const { path, row, grid } = await videoModules(make);
      const page = await openPage(browser, own, javaScript);
      await page.goto(path);
      const cardRow = page.getByRole('region', { name: row });
      // as designed: the row swipes sideways, its first card lined up with the page's text, the grid two abreast
      const list = cardRow.getByRole('list');
      await list.scrollIntoViewIfNeeded();
      expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
      const indent = await list.evaluate(
        (ul) => ul.firstElementChild!.getBoundingClientRect().left - ul.getBoundingClientRect().left,
      );
      expect(indent).toBeGreaterThan(10);
      await expectCardsShown(page, cardRow, 3, /^视频$/);
      const cardGrid = page.getByRole('region', { name: grid });
      await expectCardsShown(page, cardGrid, 3, /^视频$/);
      const tops = await cardGrid
        .getByRole('listitem')
        .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
      expect(tops[0]).toBe(tops[1]);
      expect(tops[2]).toBeGreaterThan(tops[0]!);
      if (!javaScript) await page.context().close();
    });

    test('the demo’s live module shows each live’s status on its picture', async ({ browser, page: own }) => {
      const page = await openPage(browser, own, javaScript);
      await page.goto('home.html');
      const statuses = ['预告', '直播中', '已结束'];
      // the module whose cards carry all three states, whatever the demo calls it
      let lives = page.locator('section[aria-labelledby^="module-"]');
      for (const status of statuses) lives = lives.filter({ has: page.getByText(status, { exact: true }) });
      await expect(lives).toHaveCount(1);
      const shown = await expectCardsShown(page, lives, statuses.length, /^(预告|直播中|已结束)$/);
      expect([...shown].sort()).toEqual([...statuses].sort());
      if (!javaScript) await page.context().close();
    });
  });
}
