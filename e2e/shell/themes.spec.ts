import { expect, test } from '../support/fixtures';

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('light by default', async ({ page }) => {
  await page.goto('login.html');
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  expect(await background(page)).toBe('rgb(255, 255, 255)');
});

test('dark=true applies the dark theme', async ({ page }) => {
  await page.goto('login.html?dark=true');
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  expect(await background(page)).toBe('rgb(20, 20, 20)');
});

test('grey applies a grayscale filter to the whole page', async ({ page }) => {
  await page.goto('login.html?grey=1');
  await expect(page.locator('html')).toHaveClass(/theme-grey/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('grayscale(1)');
});

test('first-screen grey greys the top bar only', async ({ page }) => {
  await page.goto('login.html?theme=first-screen-grey');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('none');
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).filter),
  ).toBe('grayscale(1)');
});
