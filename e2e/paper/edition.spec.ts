import { expect, expectAxeClean, gotoHydrated, test } from '../support/fixtures';
import { withoutJavaScript } from '../media/utils';
import { beijingDate, swipe } from './utils';

const titlesFor = (run: string) => Array.from({ length: 24 }, (_, i) => `版面稿件${i + 1}号 ${run}`);

test('a day of the paper: pick an earlier day, swipe to page 3, read an article from its area, and come back to the same page', async ({
  page,
  make,
}) => {
  // a long journey through four loaders and two route modules fetched on first use
  test.slow();
  const titles = titlesFor(String(Date.now()));
  const earlier = await make.paperEdition({ date: '20250301', titles });
  const later = await make.paperEdition({ date: '20250302', paperId: earlier.paperId });

  await gotoHydrated(page, later.page(1));
  const picker = page.locator('summary');
  await expect(picker).toContainText('2025年3月2日');
  // only the days the paper came out are links in the picker
  await picker.click();
  const march = page.getByRole('region', { name: '2025年3月' });
  await expect(march.getByRole('link')).toHaveCount(2);
  // the open picker, as much as the page, is for every reader
  await expectAxeClean(page);
  await march.getByRole('link', { name: '2025年3月1日' }).click();
  await expect(page).toHaveURL(new RegExp(`${earlier.page(1)}$`));
  await expect(picker).toContainText('2025年3月1日');
  await expect(page.getByRole('img', { name: /^第01版/ })).toHaveAttribute(
    'src',
    new RegExp(`/${earlier.layoutIds[0]}\\.jpg`),
  );

  // two swipes to the left: page 02, then page 03, the strip following
  const sheet = page.getByRole('img', { name: /^第01版/ });
  await swipe(page, sheet, 'left');
  await expect(page).toHaveURL(new RegExp(`${earlier.page(2)}$`));
  await swipe(page, page.getByRole('img', { name: /^第02版/ }), 'left');
  await expect(page).toHaveURL(new RegExp(`${earlier.page(3)}$`));
  const pages = page.getByRole('navigation', { name: '本期版面' });
  await expect(pages.locator('[aria-current="page"]')).toContainText('03');

  // page 3's first area is its first article
  const [first] = earlier.fileIds[2]!;
  await page.locator(`[data-area="${first}"]`).click();
  // the article's route is fetched on this first visit (its manifest, module and data)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[6]!, { timeout: 15_000 });
  await expect(page.locator('article')).toContainText(/\S{10}/);

  await page.getByRole('link', { name: /返回第03版/ }).click();
  await expect(page).toHaveURL(new RegExp(`${earlier.page(3)}$`));
  await expect(page.getByRole('img', { name: /^第03版/ })).toBeVisible();
});

test("without JavaScript a page is its image and its articles as links, and the page's neighbours are fetched ahead", async ({
  browser,
  make,
}) => {
  const titles = titlesFor(`nojs ${Date.now()}`);
  const edition = await make.paperEdition({ date: '20250310', pages: 4, titles });
  const { context, page } = await withoutJavaScript(browser);
  expect((await page.goto(edition.page(2)))?.status()).toBe(200);
  const image = page.getByRole('img', { name: /^第02版/ });
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  const list = page.getByRole('region', { name: '本版文章' });
  await expect(list.getByRole('link')).toHaveText(titles.slice(3, 6).map((t) => new RegExp(t)));
  await expect(page.locator('link[rel="prefetch"][as="image"]')).toHaveCount(2);
  await expect(page.getByRole('link', { name: '版面 PDF' })).toHaveAttribute('href', /\.pdf$/);
  // the share card names the paper, the day and the page
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /^测试报\S* 2025年3月10日 第02版：/,
  );
  await context.close();
});

test('every form of the address reads without JavaScript: the latest issue, a day, a day of a paper, a page of it', async ({
  browser,
  make,
}) => {
  const titles = titlesFor(`forms ${Date.now()}`);
  const edition = await make.paperEdition({ date: '20250311', pages: 3, titles });
  const yesterday = beijingDate(1);
  const { context, page } = await withoutJavaScript(browser);
  const forms = [
    // the site's own paper: its latest issue, and yesterday's
    { path: 'paperSharePage.html', page: /^第01版/, article: /\S/ },
    { path: `paperSharePage/${yesterday}.html`, page: /^第01版/, article: /\S/, day: yesterday },
    // a paper of its own: the day's first page, and a page named
    { path: `paperSharePage/${edition.date}/${edition.paperId}.html`, page: /^第01版/, article: titles[0]! },
    { path: edition.page(3), page: /^第03版/, article: titles[6]! },
  ];
  for (const form of forms) {
    expect((await page.goto(form.path))?.status(), form.path).toBe(200);
    await expect(page.getByRole('img', { name: form.page }), form.path).toBeVisible();
    await expect(page.getByRole('region', { name: '本版文章' }).getByRole('link').first()).toContainText(
      form.article,
    );
    if (form.day)
      await expect(page.locator('summary')).toContainText(
        `${Number(form.day.slice(0, 4))}年${Number(form.day.slice(4, 6))}月${Number(form.day.slice(6))}日`,
      );
  }
  await context.close();
});

test('a day the paper did not come out, or a page it does not have, is a 404 with a way home', async ({
  page,
  make,
}) => {
  const edition = await make.paperEdition({ date: '20250320', pages: 2 });
  expect((await page.goto(`paperSharePage/20250321/${edition.paperId}/01.html`))?.status()).toBe(404);
  expect((await page.goto(edition.page(9)))?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /首页/ }).first()).toBeVisible();
});
