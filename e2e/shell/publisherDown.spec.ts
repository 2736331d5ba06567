import { expect, test } from '../support/fixtures';
import { basePath, downUrl } from '../support/ports';

const home = `${downUrl}${basePath}home.html`;

test('publisher down: HTTP 503 and an error page with retry, not a blank page', async ({ page }) => {
  const response = await page.goto(home);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: '服务暂时不可用' })).toBeVisible();
  const retry = page.getByRole('link', { name: '重试' });
  await expect(retry).toHaveAttribute('href', `${basePath}home.html`);
  await retry.click();
  await expect(page.getByRole('heading', { name: '服务暂时不可用' })).toBeVisible();
});

test('publisher down: the error page is in the reader’s language', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'bo', url: home }]);
  const response = await page.goto(home);
  expect(response?.status()).toBe(503);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bo');
  await expect(page.getByRole('heading', { name: 'ཞབས་ཞུ་སྤྱོད་མི་ཐུབ།' })).toBeVisible();
});

test('publisher down: the interface proxy answers 502 without a stack trace', async ({ request }) => {
  const response = await request.get(`${downUrl}/app_if/getConfig?appID=1`);
  expect(response.status()).toBe(502);
  const text = await response.text();
  expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  expect(JSON.parse(text)).toMatchObject({ status: -1 });
});
