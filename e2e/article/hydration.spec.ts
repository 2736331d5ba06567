import { expect, test } from '../support/fixtures';

/** Resolves once the page's main thread has had an idle moment: what hydration and the catalogs set off is done. */
const idle = () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2_000 }));

test('hydration leaves the article’s body as the server sent it: no node taken out or put back', async ({
  page,
  make,
}) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as { bodyMoves?: string[] }).bodyMoves = moved;
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (!(change.target as Element).closest?.('article')) continue;
        // the body is paragraphs and figures; controls of the page may come and go (the scroll-to-bottom button)
        for (const node of Array.from(change.removedNodes))
          if (/^(P|FIGURE|IMG|#text)$/.test(node.nodeName))
            moved.push(`${change.target.nodeName}>${node.nodeName}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`newsDetail/${columnId}/${fileId}.html`);
  const firstParagraph = await page.locator('article p').filter({ hasText: '第1段' }).elementHandle();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // the idle shell comes last; by then every render hydration set off has been committed
  await page.locator('html[data-field-speed]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.evaluate(idle);
  expect(await page.evaluate(() => (window as { bodyMoves?: string[] }).bodyMoves)).toEqual([]);
  // the paragraph on the screen is the one the server sent
  expect(await firstParagraph!.evaluate((p) => p.isConnected)).toBe(true);
});
