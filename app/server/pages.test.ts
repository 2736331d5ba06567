import Fastify from 'fastify';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import type { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { catalogFiles } from './catalogFiles';
import { hydrateAfterLoad } from './hydrateAfterLoad';
import { cspNonceContext } from './loadContext';
import { createPageHandler, gather } from './pages';

vi.mock('./hydrateAfterLoad', async (original) => {
  const actual = await original<typeof import('./hydrateAfterLoad')>();
  return { ...actual, hydrateAfterLoad: vi.fn(actual.hydrateAfterLoad) };
});

const bytes = (text: string) => new TextEncoder().encode(text);

async function text(body: Buffer | Readable): Promise<string> {
  if (Buffer.isBuffer(body)) return body.toString();
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString();
}

describe('gather', () => {
  it('a page complete in time goes out as one buffer', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html>', '<body>', 'hi', '</body></html>']) controller.enqueue(bytes(part));
        controller.close();
      },
    });
    const out = await gather(body, 30);
    expect(Buffer.isBuffer(out)).toBe(true);
    expect(await text(out)).toBe('<html><body>hi</body></html>');
  });

  it('a page still streaming is streamed on, nothing lost or reordered', async () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes('<html>'));
        await new Promise((r) => setTimeout(r, 60));
        controller.enqueue(bytes('late'));
        await new Promise((r) => setTimeout(r, 10));
        controller.enqueue(bytes('</html>'));
        controller.close();
      },
    });
    const out = await gather(body, 20);
    expect(out).toBeInstanceOf(Readable);
    expect(await text(out)).toBe('<html>late</html>');
  });
});

