import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { etagMatches, mayShare, sharedCacheControl, sharedRequest } from './pageSharing';

const article = '/news/newsDetail/2/10001.html';
/** the configured public origin (SITE_URL) */
const site = 'https://news.example';

function request(headers: Record<string, string> = {}, url = article, method = 'GET') {
  return {
    method,
    url,
    headers,
    protocol: 'http',
    host: headers.host ?? 'news.example',
  } as unknown as FastifyRequest;
}

describe('sharedRequest', () => {
  it("keys an anonymous read by the reader's choices and URL, and renders it with the choices' cookies alone", () => {
    const shared = sharedRequest(
      request({ 'user-agent': 'Phone', cookie: 'lang=en' }, `${article}?grey=1`),
      'zh',
      site,
    );
    expect(shared?.key).toBe(`en light standard https://news.example${article}?grey=1`);
    expect(shared?.request.method).toBe('GET');
    expect([...shared!.request.headers]).toEqual([['cookie', 'lang=en; theme=light; textsize=standard']]);
  });

  it('readers who chose a theme or a text size share the page with those who chose the same, in any order', () => {
    const chosen = sharedRequest(request({ cookie: 'textsize=large; theme=dark; lang=bo' }), 'zh', site);
    expect(chosen?.key).toBe(`bo dark large https://news.example${article}`);
    expect([...chosen!.request.headers]).toEqual([['cookie', 'lang=bo; theme=dark; textsize=large']]);
    expect(sharedRequest(request({ cookie: 'theme=dark; lang=bo; textsize=large' }), 'zh', site)?.key).toBe(
      chosen?.key,
    );
    const keys = new Set(
      ['theme=light', 'theme=dark', 'theme=system', 'textsize=small', 'textsize=xlarge'].map(
        (cookie) => sharedRequest(request({ cookie }), 'zh', site)?.key,
      ),
    );
    expect(keys.size).toBe(5);
  });

  it('a choice we do not know shares the default page: it adds no key of its own', () => {
    const none = sharedRequest(request(), 'zh', site)?.key;
    for (const cookie of ['theme=neon', 'textsize=huge', 'theme=', 'theme=light; textsize=standard']) {
      expect(sharedRequest(request({ cookie }), 'zh', site)?.key, cookie).toBe(none);
    }
  });

  it("a Host header of anyone's choosing neither keys nor addresses the shared page: the site's origin does", () => {
    const shared = sharedRequest(request({ host: 'evil.example' }), 'zh', site);
    expect(shared?.key).toBe(`zh light standard https://news.example${article}`);
    expect(shared?.request.url).toBe(`https://news.example${article}`);
  });

  it('readers without a language cookie, or with one we do not speak, share the default language', () => {
    const none = sharedRequest(request(), 'zh', site)?.key;
    expect(sharedRequest(request({ cookie: 'lang=xx' }), 'zh', site)?.key).toBe(none);
    expect(sharedRequest(request({ cookie: 'lang=zh' }), 'zh', site)?.key).toBe(none);
    expect(sharedRequest(request(), 'de', site)?.key).not.toBe(none);
  });

  it('HEAD shares the GET, client navigations (.data) are keyed by their own URL', () => {
    expect(sharedRequest(request({}, article, 'HEAD'), 'zh', site)?.key).toBe(
      sharedRequest(request(), 'zh', site)?.key,
    );
    expect(sharedRequest(request({}, `${article}.data`), 'zh', site)?.key).toBe(
      `zh light standard https://news.example${article}.data`,
    );
  });

  it('never a member, a preview, another cookie, an Authorization header or a form post', () => {
    expect(sharedRequest(request({ cookie: 'lang=en; session=abc' }), 'zh', site)).toBeUndefined();
    expect(
      sharedRequest(request({ cookie: 'theme=dark; textsize=large; sso=1' }), 'zh', site),
    ).toBeUndefined();
    expect(sharedRequest(request({ cookie: 'sso=1' }), 'zh', site)).toBeUndefined();
    expect(sharedRequest(request({ authorization: 'Bearer t' }), 'zh', site)).toBeUndefined();
    for (const query of ['yl=1', 'isPreview=true', 'innerPreview=1', 'inCmsPreview=true']) {
      expect(sharedRequest(request({}, `${article}?${query}`), 'zh', site)).toBeUndefined();
    }
    expect(sharedRequest(request({}, article, 'POST'), 'zh', site)).toBeUndefined();
  });
});

describe('mayShare', () => {
  const body = Buffer.from('<html></html>');
  it('a complete 200 that sets no cookie and no caching of its own', () => {
    expect(mayShare(new Response('x'), body)).toBe(true);
  });

  it('not a 404, a preview, a response that sets a cookie, or a page still streaming', () => {
    expect(mayShare(new Response('x', { status: 404 }), body)).toBe(false);
    expect(mayShare(new Response('x', { headers: { 'cache-control': 'private, no-store' } }), body)).toBe(
      false,
    );
    expect(mayShare(new Response('x', { headers: { 'set-cookie': 'lang=en' } }), body)).toBe(false);
    expect(mayShare(new Response('x'), Readable.from(['x']))).toBe(false);
  });
});

describe('headers', () => {
  it('Cache-Control for shared caches, short and configurable', () => {
    expect(sharedCacheControl({ freshSeconds: 10, staleSeconds: 30 }, article)).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
    );
    expect(sharedCacheControl({ freshSeconds: 5, staleSeconds: 0 }, article)).toBe(
      'public, max-age=0, s-maxage=5',
    );
  });

  it('no stale-while-revalidate on client navigation data: a browser would answer a pull to refresh from its copy', () => {
    const settings = { freshSeconds: 10, staleSeconds: 30 };
    expect(sharedCacheControl(settings, '/news/home.html.data?column=2&_routes=routes%2Fhome')).toBe(
      'public, max-age=0, s-maxage=10',
    );
  });

  it('If-None-Match: weak comparison, lists and *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
  });
});
