// Messenger sign-in (spec §4 messenger authorisation, §8 toasts) in the messenger's user agent, against the
// publisher's stand-in of the messenger's OAuth pages. The code is exchanged on the publisher only.
import type { Page, Request } from '@playwright/test';
import { newPhone } from '../support/factories';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { publisherPort } from '../support/ports';
import { signIn } from '../support/signIn';

const messengerUA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) NetType/WIFI Language/zh_CN';
const authorizePage = new RegExp(`:${publisherPort}/messenger-stand-in/connect/oauth2/authorize`);
const start = `getUserInfo.html?redirect=${encodeURIComponent('/home.html')}`;

// the stand-in's fault switch is one for the whole publisher: these journeys take turns
test.describe.configure({ mode: 'serial' });
test.use({ userAgent: messengerUA });

/** at the stand-in's consent page, the reader taps 允许 (or 拒绝) */
async function consent(page: Page, decision: '允许' | '拒绝' = '允许') {
  await expect(page).toHaveURL(authorizePage);
  await page.getByRole('button', { name: decision }).click();
}

function exchanges(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/app_if/getWxUserInfo')) seen.push(request.url());
  });
  return seen;
}

test('mode 1: to the messenger and back with a code, 授权中... while the publisher reads it, then phone binding', async ({
  page,
  make,
}) => {
  await make.messengerFault('none', 0);
  // hold the exchange until the popup has been seen
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/app_if/getWxUserInfo*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(start);
  await consent(page);
  await expect(page).toHaveURL(/getUserInfo\.html\?.*code=/);
  await expect(page.getByRole('status').filter({ hasText: '授权中...' })).toBeVisible();
  release();

  // a new member: phone binding, with the spec's prompts in order
  const bind = page.getByRole('form', { name: '绑定手机号' });
  await expect(bind).toBeVisible();
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored.accessToken).toBeTruthy();
  expect(JSON.parse(stored.isWXLogin!).value).toBe(true);
  expect(stored.weixinInit).toBe('1');
  // the code left the address once used
  expect(page.url()).not.toContain('code=');

  const submit = bind.getByRole('button', { name: '绑定', exact: true });
  await submit.click();
  await expect(bind.getByRole('alert')).toHaveText('请输入手机号');
  const phone = newPhone();
  await bind.getByLabel('手机号').fill(phone);
  await submit.click();
  await expect(bind.getByRole('alert')).toHaveText('请输入验证码');
  await bind.getByRole('button', { name: '获取验证码' }).click();
  await expect(bind.getByRole('status')).toHaveText('验证码已发送');
  await bind.getByLabel('验证码').fill(await make.lastCode(phone));
  await submit.click();
  await expect(bind.getByRole('alert')).toHaveText('请输入密码');
  await bind.getByLabel('密码', { exact: true }).fill('wx-pass-1');
  await submit.click();
  await expect(bind.getByRole('alert')).toHaveText('请确认密码');
  await bind.getByLabel('确认密码').fill('wx-pass-1');
  await submit.click();
  await expect(page).toHaveURL(/\/home\.html$/);

  // the bound number now signs in to the same account with its password, in any browser
  await page.evaluate(() => localStorage.clear());
  const again = await page.context().newPage();
  await signIn(again, { phone, password: 'wx-pass-1' });
  await again.close();
});

