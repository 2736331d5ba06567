import { createHash } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { gotoWithBar, sharedArticle } from './utils';

const sdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
/** the publisher's stand-in ticket (MESSENGER_JSAPI_TICKET unset, docs/interaction.md) */
const ticket = 'qinglan-stand-in-jsapi-ticket';

/** The messenger's SDK as a stand-in: it records the config and the share data it is given. */
const standInSdk = `
window.__wx = { config: null, shares: {} };
window.wx = {
  config: function (c) { window.__wx.config = c; },
  ready: function (run) { setTimeout(run, 0); },
  error: function () {},
  updateAppMessageShareData: function (d) { window.__wx.shares.friends = d; },
  updateTimelineShareData: function (d) { window.__wx.shares.moments = d; },
  onMenuShareAppMessage: function () {}, onMenuShareTimeline: function () {},
  onMenuShareQQ: function () {}, onMenuShareQZone: function () {}
};`;

type Recorded = {
  config: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] };
  shares: Record<'friends' | 'moments', { title: string; desc?: string; link: string; imgUrl: string }>;
};

test.describe('in the messenger', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.47',
  });

  test('the SDK is configured with the publisher’s signature for this exact page and given the share cards', async ({
    page,
    make,
  }) => {
    await page.route(sdkUrl, (route) =>
      route.fulfill({ contentType: 'application/javascript', body: standInSdk }),
    );
    const { path, title } = await sharedArticle(make);
    await gotoWithBar(page, path);
    await page.waitForFunction(() => (window as unknown as { __wx?: Recorded }).__wx?.shares.moments);
    const wx = await page.evaluate(() => (window as unknown as { __wx: Recorded }).__wx);
    const here = page.url().split('#')[0]!;
    const text = `jsapi_ticket=${ticket}&noncestr=${wx.config.nonceStr}&timestamp=${wx.config.timestamp}&url=${here}`;
    expect(wx.config.signature).toBe(createHash('sha1').update(text).digest('hex'));
    expect(wx.config.appId).toMatch(/^wx/);
    expect(wx.config.jsApiList).toEqual(
      expect.arrayContaining([
        'onMenuShareTimeline',
        'onMenuShareAppMessage',
        'onMenuShareQQ',
        'onMenuShareQZone',
      ]),
    );
    const link = `${here.split('?')[0]}?isShare=true`;
    expect(wx.shares.friends).toMatchObject({ title, link });
    expect(wx.shares.friends.desc!.length).toBeGreaterThan(0);
    expect(Array.from(wx.shares.friends.desc!).length).toBeLessThanOrEqual(100);
    expect(wx.shares.friends.imgUrl).toMatch(/^https?:\/\/.+@!md169$/);
    expect(wx.shares.moments).toMatchObject({ title, link });

    // the panel's messenger channels point at the messenger's own menu
    await page.getByRole('button', { name: '分享' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '朋友圈' }).click();
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('请点击右上角');
  });
});

test('outside the messenger its SDK is never fetched', async ({ page, make }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('res.wx.qq.com')) asked.push(request.url());
  });
  const { path } = await sharedArticle(make);
  await gotoWithBar(page, path);
  await page.getByRole('button', { name: '分享' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '微信好友' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: '本页的分享二维码' })).toBeVisible();
  expect(asked).toEqual([]);
});
