import type { Page, Request } from '@playwright/test';
import type { Factories } from '../support/factories';
import { expect, gotoHydrated, test } from '../support/fixtures';

/** The ad event's reports this page sent: each `advID:kind` pair, as often as it went out. */
function adReports(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/app_if/advEvent')) return;
    const events = new URLSearchParams(request.postData() ?? '').get('events') ?? '';
    sent.push(...events.split(',').filter(Boolean));
  });
  return sent;
}

/** A column of the test's own with `count` articles, newest last made. */
async function columnWithArticles(make: Factories, count: number) {
  const { columnId } = await make.column();
  const fileIds: number[] = [];
  for (let i = 0; i < count; i += 1) fileIds.push((await make.article({ columnId })).fileId);
  return { columnId, fileIds, picture: await make.adPicture(columnId) };
}

test('a feed ad at its position, labelled, in the server HTML; in and out of view three times and tapped: one impression, one click', async ({
  page,
  make,
  request,
}) => {
  const { columnId, fileIds, picture } = await columnWithArticles(make, 8);
  const title = `测试广告 ${Date.now()}`;
  const { id } = await make.ad({
    placement: 'feed',
    columnId,
    position: 6,
    picture,
    title,
    articleId: fileIds[0],
  });

  // without JavaScript: a plain link with its picture, sized, labelled
  const html = await (await request.get(`home.html?column=${columnId}`)).text();
  expect(html).toContain(`data-ad="${id}"`);
  const tag = html.match(new RegExp(`<a[^>]*data-ad="${id}"[^>]*>`))?.[0] ?? '';
  expect(tag).toMatch(new RegExp(`href="[^"]*/newsDetail/\\d+/${fileIds[0]}\\.html"`));

  const sent = adReports(page);
  await gotoHydrated(page, `home.html?column=${columnId}`);
  const feed = page.locator('main');
  const ad = page.locator(`[data-ad="${id}"]`);
  await expect(ad).toContainText(title);
  await expect(ad).toContainText('广告');
  await expect(ad.locator('img')).toHaveAttribute('width', /\d+/);
  // after the sixth list item
  const before = await feed
    .locator('li[data-layout]')
    .evaluateAll(
      (items, adId) =>
        items.filter(
          (item) =>
            item.compareDocumentPosition(document.querySelector(`[data-ad="${adId}"]`)!) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        ).length,
      id,
    );
  expect(before).toBe(6);

  await ad.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('feed-ad-zh.png') });

  for (let time = 0; time < 3; time += 1) {
    await ad.scrollIntoViewIfNeeded();
    // the rule itself: an impression is half the ad in view for a second, so it stays that long
    await page.waitForTimeout(1_300);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(ad).not.toBeInViewport({ ratio: 0.5 });
  }
  await expect.poll(() => sent.filter((e) => e === `${id}:0`).length, { timeout: 10_000 }).toBe(1);

  await ad.scrollIntoViewIfNeeded();
  await ad.click();
  // the tap is never held: the article opens at once, and the click goes out after
  await expect(page).toHaveURL(new RegExp(`newsDetail/\\d+/${fileIds[0]}\\.html$`));
  await expect.poll(() => sent.filter((e) => e === `${id}:1`).length, { timeout: 10_000 }).toBe(1);
  expect(sent.filter((e) => e.startsWith(`${id}:`))).toHaveLength(2);

  await expect
    .poll(async () => (await make.adFigures(id)).map((f) => [f.impressions, f.clicks]), { timeout: 10_000 })
    .toEqual([[1, 1]]);
});

