import type { Browser, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/**
 * Taps a picture until the viewer opens: the tap handler arrives with the idle shell, a moment after hydration, and
 * a tap before it does what a tap on a plain picture does (nothing).
 */
export async function openViewerOn(page: Page, picture: ReturnType<Page['locator']>) {
  const viewer = page.locator('.pswp');
  await expect(async () => {
    await picture.click();
    await expect(viewer).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // the picture itself, not its placeholder: until it has loaded, the viewer answers no gesture on it
  await expect(
    viewer.locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)'),
  ).toBeVisible({
    timeout: 15_000,
  });
  return viewer;
}

/** The playing position of the page's first <video> or <audio>, in seconds. */
export function positionOf(page: Page, selector: 'video' | 'audio') {
  return page.evaluate((s) => document.querySelector<HTMLMediaElement>(s)?.currentTime ?? 0, selector);
}
