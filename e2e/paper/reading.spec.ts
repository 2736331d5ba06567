import { expect, expectAxeClean, gotoHydrated, test } from '../support/fixtures';
import { withoutJavaScript } from '../media/utils';
import { swipe } from './utils';

const titlesFor = (run: string) => Array.from({ length: 12 }, (_, i) => `整版稿件${i + 1}号 ${run}`);

test('a day read as its articles only: every page in order with its articles, and back to the pages', async ({
  page,
  make,
}) => {
  const titles = titlesFor(String(Date.now()));
  const edition = await make.paperEdition({ date: '20250401', pages: 4, titles });
  await gotoHydrated(page, edition.page(2));
  await page.getByRole('link', { name: '只看文章' }).click();
  await expect(page).toHaveURL(new RegExp(`${edition.page(2)}\\?view=articles$`));
  // no page pictures, every page a section with its articles in reading order
  await expect(page.getByRole('img', { name: /^第0\d版/ })).toHaveCount(0);
  for (let p = 0; p < 4; p++) {
    const section = page.getByRole('region', { name: new RegExp(`^第0${p + 1}版`) });
    await expect(section.getByRole('link')).toHaveText(
      titles.slice(p * 3, p * 3 + 3).map((t) => new RegExp(t)),
    );
  }
  await expectAxeClean(page);
  await page
    .getByRole('region', { name: /^第03版/ })
    .getByRole('link', { name: new RegExp(titles[7]!) })
    .click();
  // the article's route is fetched on this first visit (its manifest, module and data)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[7]!, { timeout: 15_000 });
  await page.goBack();
  await page.getByRole('link', { name: '看版面' }).click();
  await expect(page).toHaveURL(new RegExp(`${edition.page(2)}$`));
  await expect(page.getByRole('img', { name: /^第02版/ })).toBeVisible();
});

test('search within an edition finds its articles holding the words, names their page, and says when none does', async ({
  page,
  make,
}) => {
  const run = String(Date.now());
  const titles = titlesFor(run);
  titles[4] = `青岚湖畔寻鹭${run}`;
  const edition = await make.paperEdition({ date: '20250402', pages: 4, titles });
  // the same words in another day's issue of the same paper are not this day's
  await make.paperEdition({
    date: '20250403',
    paperId: edition.paperId,
    pages: 1,
    titles: [`寻鹭${run}又一篇`],
  });
  await gotoHydrated(page, edition.page(1));
  const box = page.getByRole('searchbox', { name: '搜索本期' });
  await box.fill(`寻鹭${run}`);
  await box.press('Enter');
  const found = page.getByRole('region', { name: `本期含“寻鹭${run}”的文章` });
  await expect(found.getByRole('link')).toHaveCount(1);
  await expect(found.getByRole('link')).toContainText(titles[4]!);
  await expect(found.getByRole('link')).toContainText('第02版');
  await expectAxeClean(page);
  await found.getByRole('link').click();
  // the article's route is fetched on this first visit (its manifest, module and data)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[4]!, { timeout: 15_000 });
  await page.goBack();

  await box.fill(`没有这篇${run}`);
  await box.press('Enter');
  await expect(page.getByText(`本期没有含“没有这篇${run}”的文章`)).toBeVisible();
  await page.getByRole('link', { name: '返回版面' }).click();
  await expect(page.getByRole('img', { name: /^第01版/ })).toBeVisible();
});

test('without JavaScript the search within an edition is a form that answers', async ({ browser, make }) => {
  const run = String(Date.now());
  const titles = titlesFor(run);
  titles[1] = `无脚本检索${run}`;
  const edition = await make.paperEdition({ date: '20250404', pages: 2, titles });
  const { context, page } = await withoutJavaScript(browser);
  await page.goto(edition.page(2));
  await page.getByRole('searchbox', { name: '搜索本期' }).fill(`无脚本检索${run}`);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(new RegExp(`${edition.page(2)}\\?q=`));
  await expect(page.getByRole('region', { name: /^本期含/ }).getByRole('link')).toContainText(titles[1]!);
  await context.close();
});