test('the column banner and the article ad: plain links, the article’s under its body, none where advClosed', async ({
  page,
  make,
  request,
}) => {
  const { columnId, fileIds, picture } = await columnWithArticles(make, 2);
  const banner = await make.ad({ placement: 'column', columnId, picture, link: 'https://banner.example/' });
  const articleAd = await make.ad({
    placement: 'article',
    columnId,
    picture,
    link: 'https://article-ad.example/',
  });

  await gotoHydrated(page, `home.html?column=${columnId}`);
  const bannerLink = page.locator(`[data-ad="${banner.id}"]`);
  await expect(bannerLink).toHaveAttribute('href', 'https://banner.example/');
  await expect(bannerLink).toHaveAttribute('target', '_blank');
  // by eye: the banner in Tibetan, light and dark
  await page.context().addCookies([{ name: 'lang', value: 'bo', url: page.url() }]);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await gotoHydrated(page, `home.html?column=${columnId}`);
    await expect(bannerLink).toContainText('ཁྱབ་བསྒྲགས།');
    await page.screenshot({ path: test.info().outputPath(`banner-bo-${colorScheme}.png`) });
  }
  await page.context().clearCookies({ name: 'lang' });
  await page.emulateMedia({ colorScheme: 'light' });

  await gotoHydrated(page, `newsDetail/${columnId}/${fileIds[1]}.html`);
  const underArticle = page.locator(`[data-ad="${articleAd.id}"]`);
  await expect(underArticle).toHaveAttribute('href', 'https://article-ad.example/');
  await expect(underArticle).toContainText('广告');
  // under the body, before the comments
  const order = await page.evaluate((adId) => {
    const ad = document.querySelector(`[data-ad="${adId}"]`)!;
    const body = document.querySelector('article')!.firstElementChild!;
    return Boolean(body.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, articleAd.id);
  expect(order).toBe(true);

  await make.adFree(fileIds[1]!);
  const closedHtml = await (await request.get(`newsDetail/${columnId}/${fileIds[1]}.html`)).text();
  expect(closedHtml).toContain('<article');
  expect(closedHtml).not.toContain(`data-ad="${articleAd.id}"`);
});

test('a column’s own page: its banner at the list’s head and a feed ad at its position, in the server HTML, counted once each', async ({
  page,
  make,
  request,
}) => {
  const { columnId, fileIds, picture } = await columnWithArticles(make, 6);
  const banner = await make.ad({ placement: 'column', columnId, picture, link: 'https://banner.example/' });
  const title = `栏目广告 ${Date.now()}`;
  const feedAd = await make.ad({ placement: 'feed', columnId, position: 3, picture, title, articleId: fileIds[0] });

  // without JavaScript: both are plain links with their sized pictures
  const html = await (await request.get(`columnDetail/${columnId}.html`)).text();
  expect(html).toMatch(new RegExp(`<a[^>]*data-ad="${banner.id}"[^>]*href="https://banner.example/"`));
  expect(html).toContain(`data-ad="${feedAd.id}"`);
  expect(html).toContain(title);

  const sent = adReports(page);
  await gotoHydrated(page, `columnDetail/${columnId}.html`);
  const main = page.locator('main');
  const bannerLink = page.locator(`[data-ad="${banner.id}"]`);
  const ad = page.locator(`[data-ad="${feedAd.id}"]`);
  await expect(bannerLink).toContainText('广告');
  await expect(ad).toContainText(title);
  await expect(ad).toContainText('广告');
  await expect(ad.locator('img')).toHaveAttribute('height', /\d+/);
  const itemsBefore = (adId: number) =>
    main.locator('li[data-layout]').evaluateAll(
      (items, id) =>
        items.filter(
          (item) =>
            item.compareDocumentPosition(document.querySelector(`[data-ad="${id}"]`)!) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        ).length,
      adId,
    );
  expect(await itemsBefore(banner.id)).toBe(0);
  expect(await itemsBefore(feedAd.id)).toBe(3);

  await ad.scrollIntoViewIfNeeded();
  await expect.poll(() => sent.filter((e) => e === `${feedAd.id}:0`).length, { timeout: 10_000 }).toBe(1);
  await ad.click();
  await expect(page).toHaveURL(new RegExp(`newsDetail/\\d+/${fileIds[0]}\\.html$`));
  await expect.poll(() => sent.filter((e) => e === `${feedAd.id}:1`).length, { timeout: 10_000 }).toBe(1);
  await expect
    .poll(async () => (await make.adFigures(feedAd.id)).map((f) => [f.impressions, f.clicks]), { timeout: 10_000 })
    .toEqual([[1, 1]]);

  // a later page of the column carries no ads (the publisher sends them with the first)
  const later = await (await request.get(`columnDetail/${columnId}.html?page=1`)).text();
  expect(later).not.toContain('data-ad=');
});

/** A reader's browser, not an automated one: the start page is never shown to robots (navigator.webdriver). */
const asReader = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));

test('the start page: over a home already drawn, counting down, skipped; once a session, not after a navigation inside the site', async ({
  page,
  make,
}) => {
  const { columnId, picture } = await columnWithArticles(make, 1);
  const title = `测试开屏 ${Date.now()}`;
  await make.ad({
    placement: 'startPage',
    picture,
    title,
    adOrder: 0,
    pageTime: 8,
    link: 'https://start.example/',
  });
  void columnId;
  await asReader(page);
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/app_if/getStartPage') && asked.push(r.url()));

  await gotoHydrated(page, 'home.html');
  const startPage = page.getByRole('dialog', { name: '开屏广告' });
  await expect(startPage).toBeVisible();
  // home was drawn first, under it
  await expect(page.locator('main li[data-layout]').first()).toBeAttached();
  await expect(startPage.getByRole('img', { name: title })).toBeVisible();
  const skip = startPage.getByRole('button', { name: /^跳过 \d$/ });
  await expect(skip).toBeFocused();
  const first = Number((await skip.textContent())!.replace(/\D/g, ''));
  await expect(skip).not.toHaveText(`跳过 ${first}`);
  await skip.click();
  await expect(startPage).toBeHidden();

  // the same session: home again, by reload and by a link inside the site, shows none and asks none
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.locator('main a[href*="Detail/"]').first().click();
  await page.goBack();
  await page.waitForLoadState('networkidle');
  await expect(startPage).toBeHidden();
  expect(asked).toHaveLength(1);
});