test('mode 2: waits for the messenger’s bridge, polling every 300 ms, before it asks for a code', async ({
  page,
}) => {
  await page.route('**/app_if/getConfig*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.authLogin = 2;
    await route.fulfill({ response, json: body });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { bridgeReads: number[]; bridgeReady: boolean };
    w.bridgeReads = [];
    w.bridgeReady = false;
    Object.defineProperty(window, 'WeixinJSBridge', {
      configurable: true,
      get: () => {
        w.bridgeReads.push(performance.now());
        return w.bridgeReady ? {} : undefined;
      },
    });
  });
  await gotoHydrated(page, start);
  const reads = () => page.evaluate(() => (window as unknown as { bridgeReads: number[] }).bridgeReads);
  await expect.poll(async () => (await reads()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
  const times = await reads();
  const gaps = times.slice(1).map((t, i) => t - times[i]!);
  for (const gap of gaps) {
    expect(gap).toBeGreaterThanOrEqual(290);
    expect(gap).toBeLessThan(1_000);
  }
  // still here: no code asked for while the bridge is missing
  await expect(page).toHaveURL(/getUserInfo\.html/);
  const bridgeReady = () =>
    page.evaluate(() => ((window as unknown as { bridgeReady: boolean }).bridgeReady = true));
  await bridgeReady();
  await consent(page);
  // back with the code, it waits for the bridge again before it reads the code
  await expect(page).toHaveURL(/getUserInfo\.html\?.*code=/);
  await bridgeReady();
  await expect(page.getByRole('form', { name: '绑定手机号' })).toBeVisible();
});

test('no openid: the code is dropped and authorisation restarts after 200 ms, twice, then 微信授权失败', async ({
  page,
  make,
}) => {
  await make.messengerFault('no-openid', 3);
  // when each empty answer reached the page (the page's own clock), and when each trip to the messenger began
  await page.addInitScript(() => {
    const original = window.fetch;
    window.fetch = async (...args) => {
      const response = await original(...args);
      if (String(args[0]).includes('getWxUserInfo')) {
        const seen = JSON.parse(sessionStorage.getItem('answeredAt') ?? '[]') as number[];
        sessionStorage.setItem('answeredAt', JSON.stringify([...seen, Date.now()]));
      }
      return response;
    };
  });
  const trips: Request[] = [];
  page.on('request', (request) => {
    if (authorizePage.test(request.url()) && request.method() === 'GET') trips.push(request);
  });
  await page.goto(start);
  for (let round = 1; round <= 3; round += 1) {
    // each empty answer sends the reader back to the messenger for a fresh code
    const next = page.waitForRequest((r) => authorizePage.test(r.url()) && r.method() === 'GET');
    await consent(page);
    if (round < 3) await next;
  }
  await expect(page.getByText('微信授权失败', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('微信授权没有完成');
  expect(await page.evaluate(() => localStorage.getItem('weixinInit'))).toBe('-1');
  expect(await page.evaluate(() => sessionStorage.getItem('postCount'))).toBeNull();
  // each restart came at least 200 ms after the empty answer
  const answered = JSON.parse((await page.evaluate(() => sessionStorage.getItem('answeredAt')))!) as number[];
  const asked = trips.map((request) => request.timing().startTime);
  expect(answered).toHaveLength(3);
  expect(asked).toHaveLength(3);
  expect(asked[1]! - answered[0]!).toBeGreaterThanOrEqual(200);
  expect(asked[2]! - answered[1]!).toBeGreaterThanOrEqual(200);
  // nobody is signed in, and reading goes on
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.getByRole('link', { name: '继续阅读' }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
});

test('the messenger failing: 微信授权获取用户信息失败, nobody signed in, a retry works', async ({
  page,
  make,
}) => {
  await make.messengerFault('error', 1);
  await page.goto(start);
  await consent(page);
  await expect(page.getByText('微信授权获取用户信息失败', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.getByRole('button', { name: '重试' }).click();
  await consent(page);
  await expect(page.getByRole('form', { name: '绑定手机号' })).toBeVisible();
});

test('a forged state or a declined consent exchanges nothing and the reader keeps reading', async ({
  page,
}) => {
  const seen = exchanges(page);
  await gotoHydrated(page, `${start}&code=abcdef123456&state=forged`);
  await expect(page.getByRole('alert')).toContainText('微信授权没有完成');
  expect(page.url()).not.toContain('code=');

  await page.getByRole('button', { name: '重试' }).click();
  await consent(page, '拒绝');
  await expect(page.getByRole('alert')).toContainText('微信授权没有完成');
  expect(seen).toEqual([]);
  await page.getByRole('link', { name: '继续阅读' }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
});

test.describe('in a plain browser', () => {
  test.use({ userAgent: undefined });
  test('the page says to open it in the messenger and offers the phone login', async ({ page }) => {
    await gotoHydrated(page, start);
    await expect(page.getByText('请在微信中打开此页面')).toBeVisible();
    await expect(page.getByRole('link', { name: '使用手机号登录' })).toBeVisible();
  });
});
