import { expect, type Locator, type Page } from '@playwright/test';

/** A finger's swipe across `target` (touch events, as a phone sends them): `left` turns to what comes next. */
export async function swipe(page: Page, target: Locator, direction: 'left' | 'right' | 'up' | 'down') {
  // a finger lands on what the screen shows there: the target in view, and nothing from elsewhere (a bar, a toast)
  // over it (what lies on it inside its own box, as a page's article areas on its picture, is its own)
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const centre = {
    x: box.x + box.width / 2,
    y: box.y + Math.min(box.height, page.viewportSize()!.height) / 2,
  };
  await expect
    .poll(
      () =>
        target.evaluate((element, { x, y }) => {
          const hit = document.elementFromPoint(x, y);
          return Boolean(hit && (element.parentElement ?? element).contains(hit));
        }, centre),
      { message: `the swipe starts on ${target}` },
    )
    .toBe(true);
  const reach = { left: [-0.35, 0], right: [0.35, 0], up: [0, -0.3], down: [0, 0.3] }[direction];
  const size = { x: box.width, y: Math.min(box.height, page.viewportSize()!.height) };
  const cdp = await page.context().newCDPSession(page);
  const at = (f: number) => [
    {
      x: centre.x - (reach[0]! * size.x) / 2 + reach[0]! * size.x * f,
      y: centre.y - (reach[1]! * size.y) / 2 + reach[1]! * size.y * f,
    },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 8; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** yyyyMMdd of `daysAgo` days before today in Beijing time, as the paper dates its issues. */
export function beijingDate(daysAgo = 0): string {
  const day = new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000);
  return day.toISOString().slice(0, 10).replaceAll('-', '');
}
