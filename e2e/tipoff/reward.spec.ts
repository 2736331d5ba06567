import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { logInHere } from '../support/signIn';

const form = (page: Page) => page.getByRole('form', { name: '我要报料' });

/** How often the page asked the browser where it is (wrapped before any script of the page runs). */
const countLocationAsks = (page: Page) =>
  page.addInitScript(() => {
    const geo = navigator.geolocation;
    const ask = geo.getCurrentPosition.bind(geo);
    (window as unknown as { asked: number }).asked = 0;
    geo.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      (window as unknown as { asked: number }).asked += 1;
      ask(...args);
    };
  });
const asks = (page: Page) => page.evaluate(() => (window as unknown as { asked: number }).asked);

test('定位 asks only once tapped and is sent beside the typed place; adopted, the tip-off shows its reward and 积分明细 lists it, once', async ({
  page,
  make,
}) => {
  const author = await make.member({ nickname: '定位的报料人' });
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 30.2741, longitude: 120.1551 });
  await countLocationAsks(page);
  const title = `柳塘老桥栏杆松动 ${Date.now()}`;

  await page.goto(`login.html?redirect=${encodeURIComponent('/tipoffDetail.html')}`);
  await logInHere(page, author);
  await form(page).getByLabel('标题').fill(title);
  await form(page).getByLabel('发生了什么').fill('桥上的栏杆晃得厉害，孩子们常在这里玩。');
  await form(page).getByLabel('地点（选填）').fill('柳塘老桥');
  expect(await asks(page)).toBe(0);
  await form(page).getByRole('button', { name: '定位' }).click();
  await expect(form(page).getByText('定位：30.27410°N 120.15510°E')).toBeVisible();
  expect(await asks(page)).toBe(1);
  await form(page).getByRole('button', { name: '提交报料' }).click();
  await expect(page).toHaveURL(/\/tipoffDetail\/\d+\.html$/);
  const id = Number(/tipoffDetail\/(\d+)\.html$/.exec(page.url())![1]);
  await expect(page.getByText('地点：柳塘老桥')).toBeVisible();
  await expect(page.getByText('定位：30.27410°N 120.15510°E')).toBeVisible();
  const queued = (await make.tipoffQueue('new')).find((t) => t.id === id);
  expect(queued).toMatchObject({ place: '柳塘老桥', latitude: 30.2741, longitude: 120.1551 });

  await make.tipoffDecision(id, 'adopt', { reply: '已转交城管部门，谢谢！' });
  await make.tipoffDecision(id, 'decline');
  await make.tipoffDecision(id, 'adopt');
  await gotoHydrated(page, `tipoffDetail/${id}.html`);
  await expect(page.getByText('采用奖励：20 积分')).toBeVisible();
  await page.getByRole('link', { name: '查看积分明细' }).click();
  await expect(page).toHaveURL(/integralShop\.html$/);
  await expect(page.getByText(`报料被采用：${title}`)).toHaveCount(1);
});

test('定位 refused: the form says so, and the typed place is what is sent', async ({ page, make }) => {
  const author = await make.member({ nickname: '不定位的报料人' });
  await page.context().clearPermissions();
  await page.goto(`login.html?redirect=${encodeURIComponent('/tipoffDetail.html')}`);
  await logInHere(page, author);
  await form(page).getByRole('button', { name: '定位' }).click();
  await expect(form(page).getByRole('status')).toHaveText(/请在上面填写地点。$/);
  await form(page).getByLabel('标题').fill('北坡路灯不亮');
  await form(page).getByLabel('发生了什么').fill('北坡路一排路灯晚上都不亮。');
  await form(page).getByLabel('地点（选填）').fill('北坡路');
  await form(page).getByRole('button', { name: '提交报料' }).click();
  await expect(page).toHaveURL(/\/tipoffDetail\/\d+\.html$/);
  await expect(page.getByText('地点：北坡路')).toBeVisible();
  await expect(page.getByText(/^定位：/)).toHaveCount(0);
});

test('by eye, zh and bo, light and dark, at 375 px: the form, a tip-off, a call and a submission; a new call joins home’s 征稿', async ({
  page,
  make,
}) => {
  test.setTimeout(90_000);
  const author = await make.member({ nickname: '看图的报料人' });
  const call = await make.call({ title: `“青岚的秋天”摄影征稿 ${Date.now()}` });
  // the newsroom made it: home's 征稿 module lists it, with nobody editing the module
  await page.goto('home.html');
  await expect(page.getByRole('link', { name: call.title })).toHaveAttribute(
    'href',
    new RegExp(`/seekArticleDetail/${call.id}\\.html$`),
  );
  await make.closeCall(call.id);
  const closedHome = await (await page.request.get('home.html')).text();
  expect(closedHome).not.toContain(call.title);
  const open = await make.call({ title: `“青岚的冬天”征文 ${Date.now()}` });

  await page.goto(`login.html?redirect=${encodeURIComponent(`/${open.path}`)}`);
  await logInHere(page, author);
  await page.getByRole('form', { name: '我要投稿' }).getByLabel('标题').fill('湖上初雪');
  await page.getByRole('form', { name: '我要投稿' }).getByLabel('正文').fill('第一场雪落在青岚湖上。');
  await page.getByRole('form', { name: '我要投稿' }).getByLabel('作者署名').fill('林小溪');
  await page.getByRole('form', { name: '我要投稿' }).getByRole('button', { name: '提交投稿' }).click();
  await expect(page).toHaveURL(/\/inputArticleDetail\/\d+\.html$/);
  const submission = new URL(page.url()).pathname.replace(/^.*\/inputArticleDetail/, 'inputArticleDetail');

  await gotoHydrated(page, 'tipoffDetail.html');
  await form(page).getByLabel('标题').fill('青岚湖边成群白鹭');
  await form(page).getByLabel('发生了什么').fill('二三十只白鹭在浅滩觅食。');
  await form(page).getByLabel('地点（选填）').fill('青岚湖南岸');
  await form(page).getByRole('button', { name: '提交报料' }).click();
  await expect(page).toHaveURL(/\/tipoffDetail\/\d+\.html$/);
  const id = Number(/tipoffDetail\/(\d+)\.html$/.exec(page.url())![1]);
  await make.tipoffDecision(id, 'adopt', { reply: '感谢报料！' });

  // each page with what shows it is drawn (the form and the member's own are drawn in the browser)
  const pages = {
    form: ['tipoffDetail.html', page.locator('main form textarea')],
    tipoff: [`tipoffDetail/${id}.html`, page.getByRole('heading', { name: '青岚湖边成群白鹭' })],
    call: [open.path, page.locator('main form textarea')],
    submission: [submission, page.getByRole('heading', { name: '湖上初雪' })],
  } as const;
  for (const lang of ['zh', 'bo'] as const) {
    await page
      .context()
      .addCookies([{ name: 'lang', value: lang, domain: new URL(page.url()).hostname, path: '/' }]);
    // the site's dark theme is the address's (?theme=dark, spec §4), not the system's
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [name, [path, drawn]] of Object.entries(pages)) {
        await gotoHydrated(page, colorScheme === 'dark' ? `${path}${path.includes('?') ? '&' : '?'}theme=dark` : path);
        await expect(drawn).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`${name}-${lang}-${colorScheme}.png`),
          fullPage: true,
        });
      }
    }
  }
});
