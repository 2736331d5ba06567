// docs/no-javascript.md: without JavaScript every control works (a link, a form) or is not shown.
import type { Page } from '@playwright/test';

/**
 * The visible `<button>`s outside a `<form>` on a page opened with JavaScript off: each does nothing there. A
 * control only the script can make work carries `data-needs-script`, which hides it (app/styles/base.css).
 */
export function deadControls(page: Page): Promise<string[]> {
  return page.locator('button').evaluateAll((buttons) =>
    buttons
      .filter((button) => !button.closest('form') && button.getClientRects().length > 0)
      .map((button) => {
        const name = button.getAttribute('aria-label') || button.textContent?.trim() || '(no name)';
        const where = button.closest('[id]')?.id;
        return `${name}${where ? ` in #${where}` : ''}: ${button.outerHTML.slice(0, 160)}`;
      }),
  );
}
