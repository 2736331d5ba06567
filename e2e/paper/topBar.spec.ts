import { expect, gotoHydrated, test } from '../support/fixtures';
import { beijingDate, swipe } from './utils';

const dayLabel = (date: string) =>
  `${Number(date.slice(0, 4))}年${Number(date.slice(4, 6))}月${Number(date.slice(6))}日`;

test("the top bar's newspaper opens today's issue; from there an earlier day, its page 3, an article from its area, and back to that page", async ({
  page,
}) => {
  // a long journey through the paper's loaders and the article's route, fetched on first use
  test.slow();
  await gotoHydrated(page, 'home.html');
  const opening = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^数字报/ }).click();
  const paper = await opening;
  await expect(paper).toHaveURL(/\/paperSharePage\.html$/);
  await expect(paper.locator('summary')).toContainText(dayLabel(beijingDate()));
  await expect(paper.getByRole('img', { name: /^第01版/ })).toBeVisible();
  await expect(paper.getByRole('region', { name: '本版文章' }).getByRole('link').first()).toBeVisible();
  await paper.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  // the demo paper came out every day: yesterday's issue from the picker
  const yesterday = beijingDate(1);
  await paper.locator('summary').click();
  await paper.getByRole('link', { name: dayLabel(yesterday), exact: true }).click();
  await expect(paper).toHaveURL(new RegExp(`/paperSharePage/${yesterday}/\\d+/01\\.html$`));
  await expect(paper.locator('summary')).toContainText(dayLabel(yesterday));
  const here = paper.url();

  await swipe(paper, paper.getByRole('img', { name: /^第01版/ }), 'left');
  await expect(paper.getByRole('img', { name: /^第02版/ })).toBeVisible();
  await swipe(paper, paper.getByRole('img', { name: /^第02版/ }), 'left');
  await expect(paper).toHaveURL(here.replace(/01\.html$/, '03.html'));

  // the page's first area is its first article: tapped, it opens to be read
  const area = paper.locator('[data-area]').first();
  const headline = (await area.textContent())!.trim();
  await area.click();
  await expect(paper.getByRole('heading', { level: 1 })).toHaveText(headline, { timeout: 15_000 });
  await expect(paper.locator('article')).toContainText(/\S{10}/);
  await paper.getByRole('link', { name: /返回第03版/ }).click();
  await expect(paper).toHaveURL(here.replace(/01\.html$/, '03.html'));
  await expect(paper.getByRole('img', { name: /^第03版/ })).toBeVisible();
  await paper.close();
});

test("the newspaper icon's address is a page on every page that shows it", async ({ request, make }) => {
  const { columnId } = await make.column();
  const { fileId } = await make.article({ columnId });
  const edition = await make.paperEdition({ date: '20250312', pages: 2 });
  const clip = await make.shortVideo();
  // pages at every depth of the address, and the paper's own
  const paths = [
    'home.html',
    'moreModules.html',
    `columnDetail/${columnId}.html`,
    `newsDetail/${columnId}/${fileId}.html`,
    edition.page(2),
    `newsDetail/${edition.paperId}/${edition.fileIds[0]![0]}.html?paper=1`,
    clip.path,
  ];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const icon = /<a [^>]*href="([^"]+)"[^>]*aria-label="数字报/.exec(html)?.[1];
    expect(icon, `${path} shows the newspaper`).toBeTruthy();
    expect((await request.get(icon!.replaceAll('&amp;', '&'))).status(), `${path}'s newspaper`).toBe(200);
  }
});