test('a robot (an automated browser) is never shown the start page, nor is it asked for', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/app_if/getStartPage') && asked.push(r.url()));
  await gotoHydrated(page, 'home.html');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a failing ad service leaves the pages whole: no start page, the ads still links, one warning', async ({
  page,
  make,
}) => {
  const { columnId, fileIds, picture } = await columnWithArticles(make, 3);
  const { id } = await make.ad({
    placement: 'feed',
    columnId,
    position: 1,
    picture,
    link: 'https://feed.example/',
  });
  await asReader(page);
  await page.route('**/app_if/getStartPage*', (route) => route.abort('connectionrefused'));
  await page.route('**/app_if/advEvent*', (route) => route.fulfill({ status: 503, body: 'down' }));
  const warnings: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'warning' && m.text().includes('广告请求失败') && warnings.push(m.text()),
  );

  await gotoHydrated(page, `home.html?column=${columnId}`);
  const ad = page.locator(`[data-ad="${id}"]`);
  await expect(ad).toHaveAttribute('href', 'https://feed.example/');
  await expect(page.locator('main li[data-layout]')).toHaveCount(4);
  await ad.scrollIntoViewIfNeeded();
  await expect.poll(() => warnings.length, { timeout: 10_000 }).toBe(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await gotoHydrated(page, `newsDetail/${columnId}/${fileIds[0]}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('by eye, in Tibetan, light and dark, at 375 px: home’s feed ad, the column banner, the article ad, the start page', async ({
  page,
  make,
}) => {
  test.setTimeout(120_000);
  const { columnId, fileIds, picture } = await columnWithArticles(make, 4);
  const feedAd = await make.ad({ placement: 'feed', columnId, position: 1, picture });
  const banner = await make.ad({ placement: 'column', columnId, picture, link: 'https://banner.example/' });
  const articleAd = await make.ad({ placement: 'article', columnId, picture, link: 'https://article-ad.example/' });
  // the start page: whichever the publisher shows first (the demo's, or another test's)
  await asReader(page);
  await gotoHydrated(page, 'home.html');
  await page
    .context()
    .addCookies([{ name: 'lang', value: 'bo', domain: new URL(page.url()).hostname, path: '/' }]);
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  // the site's dark theme is the address's (?theme=dark, spec §4), not the system's
  for (const colorScheme of ['light', 'dark'] as const) {
    const theme = colorScheme === 'dark' ? 'theme=dark' : '';
    await gotoHydrated(page, `home.html?column=${columnId}&${theme}`);
    await page.locator(`[data-ad="${feedAd.id}"]`).scrollIntoViewIfNeeded();
    await expect(page.locator(`[data-ad="${feedAd.id}"]`)).toContainText('ཁྱབ་བསྒྲགས།');
    await shot(`home-feed-ad-bo-${colorScheme}`);
    await gotoHydrated(page, `columnDetail/${columnId}.html?${theme}`);
    await expect(page.locator(`[data-ad="${banner.id}"]`)).toContainText('ཁྱབ་བསྒྲགས།');
    await shot(`column-banner-bo-${colorScheme}`);
    await gotoHydrated(page, `newsDetail/${columnId}/${fileIds[0]}.html?${theme}`);
    await page.locator(`[data-ad="${articleAd.id}"]`).scrollIntoViewIfNeeded();
    await expect(page.locator(`[data-ad="${articleAd.id}"]`)).toContainText('ཁྱབ་བསྒྲགས།');
    await shot(`article-ad-bo-${colorScheme}`);
    // a new visit from outside: the start page once more
    await page.evaluate(() => sessionStorage.clear());
    await gotoHydrated(page, `home.html?${theme}`);
    const startPage = page.getByRole('dialog');
    await expect(startPage.getByRole('img')).toBeVisible();
    await shot(`start-page-bo-${colorScheme}`);
    await startPage.getByRole('button').click();
    await expect(startPage).toBeHidden();
  }
});
