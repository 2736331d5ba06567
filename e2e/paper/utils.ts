import type { Locator, Page } from '@playwright/test';

/** A finger's swipe across `target` (touch events, as a phone sends them): `left` turns to what comes next. */
export async function swipe(page: Page, target: Locator, direction: 'left' | 'right' | 'up' | 'down') {
  const box = (await target.boundingBox())!;
  const centre = {
    x: box.x + box.width / 2,
    y: box.y + Math.min(box.height, page.viewportSize()!.height) / 2,
  };
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