test('the address follows the swipe: a reload opens the page being read, and back leaves the paper', async ({
  page,
  make,
}) => {
  const edition = await make.paperEdition({
    date: '20250405',
    pages: 4,
    titles: titlesFor(String(Date.now())),
  });
  await gotoHydrated(page, edition.page(1));
  const lengthBefore = await page.evaluate(() => history.length);
  await swipe(page, page.getByRole('img', { name: /^第01版/ }), 'left');
  await expect(page.getByRole('img', { name: /^第02版/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${edition.page(2)}$`));
  await expect(page).toHaveTitle(/第02版/);
  await swipe(page, page.getByRole('img', { name: /^第02版/ }), 'left');
  await expect(page).toHaveURL(new RegExp(`${edition.page(3)}$`));
  // the strip and the arrows turn in place too
  await page.getByRole('link', { name: '上一版' }).click();
  await expect(page).toHaveURL(new RegExp(`${edition.page(2)}$`));
  await expect(
    page.getByRole('navigation', { name: '本期版面' }).locator('[aria-current="page"]'),
  ).toContainText('02');
  // turning replaced the entry: no trail of pages to go back through
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
  await page.reload();
  await expect(page.getByRole('img', { name: /^第02版/ })).toBeVisible();
});

test('read as articles only, one at a time: a swipe turns to the next article across the pages, the address follows, the next is fetched ahead', async ({
  page,
  make,
}) => {
  const titles = titlesFor(String(Date.now()));
  const edition = await make.paperEdition({ date: '20250406', pages: 4, titles });
  await gotoHydrated(page, `${edition.page(1)}?view=articles`);
  const deck = page.getByRole('region', { name: '逐篇阅读' });
  const card = deck.getByRole('heading', { level: 3 });
  await expect(card).toHaveText(titles[0]!);
  await expect(deck).toContainText('第 1 篇，共 12 篇');
  const lengthBefore = await page.evaluate(() => history.length);
  // the next article is asked for ahead; there is none before the first
  await expect(page.locator('link[rel="prefetch"][href*="newsDetail/"]')).toHaveCount(1);
  await expect(page.locator('link[rel="prefetch"][href*="newsDetail/"]')).toHaveAttribute(
    'href',
    new RegExp(`/${edition.fileIds[0]![1]}\\.html\\?paper=1$`),
  );

  // three swipes to the left: across page 01's last article to page 02's first, the address following
  for (let n = 1; n <= 3; n++) {
    await swipe(page, card, 'left');
    await expect(card).toHaveText(titles[n]!);
  }
  await expect(deck.getByText(/^第02版：.* · 第 4 篇，共 12 篇$/)).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`${edition.page(2)}\\?view=articles&article=${edition.fileIds[1]![0]}$`),
  );
  await expect(page).toHaveTitle(/第02版/);
  await expect(page.getByRole('link', { name: '看版面' })).toHaveAttribute('href', new RegExp(`${edition.page(2)}$`));
  await expect(page.locator('link[rel="prefetch"][href*="newsDetail/"]')).toHaveCount(2);
  await swipe(page, card, 'right');
  await expect(card).toHaveText(titles[2]!);
  await deck.getByRole('link', { name: '下一篇' }).click();
  await expect(card).toHaveText(titles[3]!);
  // turned in place: no trail to go back through; a reload opens the article being read
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
  await page.reload();
  await expect(card).toHaveText(titles[3]!);
  await expectAxeClean(page);
  await deck.getByRole('link', { name: new RegExp(`^阅读全文`) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[3]!, { timeout: 15_000 });
});

test('without JavaScript the articles-only reading is the day’s list, its arrows links to each article in turn', async ({
  browser,
  make,
}) => {
  const titles = titlesFor(String(Date.now()));
  const edition = await make.paperEdition({ date: '20250407', pages: 2, titles: titles.slice(0, 6) });
  const { context, page } = await withoutJavaScript(browser);
  await page.goto(`${edition.page(1)}?view=articles`);
  for (let p = 0; p < 2; p++)
    await expect(
      page.getByRole('region', { name: new RegExp(`^第0${p + 1}版`) }).getByRole('link'),
    ).toHaveText(titles.slice(p * 3, p * 3 + 3).map((t) => new RegExp(t)));
  const deck = page.getByRole('region', { name: '逐篇阅读' });
  await deck.getByRole('link', { name: '下一篇' }).click();
  await expect(deck.getByRole('heading', { level: 3 })).toHaveText(titles[1]!);
  await expect(page).toHaveURL(new RegExp(`\\?view=articles&article=${edition.fileIds[0]![1]}$`));
  await context.close();
});

test('by eye, dark, zh and bo, at 375 and 320 px: the paper page and its articles-only reading', async ({
  page,
  make,
}) => {
  const titles = titlesFor(String(Date.now()));
  const edition = await make.paperEdition({ date: '20250408', pages: 3, titles: titles.slice(0, 9) });
  test.setTimeout(120_000);
  await gotoHydrated(page, edition.page(1));
  for (const lang of ['zh', 'bo'] as const) {
    await page
      .context()
      .addCookies([{ name: 'lang', value: lang, domain: new URL(page.url()).hostname, path: '/' }]);
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 667 });
      // the site's dark theme is the address's (?theme=dark, spec §4)
      await gotoHydrated(page, `${edition.page(1)}?theme=dark`);
      await expect(page.locator('main img').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`paper-${lang}-${width}-dark.png`) });
      await page.screenshot({ path: test.info().outputPath(`paper-${lang}-${width}-dark-full.png`), fullPage: true });
      await gotoHydrated(page, `${edition.page(1)}?view=articles&theme=dark`);
      await page.screenshot({ path: test.info().outputPath(`articles-${lang}-${width}-dark.png`), fullPage: true });
    }
  }
});