/** A stand-in for React Router's handler: pages that echo what the render saw, with the render's nonce. */
function fakeSite() {
  const rendered: string[] = [];
  /** the origin of each render's request URL */
  const origins: string[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  const render = async (request: Request, context: RouterContextProvider): Promise<Response> => {
    const cspNonce = context.get(cspNonceContext);
    const { pathname, origin } = new URL(request.url);
    rendered.push(pathname);
    origins.push(origin);
    await held;
    const seen = `${request.method} ${pathname} cookie=${request.headers.get('cookie') ?? ''}`;
    const html =
      `<!DOCTYPE html><html><head><link rel="modulepreload" href="/a/entry.js" nonce="${cspNonce}"/></head>` +
      `<body><p>${seen}</p><script nonce="${cspNonce}">ctx={}</script>` +
      `<script nonce="${cspNonce}" type="module">import("/a/entry.js");</script></body></html>`;
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (pathname === '/preview.html') headers.set('cache-control', 'private, no-store');
    if (pathname === '/welcome.html') headers.append('set-cookie', 'seen=1; Path=/');
    return new Response(html, { status: pathname === '/missing.html' ? 404 : 200, headers });
  };
  return {
    render,
    rendered,
    origins,
    hold() {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

async function server(
  site: ReturnType<typeof fakeSite>,
  freshSeconds = 10,
  configHosts: () => readonly string[] = () => [],
) {
  const app = Fastify();
  app.all(
    '*',
    createPageHandler({
      siteOrigin: 'https://news.example',
      render: site.render,
      configHosts,
      frameAncestors: "'self'",
      pageCache: { freshSeconds, staleSeconds: 30 },
      defaultLanguage: 'zh',
      catalogs: catalogFiles('/'),
    }),
  );
  await app.ready();
  return app;
}

/** the response's CSP nonce, after checking that every nonce in its body is that one */
function nonceOf(res: LightMyRequestResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
  expect(nonce).toBeTruthy();
  const inBody = new Set(
    [...res.body.matchAll(/nonce="([^"]+)"|\.nonce="([^"]+)"/g)].map((m) => m[1] ?? m[2]),
  );
  expect([...inBody]).toEqual([nonce]);
  return nonce!;
}

describe('the page handler', () => {
  it('lets the page reach the hosts the site config names, the shared copy and a reader’s own alike', async () => {
    let hosts: readonly string[] = [];
    const app = await server(fakeSite(), 10, () => hosts);
    const connectSrc = (res: LightMyRequestResponse) =>
      /connect-src ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(connectSrc(await app.inject({ url: '/article.html' }))).toBe("'self'");
    hosts = ['wss://push.example.cn', 'https://bigdata.example.cn'];
    expect(connectSrc(await app.inject({ url: '/article.html' }))).toBe(
      "'self' wss://push.example.cn https://bigdata.example.cn",
    );
    expect(connectSrc(await app.inject({ url: '/preview.html' }))).toBe(
      "'self' wss://push.example.cn https://bigdata.example.cn",
    );
  });

  it('a burst of readers of one new page costs one render, and each reader gets a nonce of its own', async () => {
    const site = fakeSite();
    const app = await server(site);
    site.hold();
    const burst = Array.from({ length: 20 }, () => app.inject({ url: '/article.html' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    site.release();
    const responses = await Promise.all(burst);
    expect(site.rendered).toEqual(['/article.html']);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map(nonceOf)).size).toBe(20);
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
    const [first] = responses;
    expect(first!.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(first!.headers.vary).toBe('cookie, accept-encoding');
    expect(first!.headers.age).toBe('0');
    // the shared render saw a GET with the language cookie, nothing else of any reader's
    expect(first!.body).toContain('GET /article.html cookie=lang=zh');
    await app.close();
  });

  it('moves the hydration scripts after load once per render, not once per reader', async () => {
    vi.mocked(hydrateAfterLoad).mockClear();
    const site = fakeSite();
    const app = await server(site);
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({ url: '/article.html' });
      expect(res.body).not.toContain('<link rel="modulepreload"');
    }
    expect(vi.mocked(hydrateAfterLoad)).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('one page per language; the theme is in the URL', async () => {
    const site = fakeSite();
    const app = await server(site);
    const en = await app.inject({ url: '/article.html', headers: { cookie: 'lang=en' } });
    const de = await app.inject({ url: '/article.html', headers: { cookie: 'lang=de' } });
    const grey = await app.inject({ url: '/article.html?grey=1', headers: { cookie: 'lang=en' } });
    await app.inject({ url: '/article.html', headers: { cookie: 'lang=en' } });
    expect(en.body).toContain('cookie=lang=en');
    expect(de.body).toContain('cookie=lang=de');
    expect(grey.statusCode).toBe(200);
    expect(site.rendered).toHaveLength(3);
    await app.close();
  });

  it("one page per stored theme and text size: a dark, large reader never gets a light reader's page", async () => {
    const site = fakeSite();
    const app = await server(site);
    const light = await app.inject({ url: '/article.html', headers: { cookie: 'lang=en' } });
    const dark = await app.inject({
      url: '/article.html',
      headers: { cookie: 'theme=dark; textsize=large; lang=en' },
    });
    const again = await app.inject({
      url: '/article.html',
      headers: { cookie: 'lang=en; textsize=large; theme=dark' },
    });
    expect(light.body).toContain('cookie=lang=en; theme=light; textsize=standard');
    expect(dark.body).toContain('cookie=lang=en; theme=dark; textsize=large');
    expect(again.body).toContain('cookie=lang=en; theme=dark; textsize=large');
    expect(dark.headers['cache-control']).toMatch(/^public/);
    expect(site.rendered).toHaveLength(2);
    await app.close();
  });

  it('sends kept pages gzipped, made once per render, each with its own nonce', async () => {
    const site = fakeSite();
    const app = await server(site);
    const plain = await app.inject({ url: '/article.html' });
    const nonces = new Set([nonceOf(plain)]);
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({
        url: '/article.html',
        headers: { 'accept-encoding': 'br, gzip, deflate' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      const body = gunzipSync(res.rawPayload).toString();
      nonces.add(nonceOf({ ...res, body } as LightMyRequestResponse));
      expect(body.replaceAll([...nonces].at(-1)!, 'N')).toBe(plain.body.replaceAll(nonceOf(plain), 'N'));
    }
    expect(nonces.size).toBe(4);
    expect(site.rendered).toHaveLength(1);
    const refused = await app.inject({ url: '/article.html', headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    await app.close();
  });

  it('answers If-None-Match with a 304 that carries no CSP (a cache would pair it with its copy’s nonce)', async () => {
    const site = fakeSite();
    const app = await server(site);
    const { etag } = (await app.inject({ url: '/article.html' })).headers;
    const again = await app.inject({ url: '/article.html', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['cache-control']).toContain('s-maxage=10');
    const changed = await app.inject({ url: '/article.html', headers: { 'if-none-match': 'W/"old"' } });
    expect(changed.statusCode).toBe(200);
    await app.close();
  });

  it('HEAD is answered from the page GET keeps, without a body', async () => {
    const site = fakeSite();
    const app = await server(site);
    const get = await app.inject({ url: '/article.html' });
    const head = await app.inject({ url: '/article.html', method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(site.rendered).toHaveLength(1);
    await app.close();
  });

  it("renders every page on the site's configured origin, whatever Host a reader (or an attacker) sends", async () => {
    const site = fakeSite();
    const app = await server(site, 0);
    await app.inject({ url: '/article.html', headers: { host: 'evil.example' } });
    await app.inject({ url: '/article.html', headers: { host: 'evil.example', cookie: 'session=m' } });
    expect(site.origins).toEqual(['https://news.example', 'https://news.example']);
    await app.close();
  });

  it("never serves a member's page to anyone, nor a page from the cache to a member", async () => {
    const site = fakeSite();
    const app = await server(site);
    const member = await app.inject({
      url: '/article.html',
      headers: { cookie: 'lang=zh; session=member-7' },
    });
    expect(member.body).toContain('session=member-7');
    expect(member.headers['cache-control']).toBe('private, no-cache');
    expect(member.headers.etag).toBeUndefined();
    const reader = await app.inject({ url: '/article.html' });
    expect(reader.body).not.toContain('member-7');
    const again = await app.inject({ url: '/article.html', headers: { cookie: 'session=member-7' } });
    const bearer = await app.inject({ url: '/article.html', headers: { authorization: 'Bearer t' } });
    expect(site.rendered).toHaveLength(4);
    for (const res of [again, bearer]) expect(res.headers['cache-control']).toBe('private, no-cache');
    await app.close();
  });

  it('never keeps a preview, a page that sets a cookie, or a 404: every reader gets a render of their own', async () => {
    const site = fakeSite();
    const app = await server(site);
    for (const url of ['/preview.html', '/welcome.html', '/missing.html', '/article.html?yl=1']) {
      site.rendered.length = 0;
      site.hold();
      const burst = Array.from({ length: 3 }, () => app.inject({ url }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      site.release();
      const responses = await Promise.all(burst);
      expect(site.rendered, url).toHaveLength(3);
      for (const res of responses) {
        expect(res.headers.etag, url).toBeUndefined();
        expect(res.headers['cache-control'], url).toMatch(/^private, no-(store|cache)$/);
        nonceOf(res);
      }
      if (url === '/welcome.html') {
        expect(responses.map((r) => r.headers['set-cookie'])).toEqual(Array(3).fill(['seen=1; Path=/']));
      }
    }
    await app.close();
  });

  it('PAGE_CACHE_SECONDS=0: every reader gets a render of their own, private', async () => {
    const site = fakeSite();
    const app = await server(site, 0);
    const [a, b] = [await app.inject({ url: '/article.html' }), await app.inject({ url: '/article.html' })];
    expect(site.rendered).toHaveLength(2);
    expect(a.headers['cache-control']).toBe('private, no-cache');
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    await app.close();
  });
});
