import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';

test('switching to Tibetan shows Tibetan text in the self-hosted Tibetan font', async ({ page }) => {
  await gotoHydrated(page, 'login.html');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.locator('footer').getByRole('button', { name: 'བོད་ཡིག' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'bo');
  await expect(page.locator('html')).toHaveClass(/script-Tibt/);
  const tag = page.locator('header').getByText('ལག་ཐོགས་པར་གཞི།');
  await expect(tag).toBeVisible();
  expect(await tag.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Serif Tibetan"?/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Serif Tibetan"', 'ལག')), {
      timeout: 10_000,
    })
    .toBe(true);
  expect(
    await page.evaluate(() =>
      [...document.fonts].some((f) => f.family.includes('Noto Serif Tibetan') && f.status === 'loaded'),
    ),
  ).toBe(true);

  // the choice is stored: a fresh load renders Tibetan on the server
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bo');
});

/** The Tibetan font files a page fetches as it loads, by name: the full face, or the face of the one word བོད་ཡིག. */
async function tibetanFontsFetched(page: Page, path: string): Promise<string[]> {
  const fonts = new Set<string>();
  page.on('requestfinished', (request) => {
    const name = /(noto-serif-tibetan-\d+|tibetan-language-name)\.woff2/.exec(request.url());
    if (name) fonts.add(name[1]!);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return [...fonts].sort();
}

test('a Chinese page draws the Tibetan language name from its 2.5 KB face alone, with or without JavaScript', async ({
  browser,
  page,
}) => {
  // home lists the Tibetan column, named བོད་ཡིག too, and the footer the language
  expect(await tibetanFontsFetched(page, 'home.html')).toEqual(['tibetan-language-name']);
  const context = await browser.newContext({ javaScriptEnabled: false });
  expect(await tibetanFontsFetched(await context.newPage(), 'login.html')).toEqual(['tibetan-language-name']);
  await context.close();
});

test('a Chinese page showing other Tibetan text fetches the Tibetan face for it', async ({ page, make }) => {
  const { columnId } = await make.column();
  await make.article({ columnId, title: 'ལྷ་སའི་གནས་ཚུལ།' });
  expect(await tibetanFontsFetched(page, `home.html?column=${columnId}`)).toContain('noto-serif-tibetan-400');
});

test('a Tibetan page without JavaScript draws in the Tibetan face', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'lang', value: 'bo', url: baseURL! }]);
  const fetched = await tibetanFontsFetched(await context.newPage(), 'login.html');
  expect(fetched).toContain('noto-serif-tibetan-400');
  // the full face draws the language's name too: one face for all the page's Tibetan
  expect(fetched).not.toContain('tibetan-language-name');
  await context.close();
});

test('each language sets lang on the document', async ({ page, context, baseURL }) => {
  for (const [code, tag] of [
    ['en', 'en'],
    ['de', 'de'],
    ['fr', 'fr'],
  ] as const) {
    await context.addCookies([{ name: 'lang', value: code, url: baseURL! }]);
    await page.goto('login.html');
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
  }
});

test('without JavaScript the footer switches the language and comes back to the same page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('home.html?page=1');
  const languages = page.locator('footer').getByRole('navigation');
  await expect(page.getByRole('link', { name: '加载更多' })).toBeVisible();

  await languages.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/home\.html\?page=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Load more' })).toBeVisible();
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await languages.getByRole('button', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/home\.html\?page=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('link', { name: '加载更多' })).toBeVisible();
  await context.close();
});

test('the settings address stores a language and sends the reader back to a page of this site only', async ({
  request,
  baseURL,
}) => {
  // [query, where it sends the reader (under the base path), the language it stores]
  for (const [query, back, stored] of [
    ['lang=en&back=/newsDetail/1/2.html?title=x', 'newsDetail/1/2.html?title=x', 'en'],
    ['lang=de&back=//evil.example/x', 'home.html', 'de'],
    ['lang=fr&back=https://evil.example/', 'home.html', 'fr'],
    ['lang=bo&back=/%09/evil.example', 'home.html', 'bo'],
    [`lang=en&back=${encodeURIComponent('/\t/evil.example')}`, 'home.html', 'en'],
    [`lang=en&back=${encodeURIComponent('/\\evil.example')}`, 'home.html', 'en'],
    ['lang=xx&back=/login.html', 'login.html', undefined],
    ['', 'home.html', undefined],
  ] as const) {
    const response = await request.get(`settings?${query}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(303);
    expect(new URL(response.headers()['location']!, response.url()).href, query).toBe(
      new URL(back, baseURL).href,
    );
    expect(response.headers()['cache-control'], query).toBe('no-store');
    const cookie = response.headers()['set-cookie'];
    if (stored) expect(cookie, query).toMatch(new RegExp(`^lang=${stored};.*Path=/`));
    else expect(cookie, query).toBeUndefined();
  }
});
