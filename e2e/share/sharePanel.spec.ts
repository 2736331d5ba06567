import { expect, test } from '../support/fixtures';
import { acceptedShares, gotoWithBar, sharedArticle } from './utils';

test('the share panel offers every web channel with the share address; copy link copies it; a share is counted', async ({
  page,
  context,
  make,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { path, fileId } = await sharedArticle(make);
  await gotoWithBar(page, path);
  const shares = acceptedShares(page);

  await page.getByRole('button', { name: '分享' }).click();
  const panel = page.getByRole('dialog', { name: '分享到' });
  await expect(panel).toBeVisible();
  const shareUrl = `${page.url().split(/[?#]/)[0]}?isShare=true`;
  const weibo = new URL((await panel.getByRole('link', { name: '微博' }).getAttribute('href'))!);
  expect(weibo.host).toBe('service.weibo.com');
  expect(weibo.searchParams.get('url')).toBe(shareUrl);
  const qq = new URL((await panel.getByRole('link', { name: 'QQ' }).getAttribute('href'))!);
  expect(qq.searchParams.get('url')).toBe(shareUrl);
  expect(
    new URL((await panel.getByRole('link', { name: 'Facebook' }).getAttribute('href'))!).searchParams.get(
      'u',
    ),
  ).toBe(shareUrl);
  expect(
    new URL((await panel.getByRole('link', { name: 'Twitter' }).getAttribute('href'))!).searchParams.get(
      'url',
    ),
  ).toBe(shareUrl);
  await expect(panel.getByRole('link', { name: 'QQ' })).toHaveAttribute('rel', 'noopener noreferrer');

  // outside the messenger, its channels show the address as a code to scan with it
  await panel.getByRole('button', { name: '微信好友' }).click();
  await expect(panel.getByRole('img', { name: '本页的分享二维码' }).locator('svg')).toHaveAttribute(
    'data-qr-value',
    shareUrl,
  );

  await panel.getByRole('button', { name: '复制链接' }).click();
  await expect(panel.getByRole('status')).toHaveText('链接已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await expect.poll(() => shares).toEqual([String(fileId), String(fileId)]);

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: '分享' })).toBeFocused();
});

test('share mode offers the app and no member controls; a page with sharing closed has no share button', async ({
  page,
  make,
}) => {
  const { path } = await sharedArticle(make);
  await page.goto(`${path}?isShare=true`);
  await expect(page.getByText('打开客户端，阅读更多')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '下载客户端' })).toHaveAttribute(
    'href',
    /\/downloadClient\.html$/,
  );
  await expect(page.getByRole('button', { name: '收藏' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '分享' })).toBeVisible();

  await page.goto(path);
  await expect(page.getByText('打开客户端，阅读更多')).toHaveCount(0);

  const { columnId } = await make.column();
  const closed = await make.article({ columnId, shareClosed: 1 });
  await page.goto(`newsDetail/${columnId}/${closed.fileId}.html`);
  await expect(page.getByRole('button', { name: /点赞/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '分享' })).toHaveCount(0);
});
