import { logInAt, writeComment } from '../comments/utils';
import { appPage } from '../platform/appShell';
import { gotoWithBar, sharedArticle } from '../share/utils';
import { logInHere } from '../support/signIn';
import type { CollectedRecord, Factories } from '../support/factories';
import { expect, gotoHydrated, test } from '../support/fixtures';

const openArticle = 1000005;
const share = 1000009;
const like = 1000002;
const comment = 1000013;

/** Waits until the collector holds records of `dataType` for the article, and answers them. */
async function collected(make: Factories, fileId: number, dataType: number, count = 1) {
  let found: CollectedRecord[] = [];
  await expect
    .poll(
      async () => {
        found = (await make.analytics({ articleID: fileId })).records.filter((r) => r.dataType === dataType);
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

test('reading an article records an open-article event at the big-data host: mobile platform, channel 1', async ({
  page,
  make,
}) => {
  const { fileId, path } = await sharedArticle(make);
  await gotoWithBar(page, path);
  const [record] = await collected(make, fileId, openArticle);
  expect(record).toMatchObject({ articleId: fileId, platform: 3, channel: 1, shareChannel: null });
  expect(record!.deviceId).toMatch(/^xy/);
});

test('a shared link (share mode) records its reads with channel 3', async ({ page, make }) => {
  const { fileId, path } = await sharedArticle(make);
  await gotoWithBar(page, `${path}?isShare=true`);
  const [record] = await collected(make, fileId, openArticle);
  expect(record!.channel).toBe(3);
});

test('liking records a like event; sharing by copy link records a share with its channel', async ({
  page,
  context,
  make,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { fileId, path } = await sharedArticle(make);
  await gotoWithBar(page, path);
  await page.getByRole('button', { name: /点赞/ }).click();
  const [liked] = await collected(make, fileId, like);
  expect(liked).toMatchObject({ platform: 3, channel: 1 });

  await page.getByRole('button', { name: '分享' }).click();
  const panel = page.getByRole('dialog', { name: '分享到' });
  await panel.getByRole('button', { name: '复制链接' }).click();
  await expect(panel.getByRole('status')).toHaveText('链接已复制');
  const [copied] = await collected(make, fileId, share);
  // copy link has no share channel code of its own (spec §9 names messenger, timeline, Sina, QQ, MeeTime, album)
  expect(copied).toMatchObject({ channel: 1, shareChannel: null });

  // Weibo is the spec's Sina channel, 3 (the link opens Weibo's page; the test keeps it from leaving)
  await page.route('https://service.weibo.com/**', (route) => route.fulfill({ body: 'weibo' }));
  const popup = page.waitForEvent('popup');
  await panel.getByRole('link', { name: '微博' }).click();
  await (await popup).close();
  const shares = await collected(make, fileId, share, 2);
  expect(shares.map((r) => r.shareChannel)).toEqual([null, 3]);
});

test('posting a comment records a comment event for the article at the collector, with the member as its user', async ({
  page,
  make,
}) => {
  const { fileId, path } = await sharedArticle(make);
  const member = await make.member();
  await logInAt(page, path, member);
  await writeComment(page, `留个言 ${Date.now()}`);
  await expect(page.locator('#comment-box')).toHaveCount(0);
  const [record] = await collected(make, fileId, comment);
  expect(record).toMatchObject({ articleId: fileId, platform: 3, channel: 1, shareChannel: null });
  expect(record!.userUuid).toBe(String(member.uid));
  // one post, one record
  const { records } = await make.analytics({ articleID: fileId });
  expect(records.filter((r) => r.dataType === comment)).toHaveLength(1);
});

test('on a live page comments, likes and shares all record the live’s list article, not the live’s own id', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1 });
  await logInAt(page, live.path, await make.member());
  // the like is counted on the live's list article: the id it goes to is that article's
  const likeSent = page.waitForRequest((r) => /[?&]eventType=1\b/.test(r.url()));
  await page.getByRole('button', { name: /点赞/ }).click();
  const articleId = Number(new URL((await likeSent).url()).searchParams.get('id'));
  expect(articleId).not.toBe(live.id);
  await writeComment(page, `直播里留个言 ${Date.now()}`);
  await expect(page.locator('#comment-box')).toHaveCount(0);

  const [liked] = await collected(make, articleId, like);
  const [commented] = await collected(make, articleId, comment);
  expect([liked!.articleId, commented!.articleId]).toEqual([articleId, articleId]);
  // the comment itself is kept under the live's id (source 1); no record names that id
  expect((await make.analytics({ articleID: live.id })).records).toEqual([]);
});

test('a member who reads an article earns reading points, shown on 积分明细; reading it again earns no more', async ({
  page,
  make,
}) => {
  const member = await make.member();
  const { path } = await sharedArticle(make);
  await gotoHydrated(page, 'integralShop.html');
  await page.getByRole('link', { name: '去登录' }).click();
  await logInHere(page, member);
  await expect(page.getByText('今日获得 0 积分')).toBeVisible();

  const earned = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/app_if/event1') && r.ok());
  await gotoWithBar(page, path);
  await earned;
  const again = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/app_if/event1') && r.ok());
  await gotoWithBar(page, path);
  await again;

  await gotoHydrated(page, 'integralShop.html');
  await expect(page.getByText('今日获得 2 积分')).toBeVisible();
  // one line of the history for the two readings (the page also lists the shop's products)
  await expect(page.getByRole('listitem').filter({ hasText: '阅读文章' })).toHaveCount(1);
});

test('inside the native app nothing is sent to the big-data host (the app tracks for itself)', async ({
  browser,
  page,
  make,
}) => {
  const { fileId, path } = await sharedArticle(make);
  const inApp = await appPage(browser);
  const sent: string[] = [];
  inApp.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/bigdata/')) sent.push(request.url());
  });
  await gotoWithBar(inApp, path);
  // the like still reaches the publisher from the app (event, channel 2), after the page went idle
  const likedInApp = inApp.waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith('/app_if/event') &&
      r.ok() &&
      /eventType/.test(r.url() + (r.request().postData() ?? '')),
  );
  await inApp.getByRole('button', { name: /点赞/ }).click();
  await likedInApp;
  await inApp.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
  await inApp.context().close();

  // the same article read and liked in a browser afterwards: only the browser's events are at the collector
  await gotoWithBar(page, path);
  await page.getByRole('button', { name: /点赞/ }).click();
  await collected(make, fileId, like);
  const { records } = await make.analytics({ articleID: fileId });
  expect(records.map((r) => [r.dataType, r.platform, r.channel]).sort()).toEqual([
    [like, 3, 1],
    [openArticle, 3, 1],
  ]);
  expect(sent).toEqual([]);
});

test('web vitals of the page reach the collector with its page type once the reader leaves it', async ({
  page,
  make,
}) => {
  const { path } = await sharedArticle(make);
  await gotoWithBar(page, path);
  await page.locator('html[data-field-speed]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.getByRole('button', { name: /点赞/ }).click();
  const landed = new URL(page.url()).pathname;
  await page.goto('about:blank');
  await expect
    .poll(async () => (await make.analytics({ path: landed })).vitals.map((v) => v.name).sort(), {
      timeout: 15_000,
    })
    .toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
  const { vitals } = await make.analytics({ path: landed });
  expect(new Set(vitals.map((v) => v.pageType))).toEqual(new Set(['newsDetail']));
  for (const v of vitals) expect(['good', 'needs-improvement', 'poor']).toContain(v.rating);
});
