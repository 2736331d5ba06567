// Issue 40, "choices persist" (docs/reader-settings.md): the theme and text size chosen once in 设置 hold on every
// page the reader opens next, drawn by the server from its first byte, with or without JavaScript; the native app's
// ?dark= wins for its page and, inside the app, for the pages its links open.
import type { Page } from '@playwright/test';
import { appPage } from '../platform/appShell';
import type { Factories } from '../support/factories';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { signedInPage } from '../support/signIn';

/** The <html> start tag the server sends for the page's address to this reader (the context's cookies). */
async function serverHtmlTag(page: Page): Promise<string> {
  const response = await page.request.get(page.url());
  return /<html[^>]*>/.exec(await response.text())?.[0] ?? '';
}

/** The rem base over a tenth of the screen: 1.125 for 大 (spec §9: base plus one step of an eighth). */
function textScale(page: Page): Promise<number> {
  return page.evaluate(
    () => parseFloat(getComputedStyle(document.documentElement).fontSize) / (innerWidth / 10),
  );
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const dark = 'rgb(20, 20, 20)';
const light = 'rgb(255, 255, 255)';

/** Dark and large on screen and in the server's own HTML for this address. */
async function expectDarkAndLarge(page: Page, where: string) {
  await expect(page.locator('html'), where).toHaveClass(/(^| )theme-dark( |$)/);
  await expect(page.locator('html'), where).toHaveAttribute('data-text-size', 'large');
  expect(await background(page), where).toBe(dark);
  expect(await textScale(page), where).toBeCloseTo(1.125, 2);
  const tag = await serverHtmlTag(page);
  expect(tag, where).toMatch(/class="[^"]*\btheme-dark\b/);
  expect(tag, where).toContain('data-text-size="large"');
}

/** On the page with 设置: chooses 大 and 深色. */
async function chooseLargeAndDark(page: Page) {
  const settings = page.getByRole('region', { name: '设置' });
  await settings.getByRole('button', { name: '大', exact: true }).click();
  await expect(settings.getByRole('button', { name: '大', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await settings.getByRole('button', { name: '深色' }).click();
  await expect(settings.getByRole('button', { name: '深色' })).toHaveAttribute('aria-pressed', 'true');
}

/** A column of the test's own, a tab on home, with an article in it. */
async function columnWithArticle(make: Factories, what: string) {
  const name = `设置${what} ${Date.now()}`;
  const { columnId } = await make.column({ name });
  const title = `设置：${what}的稿件 ${Date.now()}`;
  const { fileId } = await make.article({ columnId, title });
  return { column: { name, columnId }, article: { title, fileId } };
}

/** From where the reader is: home by the logo, the column by its tab, its article by the title, 关于我们. */
async function tapThroughPages(
  page: Page,
  { column, article }: Awaited<ReturnType<typeof columnWithArticle>>,
) {
  await page.getByRole('banner').getByRole('link', { name: /首页/ }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
  await expectDarkAndLarge(page, 'home');
  await page.getByRole('link', { name: column.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`column=${column.columnId}`));
  const title = article.title;
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/newsDetail\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectDarkAndLarge(page, 'article');
  await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/\/aboutUs\.html$/);
  await expectDarkAndLarge(page, 'about us');
}

test('大 and 深色 chosen once, from a tap on the top bar, hold on every page tapped to next', async ({
  page,
  make,
}) => {
  const made = await columnWithArticle(make, '深色大字');
  await gotoHydrated(page, `newsDetail/${made.column.columnId}/${made.article.fileId}.html`);
  expect(await textScale(page)).toBeCloseTo(1, 2);
  await page.getByRole('banner').getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login\.html$/);
  await chooseLargeAndDark(page);
  // the page the choice was made on changes at once
  await expectDarkAndLarge(page, 'login');
  await tapThroughPages(page, made);
});

test('without JavaScript the forms store the choices, come back, and every page after is dark and large', async ({
  browser,
  make,
}) => {
  const made = await columnWithArticle(make, '无脚本');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('login.html');
  await chooseLargeAndDark(page);
  await expect(page).toHaveURL(/\/login\.html$/);
  await expectDarkAndLarge(page, 'login');
  await tapThroughPages(page, made);
  await context.close();
});

test("跟随系统 follows the phone's dark mode, light where it is light", async ({ page }) => {
  await gotoHydrated(page, 'login.html');
  await page.getByRole('region', { name: '设置' }).getByRole('button', { name: '跟随系统' }).click();
  await expect(page.locator('html')).toHaveClass(/theme-system/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(page)).toBe(dark);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(page)).toBe(light);
});

test('inside the app, ?dark=true wins for its page and holds on the pages its links open; dark=false too', async ({
  browser,
  make,
}) => {
  const { column, article } = await columnWithArticle(make, '客户端');
  const title = article.title;
  const page = await appPage(browser);
  await page.goto(`home.html?column=${column.columnId}&dark=true`);
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/newsDetail\//);
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  expect(await serverHtmlTag(page)).toMatch(/class="[^"]*\btheme-dark\b/);

  await page.goto(`home.html?column=${column.columnId}&dark=false`);
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/newsDetail\//);
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  expect(await serverHtmlTag(page)).toMatch(/class="[^"]*\btheme-light\b/);
  await page.context().close();
});

test("in a browser, a link's ?dark=true is dark for its page only and leaves the reader's choice alone", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, 'home.html?dark=true');
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  expect(await background(page)).toBe(dark);
  await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/\/aboutUs\.html$/);
  await expect(page.locator('html')).toHaveClass(/theme-light/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('theme');
});

test("the member's page has 设置 beside its one 退出登录, and its choices hold", async ({
  browser,
  make,
}) => {
  const member = await make.member();
  const page = await signedInPage(browser, member);
  await page.getByRole('banner').getByRole('link', { name: /我的/ }).click();
  const settings = page.getByRole('region', { name: '设置' });
  await expect(settings.getByRole('navigation', { name: '语言' })).toBeVisible();
  await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(1);
  await settings.getByRole('button', { name: '特大' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'xlarge');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'xlarge');
  expect(await textScale(page)).toBeCloseTo(1.25, 2);
  await page.context().close();
});
