import { describe, expect, it } from 'vitest';
import { createPageCache, sharedPage, withNonce, type SharedPage } from './pageCache';

const page = (nonce: string) =>
  Buffer.from(
    `<html><head><script nonce="${nonce}">a()</script></head>` +
      `<body>青岚<script nonce="${nonce}">(function(){s.nonce="${nonce}"})()</script></body></html>`,
  );

describe('sharedPage', () => {
  it('gives each response its own nonce wherever the render put its own, the rest byte for byte', () => {
    const kept = sharedPage(new Headers({ 'content-type': 'text/html' }), page('RENDER=='), 'RENDER==');
    expect(withNonce(kept, 'fresh+/1==').toString()).toBe(page('fresh+/1==').toString());
    expect(withNonce(kept, 'other').toString()).not.toContain('RENDER==');
  });

  it('has one ETag whatever the nonce, and another for other content', () => {
    const a = sharedPage(new Headers(), page('one'), 'one');
    const b = sharedPage(new Headers(), page('two'), 'two');
    const other = sharedPage(
      new Headers(),
      Buffer.from(page('one').toString().replace('青岚', '青山')),
      'one',
    );
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(b.etag).toBe(a.etag);
    expect(other.etag).not.toBe(a.etag);
    // where the nonces stand is part of the content
    const moved = sharedPage(new Headers(), Buffer.from('xNy'), 'N');
    expect(sharedPage(new Headers(), Buffer.from('xyN'), 'N').etag).not.toBe(moved.etag);
  });

  it('a body without the nonce (a .data answer) is kept as it is', () => {
    const kept = sharedPage(new Headers(), Buffer.from('[{"_1":2}]'), 'N1');
    expect(kept.pieces).toHaveLength(1);
    expect(withNonce(kept, 'N2').toString()).toBe('[{"_1":2}]');
  });

  it('keeps no Set-Cookie and no Content-Length', () => {
    const headers = new Headers({ 'content-type': 'text/x-script', 'content-length': '3' });
    headers.append('set-cookie', 'a=1');
    expect(sharedPage(headers, Buffer.from('abc'), 'N').headers).toEqual([['content-type', 'text/x-script']]);
  });
});

describe('createPageCache', () => {
  it('is fresh for PAGE_CACHE_SECONDS, then served stale while one re-render runs', async () => {
    let t = 0;
    const cache = createPageCache({ freshSeconds: 10, staleSeconds: 30 }, () => t);
    const render = (text: string) => async () => sharedPage(new Headers(), Buffer.from(text), 'N', t);
    await cache.read('k', render('first'));
    t = 9_999;
    expect(withNonce(await cache.read<SharedPage>('k', render('second')), 'N').toString()).toBe('first');
    t = 10_000;
    const stale = await cache.read<SharedPage>('k', render('second'));
    expect(withNonce(stale, 'N').toString()).toBe('first');
    await Promise.resolve();
    const fresh = await cache.read<SharedPage>('k', render('third'));
    expect(withNonce(fresh, 'N').toString()).toBe('second');
  });
});
