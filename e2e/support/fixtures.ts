// The shared test fixture. Import `test` and `expect` from here, not from @playwright/test.
//
// Axe: the page as each test leaves it is checked, and the test fails on any serious or critical violation, WCAG 2.2
// AA included (its target size, 24 CSS px tap targets or as much room around them, is what Lighthouse's mobile audit
// checks too). Pages a test passes through on its way are not opened again: each of them is a route, and
// e2e/all-pages.spec.ts loads every route fresh and checks it with axe; what a test adds is the state it leaves (a
// theme, a language, appended items, an error page), and that is what the check here sees.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { factories, type Factories } from './factories';

const failingImpacts = new Set(['serious', 'critical']);
/** the URL each page was last checked at, so that the closing check does not repeat a test's own */
const checkedAt = new WeakMap<Page, string>();

async function axeProblems(page: Page): Promise<string[]> {
  // axe measures a tap target by its unobscured part, and where a test leaves the page scrolled a control may pass
  // under the sticky top bar, where a reader scrolls it out before tapping it: the bar is checked in the page's flow
  // instead (every page is also checked unscrolled, bar and all, by e2e/all-pages.spec.ts). And a part the browser
  // skips until the reader nears it (content-visibility: auto, the comments) stands at its guessed height, what
  // follows it drawn over its controls: it is laid out as the reader meets it, scrolled to.
  await page
    .evaluate(() => {
      for (const bar of document.querySelectorAll<HTMLElement>('header[data-first-screen]'))
        bar.style.position = 'static';
      for (const part of document.querySelectorAll<HTMLElement>('body *'))
        if (getComputedStyle(part).getPropertyValue('content-visibility') === 'auto')
          part.style.setProperty('content-visibility', 'visible');
    })
    .catch(() => undefined);
  const { violations, incomplete } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // in one run inside the page: the default opens a blank page per check to merge cross-origin frames' results
    // (about a second each), and the pages have no frames (the article sanitiser drops them). A cross-origin frame,
    // which this mode cannot test, fails below instead of passing unseen.
    .setLegacyMode(true)
    .analyze();
  checkedAt.set(page, page.url());
  const untested = incomplete.filter((result) => result.id === 'frame-tested');
  return [...violations.filter((violation) => failingImpacts.has(violation.impact ?? '')), ...untested].map(
    (violation) =>
      `${page.url()}: ${violation.id} (${violation.impact}) ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
}

/** Fails on any serious or critical axe violation of the page as it is now, or a frame axe could not test. */
export async function expectAxeClean(page: Page) {
  expect(await axeProblems(page), 'axe: serious or critical violations').toEqual([]);
}

/** An address of the test's own in the benchmarking range (198.18.0.0/15, RFC 2544), the same on its retries. */
function readerAddressOf(testId: string): string {
  let hash = 0;
  for (const c of testId) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 1) & 255}.${((hash >>> 9) % 254) + 1}`;
}

export const test = base.extend<{ make: Factories }>({
  // each test is one reader at an address of its own, passed on by the front proxy the app server trusts here
  // (e2e/support/servers.mjs): the publisher's per-address limits count this journey's sign-ins, not the suite's
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ 'x-forwarded-for': readerAddressOf(testInfo.testId), ...extraHTTPHeaders });
  },
  // the page a test asks for is checked as the test leaves it; tests of bare requests open none
  page: async ({ page }, use) => {
    await use(page);
    if (page.isClosed() || !/^https?:/.test(page.url()) || checkedAt.get(page) === page.url()) return;
    await expectAxeClean(page);
  },
  make: async ({ request }, use) => {
    await use(factories(request));
  },
});

/**
 * Opens `url` and waits until React has hydrated it, for tests of what JavaScript adds: pages hydrate only after
 * `load` and the first paint (app/server/hydrateAfterLoad.ts), and a tap before that follows the plain link.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return response;
}

export { expect };
