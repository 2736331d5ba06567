// What an attacker sends the site's public port, with the spellings a browser or curl lets through: the site's
// absolute addresses stay on its configured origin, and no redirect parameter leaves the site.
import { request as httpRequest } from 'node:http';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { sendPasswordLogin } from '../support/signIn';
import { appPort, appUrl, basePath, editorToken } from '../support/ports';
import { sharedArticle } from '../share/utils';

/** A raw GET with the request line and Host exactly as given (no client normalises the path or the header). */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port: appPort, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

test('a Host header of anyone’s choosing never reaches canonical, og:url or the share link of a cached page', async ({
  make,
}) => {
  const { path } = await sharedArticle(make);
  const page = await rawGet(`${basePath}${path}`, { host: 'evil.example' });
  expect(page.status).toBe(200);
  expect(page.body).not.toContain('evil.example');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1];
  expect(canonical).toBe(`${appUrl}${basePath}${path}`);
  expect(page.body).toContain(`<meta property="og:url" content="${canonical}"/>`);
});

// `back` (the settings forms), `redirect` (login, the messenger sign-in): what a browser would read as another host
const leavingSite = [
  '/..//evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\/evil.example',
  'https://evil.example/x',
  'http:evil.example',
  '/%2e%2e//evil.example',
  '/%2F%2Fevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
];

test('the settings forms send the reader back to a page of this site, or home: never to another host', async () => {
  for (const back of leavingSite) {
    const answer = await rawGet(`${basePath}settings?lang=en&back=${encodeURIComponent(back)}`);
    expect(answer.status, back).toBe(303);
    expect(answer.headers.location, back).toBe(`${basePath}home.html`);
  }
  const kept = await rawGet(`${basePath}settings?lang=en&back=${encodeURIComponent('/search.html?q=1')}`);
  expect(kept.headers.location).toBe(`${basePath}search.html?q=1`);
});

test('after signing in, a redirect to another host sends the reader home, not away', async ({
  page,
  make,
}) => {
  const member = await make.member();
  await gotoHydrated(page, `login.html?redirect=${encodeURIComponent('/..//evil.example/x')}`);
  await sendPasswordLogin(page, member);
  await expect(page).toHaveURL(`${appUrl}${basePath}home.html`);
});

test('the messenger sign-in’s return links stay on the site', async ({ page }) => {
  for (const back of ['/..//evil.example/x', '/%09/evil.example', 'https://evil.example/x']) {
    await page.goto(`getUserInfo.html?redirect=${encodeURIComponent(back)}`);
    const addresses = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => decodeURIComponent((link as HTMLAnchorElement).href)));
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address, back).not.toContain('evil.example');
  }
});

test('the editor API and the test hooks are not reachable through the site’s port, however the path is spelled', async () => {
  const auth = { authorization: `Bearer ${editorToken}` };
  for (const path of [
    '/app_if/../editor/api/comments',
    '/app_if/%2e%2e/editor/api/comments',
    '/app_if/..%2feditor/api/comments',
    '/sso-app/../editor/api/comments',
    '/pic/../../editor/api/comments',
    '/app_if/test/member',
    '/app_if//test/member',
    '/app_if/TEST/member',
    '/sso-app/test/lastCode?phone=13800000000',
    '/bigdata/../messenger-stand-in/test/fault',
    '/app_if/http://127.0.0.1:9/x',
    '/app_if///127.0.0.1:9/x',
    '/app_if/data:text/html,<script>alert(1)</script>',
  ]) {
    const answer = await rawGet(path, auth);
    expect(answer.status, path).toBe(404);
    expect(answer.body, path).not.toContain('<script>');
  }
  // the interface itself still answers through the same port
  expect((await rawGet('/app_if/getConfig?appID=1')).status).toBe(200);
});

test('an address outside the base path (a scanner’s, a mistyped one) is sent home, with nothing of the app’s inner workings', async () => {
  for (const path of ['/wp-login.php', '/xyz', '/template/other/home.html', '/.env', '/%2e%2e/etc/passwd']) {
    const answer = await rawGet(path);
    expect(answer.status, path).toBe(302);
    expect(answer.headers.location, path).toBe(`${basePath}home.html`);
    expect(answer.body, path).not.toMatch(/Error|at .*\(.*:\d+:\d+\)/);
  }
});
