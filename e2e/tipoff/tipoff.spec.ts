import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { phoneFilm } from '../support/film';
import { phonePhoto } from '../support/photo';
import { logInHere, signedInPage } from '../support/signIn';

/** WebPageTest's "4G" profile: 9 Mbps down and up, 170 ms round trip. */
const fourG = { offline: false, latency: 170, downloadThroughput: 9e6 / 8, uploadThroughput: 9e6 / 8 };

const form = (page: Page) => page.getByRole('form', { name: '我要报料' });

test('a tip-off with a photo and a film, sent over 4G; the newsroom adopts it with a reply; its author sees both, another member sees nothing', async ({
  page,
  make,
  browser,
  baseURL,
}) => {
  // a 5 MB photo and a film over 4G, then two members' pages
  test.setTimeout(60_000);
  const author = await make.member({ nickname: '北坡居民' });
  const other = await make.member({ nickname: '路过的人' });
  const [photo, film] = await Promise.all([phonePhoto(), phoneFilm()]);
  const title = `北坡路口积水 ${Date.now()}`;
  const reply = '感谢报料！记者已到现场核实。';

  await page.goto(`login.html?redirect=${encodeURIComponent('/tipoffDetail.html')}`);
  await logInHere(page, author);
  await expect(page.getByRole('heading', { name: '怎样的报料更有用' })).toBeVisible();
  await form(page).getByLabel('标题').fill(title);
  await form(page).getByLabel('发生了什么').fill('今早七点北坡路口积水没过脚踝，公交绕行。');
  await form(page).getByLabel('地点（选填）').fill('北坡路与青岚大道路口');
  await form(page).getByLabel('联系电话（选填，仅编辑部可见）').fill('13800002222');

  // over 4G, each file with its own progress, both kept by the publisher
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', fourG);
  const picker = form(page).getByLabel('添加图片、视频或音频', { exact: true }).and(page.locator('input'));
  await picker.setInputFiles([
    { name: 'IMG_4001.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'VID_4002.mp4', mimeType: 'video/mp4', buffer: film },
  ]);
  await expect(form(page).getByRole('progressbar').first()).toBeVisible();
  await expect(form(page).getByRole('button', { name: '移除第1张图片' })).toBeVisible({ timeout: 20_000 });
  await expect(form(page).getByRole('button', { name: '移除第1个视频' })).toBeVisible({ timeout: 20_000 });
  await form(page).getByRole('button', { name: '提交报料' }).click();

  // sent: the reader is on the tip-off's page, which says where it stands
  await expect(page).toHaveURL(/\/tipoffDetail\/\d+\.html$/);
  await cdp.send('Network.emulateNetworkConditions', {
    ...fourG,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const id = Number(/tipoffDetail\/(\d+)\.html$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('编辑部还没有回复')).toBeVisible();

  // the newsroom reads it with the phone and both files, and adopts it with a reply
  const queued = (await make.tipoffQueue('new')).find((t) => t.id === id);
  expect(queued).toMatchObject({ topic: title, contactNo: '13800002222' });
  expect(queued!.files.map((f) => f.type)).toEqual([1, 2]);
  await make.tipoffDecision(id, 'adopt', { reply });

  await gotoHydrated(page, `tipoffDetail/${id}.html`);
  const progress = page.getByRole('region', { name: '处理进度' });
  await expect(progress.getByRole('listitem')).toHaveText([/^已收到\d{4}-/, /^已采用\d{4}-/]);
  await expect(page.getByRole('region', { name: '编辑部回复' })).toContainText(reply);
  await expect(page.getByRole('img', { name: '第1张照片' })).toBeVisible();
  await expect(page.getByLabel('第1段视频')).toHaveAttribute('poster', /-poster\.jpg$/);
  // the phone is the newsroom's alone
  await expect(page.locator('body')).not.toContainText('13800002222');

  const stranger = await signedInPage(browser, other, { baseURL });
  await gotoHydrated(stranger, `tipoffDetail/${id}.html`);
  await expect(stranger.getByText('这条报料不存在，或只有报料人和编辑部可以查看。')).toBeVisible();
  await expect(stranger.getByText(title)).toHaveCount(0);
  await stranger.context().close();
});

test('a draft survives a reload, and a visitor is asked to sign in before it is sent', async ({ page }) => {
  await gotoHydrated(page, 'tipoffDetail.html');
  await form(page).getByLabel('标题').fill('柳塘老桥栏杆松动');
  await form(page).getByLabel('发生了什么').fill('栏杆晃得厉害。');
  await form(page).getByRole('button', { name: '提交报料' }).click();
  await expect(form(page).getByRole('alert')).toContainText('登录后才能报料');
  await gotoHydrated(page, 'tipoffDetail.html');
  await expect(form(page).getByLabel('标题')).toHaveValue('柳塘老桥栏杆松动');
  await expect(form(page).getByLabel('发生了什么')).toHaveValue('栏杆晃得厉害。');
});

test('a published tip-off is public, drawn by the server, and links to its story', async ({ page, make }) => {
  const published = await make.tipoffQueue('published');
  expect(published.length).toBeGreaterThan(0);
  const tip = published[0]!;
  await page.goto(`tipoffDetail/${tip.id}.html`);
  await expect(page.getByRole('heading', { name: tip.topic })).toBeVisible();
  await expect(page.getByText('已发布').first()).toBeVisible();
  await expect(page.getByRole('link', { name: '阅读报道' })).toHaveAttribute(
    'href',
    /newsDetail\/\d+\/\d+\.html$/,
  );
});

test('home has a 我要报料 entry and a 征稿 module in its server HTML; the member’s page lists what they sent', async ({
  page,
  make,
}) => {
  await page.goto('home.html');
  const entry = page.getByRole('link', { name: /我要报料/ }).first();
  await expect(entry).toHaveAttribute('href', /\/tipoffDetail\.html$/);
  await expect(page.getByRole('link', { name: /青岚的夏天/ }).first()).toHaveAttribute(
    'href',
    /\/seekArticleDetail\/\d+\.html$/,
  );

  const member = await make.member({ nickname: '常报料的人' });
  await page.goto(`login.html?redirect=${encodeURIComponent('/tipoffDetail.html')}`);
  await logInHere(page, member);
  await form(page).getByLabel('标题').fill('青岚湖边成群白鹭');
  await form(page).getByLabel('发生了什么').fill('二三十只白鹭在浅滩觅食。');
  await form(page).getByRole('button', { name: '提交报料' }).click();
  await expect(page).toHaveURL(/\/tipoffDetail\/\d+\.html$/);
  await gotoHydrated(page, 'login.html');
  const mine = page.getByRole('region', { name: '我的报料' });
  await expect(mine.getByRole('listitem')).toHaveText([/^青岚湖边成群白鹭\s*已收到$/]);
  await expect(page.getByRole('region', { name: '我的投稿' })).toContainText('还没有投稿');
});
