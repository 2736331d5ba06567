import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openViewerOn } from '../media/utils';
import { appUrl, basePath } from '../support/ports';

/** Opens a live and waits until the publisher has confirmed the page's subscription. */
async function openLive(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('article[data-following]')).toBeAttached({ timeout: 10_000 });
}

const reports = (page: Page) => page.locator('[data-report-id]');

test('a live reads without JavaScript: title with its prefix, status, reports and a refresh link', async ({
  browser,
  make,
}) => {
  const live = await make.live({ status: 1 });
  await make.liveReport(live.id, '第一条直播内容');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(live.path);
  await expect(page).toHaveTitle(/^【直播中】测试直播/);
  await expect(page.getByText('直播中', { exact: true })).toBeVisible();
  await expect(page.getByText('第一条直播内容')).toBeVisible();
  // the whole address of this page, base path and all: a full load brings the newest reports
  await expect(page.getByRole('link', { name: '刷新' })).toHaveAttribute('href', `${basePath}${live.path}`);
  await page.getByRole('link', { name: '刷新' }).click();
  await expect(page.getByText('第一条直播内容')).toBeVisible();
  await context.close();
});

test('a report published in the newsroom is on the reader’s screen within a second', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1 });
  await openLive(page, live.path);
  await expect(page.getByText('直播还没有内容，请稍候')).toBeVisible();
  const started = Date.now();
  await make.liveReport(live.id, '<script>window.pwned=1</script>刚刚发布');
  await expect(page.getByText('<script>window.pwned=1</script>刚刚发布')).toBeVisible({ timeout: 1_000 });
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});

test('a reader scrolled into the list sees nothing move, gets the notice, and a tap brings the report in', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1 });
  for (let i = 1; i <= 12; i++)
    await make.liveReport(live.id, `早先的报道 ${i}：现场情况持续更新中，请关注。`);
  await openLive(page, live.path);
  await page.evaluate(() => {
    (window as { shifts?: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as { shifts?: number }).shifts! += entry.value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
  const reading = reports(page).nth(5);
  // the reader's eyes on a report well inside the list: its start is above the screen
  await reading.evaluate((report) => report.scrollIntoView({ block: 'start' }));
  await page.mouse.wheel(0, 200);
  await expect
    .poll(() => page.locator('#live-panel-reports').evaluate((l) => l.getBoundingClientRect().top))
    .toBeLessThan(0);
  const before = await reading.boundingBox();

  await make.liveReport(live.id, '滚动时到来的报道');
  const notice = page.getByRole('button', { name: '有新的直播内容，点击刷新' });
  // how fast a push arrives is the test above's; this one is about what moves (CI's loaded machine needs the time)
  await expect(notice).toBeVisible({ timeout: 5_000 });
  expect(await reading.boundingBox()).toEqual(before);
  expect(await page.getByText('滚动时到来的报道').count()).toBe(0);
  expect(await page.evaluate(() => (window as { shifts?: number }).shifts)).toBe(0);

  await notice.click();
  await expect(reports(page).first()).toContainText('滚动时到来的报道');
  await expect(notice).toBeHidden();
});

test('a hidden tab counts new reports in its title and catches up in order when it comes back', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1 });
  await make.liveReport(live.id, '已有的报道');
  await openLive(page, live.path);
  const title = await page.title();
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);

  await setHidden(true);
  await make.liveReport(live.id, '隐藏时的报道一');
  await make.liveReport(live.id, '隐藏时的报道二');
  await expect(page).toHaveTitle(`(2) ${title}`, { timeout: 2_000 });
  expect(await page.getByText('隐藏时的报道一').count()).toBe(0);

  await setHidden(false);
  await expect(page).toHaveTitle(title);
  await expect(reports(page)).toHaveText([/隐藏时的报道二/, /隐藏时的报道一/, /已有的报道/]);
});

