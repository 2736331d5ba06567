// A stand-in for the publisher's native app around the page: its webview's user agent, the member it hands over
// (window.xyAppUser, docs/native-bridge.md) and a bridge that records every xyapp:// link the page opens, with the
// time it opened it, and never answers (the page must not wait for it).
import { createHash } from 'node:crypto';
import { devices, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { publisherUrl } from '../support/ports';

export const appUserAgent = `${devices['iPhone 13'].userAgent}/xiangyuapp`;

export interface AppCall {
  link: string;
  /** ms since the page's navigation started */
  at: number;
}

/** The member as the app holds them after its own login: id and tokens from the single sign-on. */
export async function appMember(request: APIRequestContext, member: { phone: string; password: string }) {
  const response = await request.post(`${publisherUrl}/sso-app/api/login`, {
    form: {
      phone: member.phone,
      password: createHash('md5').update(member.password).digest('hex'),
      devid: 'native-app-stand-in',
      siteid: '1',
    },
  });
  const body = (await response.json()) as {
    data: { uid: string; accessToken: string; refreshToken: string };
  };
  expect(body.data.accessToken).toBeTruthy();
  return { uid: body.data.uid, accessToken: body.data.accessToken, refreshToken: body.data.refreshToken };
}

/** A page inside the app; `user` is the member the app hands over before the page's scripts run. */
export async function appPage(browser: Browser, user?: object): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], userAgent: appUserAgent });
  await context.addInitScript((appUser) => {
    const calls: { link: string; at: number }[] = [];
    Object.assign(window, { __appCalls: calls });
    const src = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'src', {
      configurable: true,
      get() {
        return src.get!.call(this);
      },
      set(value: string) {
        // the app's navigation policy takes xyapp:// loads and never lets them through
        if (String(value).startsWith('xyapp://')) calls.push({ link: String(value), at: performance.now() });
        else src.set!.call(this, value);
      },
    });
    if (appUser) Object.assign(window, { xyAppUser: appUser });
  }, user ?? null);
  return context.newPage();
}

export function appCalls(page: Page): Promise<AppCall[]> {
  return page.evaluate(() => (window as unknown as { __appCalls: AppCall[] }).__appCalls);
}

/** Waits until the app has received `count` calls and answers them. */
export async function receivedCalls(page: Page, count: number): Promise<AppCall[]> {
  await expect
    .poll(async () => (await appCalls(page)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return appCalls(page);
}
