// docs/no-javascript.md: without JavaScript every control works (a link, a form) or is not shown.
import type { Page } from '@playwright/test';

/**
 * The visible `<button>`s outside a `<form>` on a page opened with JavaScript off: each does nothing there. A
 * control only the script can make work carries `data-needs-script`, which hides it (app/styles/base.css). Read
 * through locators (Playwright's own script), as the page runs none.
 */
export async function deadControls(page: Page): Promise<string[]> {
  const dead: string[] = [];
  for (const button of await page.locator('button:visible').all()) {
    if ((await button.locator('xpath=ancestor::form').count()) > 0) continue;
    const name = (await button.getAttribute('aria-label')) || (await button.innerText()).trim() || '(no name)';
    const holder = button.locator('xpath=ancestor::*[@id][1]');
    const where = (await holder.count()) > 0 ? await holder.getAttribute('id') : null;
    dead.push(`${name}${where ? ` in #${where}` : ''}`);
  }
  return dead;
}