test('a status change to ended switches the video area to playback, and the title to replay', async ({
  page,
  make,
}) => {
  const live = await make.live({
    status: 1,
    videos: [{ appLiveUrl: 'http://127.0.0.1:9/live.m3u8', appPlaybackUrl: 'http://127.0.0.1:9/replay.mp4' }],
  });
  await openLive(page, live.path);
  const video = page.getByRole('region', { name: '直播视频' });
  await expect(video).toHaveAttribute('data-state', 'live');
  await make.liveStatus(live.id, 2);
  // the playback's player is its own lazily loaded part: on a loaded machine that can take more than the push's second
  await expect(video).toHaveAttribute('data-state', 'playback', { timeout: 5_000 });
  await expect(page.getByText('已结束', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^【回放】/);
});

test('after the publisher goes away mid-live the page reconnects and catches up, nothing lost or doubled', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1 });
  await make.liveReport(live.id, '断开前的报道');
  // the socket at the socket level: up passes it through to the publisher; down closes it as a restart would
  let up = true;
  const open: { close: (options?: { code?: number }) => Promise<void> }[] = [];
  await page.routeWebSocket(/\/socket\?/, (ws) => {
    if (!up) return void ws.close({ code: 1012 });
    ws.connectToServer();
    open.push(ws);
  });
  await openLive(page, live.path);

  up = false;
  await Promise.all(open.splice(0).map((ws) => ws.close({ code: 1012 })));
  await make.liveReport(live.id, '断开时的报道一');
  await make.liveReport(live.id, '断开时的报道二');
  await expect(page.getByText('断开时的报道一')).toHaveCount(0);
  up = true;

  // one reconnection attempt every 4 s: the next one finds the publisher back
  await expect(reports(page)).toHaveText([/断开时的报道二/, /断开时的报道一/, /断开前的报道/], {
    timeout: 10_000,
  });
  await make.liveReport(live.id, '恢复后的报道');
  await expect(reports(page).first()).toContainText('恢复后的报道', { timeout: 1_000 });
  await expect(reports(page)).toHaveCount(4);
});

test('pushes for another live, malformed or unknown messages change nothing and run nothing', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1 });
  await make.liveReport(live.id, '真正的报道');
  const sockets: { send: (message: string) => void }[] = [];
  await page.routeWebSocket(/\/socket\?/, (ws) => {
    ws.connectToServer();
    sockets.push(ws);
  });
  await openLive(page, live.path);
  const hostile = { fileId: 1, content: '<img src=x onerror="window.pwned=1">', version: 1e9 };
  for (const message of [
    '{not json',
    JSON.stringify({
      code: 200,
      type: 'live_reporting',
      data: { id: live.id + 1, action: 'add', report: hostile },
    }),
    JSON.stringify({
      code: 500,
      type: 'live_reporting',
      data: { id: live.id, action: 'add', report: hostile },
    }),
    JSON.stringify({ code: 200, type: 'eval', data: 'window.pwned=1' }),
    JSON.stringify({ code: 200, type: 'live_status', data: { id: live.id + 1, status: 2 } }),
    JSON.stringify({ code: 200, type: 'live_status', data: { id: live.id, status: 'x' } }),
  ])
    sockets[0]!.send(message);
  await make.liveReport(live.id, '之后的报道');
  await expect(reports(page)).toHaveText([/之后的报道/, /真正的报道/]);
  await expect(page.getByText('直播中', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
});

test('an unknown live is a clear not-found page', async ({ page }) => {
  const response = await page.goto('liveDetail/999999999.html');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
});

test('the list of lives shows each with its status and opens it', async ({ page, make }) => {
  const title = `列表里的直播 ${Date.now()}`;
  const live = await make.live({ status: 1, title });
  await page.goto('moreLive.html');
  // this test's own live (a retry, or another test, leaves lives of the same kind in the list)
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('直播中');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`liveDetail/\\d+/${live.id}\\.html$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
});

test('a report’s pictures open in the gallery viewer, as one set', async ({ page, make }) => {
  // two stored pictures at their publisher addresses, as the newsroom's tools publish them
  const gallery = await make.mediaArticle({ kind: 'gallery', pictures: 2 });
  await page.goto(gallery.path);
  const pics = await page
    .locator('[data-gallery] figure img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  expect(pics).toHaveLength(2);
  const live = await make.live({ status: 1 });
  await make.liveReport(live.id, '更早的图片', pics.slice(0, 1));
  await make.liveReport(live.id, '现场图片', pics);
  await openLive(page, live.path);

  // the newest report's two pictures, not the earlier report's
  const viewer = await openViewerOn(page, reports(page).first().getByRole('img', { name: '直播图片 2' }));
  await expect(viewer.locator('.pswp__counter')).toHaveText('2/2');
});

test('the live page receives its reports on whatever origin it was opened on: 127.0.0.1 and localhost alike', async ({
  page,
  make,
}) => {
  const live = await make.live({ status: 1 });
  for (const host of ['127.0.0.1', 'localhost']) {
    const here = new URL(live.path, `${appUrl.replace('127.0.0.1', host)}${basePath}`);
    await openLive(page, here.href);
    expect(new URL(page.url()).hostname).toBe(host);
    await make.liveReport(live.id, `打开于 ${host} 的读者收到`);
    await expect(page.getByText(`打开于 ${host} 的读者收到`)).toBeVisible({ timeout: 2_000 });
  }
});
