import { expect, test } from '../support/fixtures';

test('every page carries the CSP with a fresh nonce, and every script bears it', async ({
  page,
  request,
}) => {
  for (const path of ['home.html', 'login.html']) {
    const first = await request.get(path);
    const second = await request.get(path);
    const csp = first.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(second.headers()['content-security-policy']).not.toBe(csp);
    expect(first.headers()['x-content-type-options']).toBe('nosniff');
    expect(first.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('login.html');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('hashed assets are cached for a year and sent compressed', async ({ request }) => {
  const html = await (await request.get('login.html')).text();
  // the page names its modules in the inline loader that adds them after `load` (app/server/hydrateAfterLoad.ts)
  const asset = /"([^"]+\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const response = await request.get(asset, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['content-encoding']).toBe('br');
});
