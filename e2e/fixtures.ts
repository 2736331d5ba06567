// The shared test fixture: every page a test visits is checked with axe afterwards, and the test fails on any
// serious or critical violation. Import `test` and `expect` from here, not from @playwright/test.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const failingImpacts = new Set(['serious', 'critical']);

async function axeProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${page.url()}: ${violation.id} (${violation.impact}) ${violation.help}\n    ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n    ')}`,
    );
}

export const test = base.extend<{ axeEveryPage: void }>({
  axeEveryPage: [
    async ({ page, context }, use) => {
      const visited = new Set<string>();
      page.on('load', () => {
        if (/^https?:/.test(page.url())) visited.add(page.url());
      });
      await use();
      // the page as the test left it, then every page it loaded, fresh
      const problems = page.isClosed() || page.url() === 'about:blank' ? [] : await axeProblems(page);
      for (const url of visited) {
        const again = await context.newPage();
        await again.goto(url, { waitUntil: 'load' });
        problems.push(...(await axeProblems(again)));
        await again.close();
      }
      expect([...new Set(problems)], 'axe: serious or critical violations').toEqual([]);
    },
    { auto: true },
  ],
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
