import { expect, test } from '../support/fixtures';

const results = (page: import('@playwright/test').Page) => page.getByRole('list', { name: '搜索结果' });

test('the 订阅号 tab finds an account by its exact name and by part of it, and opens its page', async ({
  page,
  make,
}) => {
  const name = `青岚测试发布${Date.now() % 100_000}`;
  const { xyId } = await make.xyAccount({ name });
  const accountPage = new RegExp(`xyDetail/${xyId}\\.html$`);

  await page.goto(`search.html?key=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: '订阅号' }).click();
  await expect(page.getByRole('link', { name: '订阅号' })).toHaveAttribute('aria-current', 'page');
  const hit = results(page).getByRole('link', { name: new RegExp(name) });
  await expect(hit).toHaveAttribute('href', accountPage);
  // the searched words marked in the name, as in every tab
  await expect(hit.getByRole('heading').locator('mark')).toHaveText(name);

  // part of the name, typed in the box while on the tab
  await page.getByRole('searchbox').fill(name.slice(2, 8));
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByRole('link', { name: '订阅号' })).toHaveAttribute('aria-current', 'page');
  await results(page)
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(accountPage);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the demo’s own 青岚发布 is found on the 订阅号 tab', async ({ page }) => {
  await page.goto(`search.html?key=${encodeURIComponent('青岚发布')}&tab=7`);
  await expect(
    results(page)
      .getByRole('link', { name: /^青岚发布/ })
      .first(),
  ).toHaveAttribute('href', /xyDetail\/\d+\.html$/);
});

for (const [lang, tabs] of [
  ['en', ['News', 'Videos', 'Specials', 'Accounts']],
  ['de', ['Nachrichten', 'Videos', 'Dossiers', 'Konten']],
  ['fr', ['Actualités', 'Vidéos', 'Dossiers', 'Comptes']],
  ['bo', ['གསར་འགྱུར།', 'བརྙན་ཟློས།', 'ཆེད་དོན།', 'ཨ་ཁའོ་ཊི།']],
] as const) {
  test(`in ${lang} the search tabs are in the reader’s language`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto('search.html?key=青岚');
    const nav = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: tabs[0], exact: true }) });
    for (const name of tabs) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: '新闻', exact: true })).toHaveCount(0);
  });
}
