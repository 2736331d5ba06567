import { describe, expect, it, vi } from 'vitest';
import { createPublisherClient } from './client';
import { createPublicReadCache } from './publicReadCache';
import { withPublicReadCache } from './server';
import { ok, testCore } from './testFetch';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createPublicReadCache', () => {
  it('shares one load among concurrent callers and reuses the value for the TTL', async () => {
    const c = clock();
    const cache = createPublicReadCache({ ttlMs: 5_000, maxEntries: 10, now: c.now });
    let n = 0;
    const load = vi.fn(async () => ++n);
    expect(await Promise.all([cache.read('a', load), cache.read('a', load), cache.read('a', load)])).toEqual([
      1, 1, 1,
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    c.advance(4_999);
    expect(await cache.read('a', load)).toBe(1);
    c.advance(1);
    expect(await cache.read('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves a stale value while one refresh runs behind it, then the refreshed one', async () => {
    const c = clock();
    const cache = createPublicReadCache({ ttlMs: 5_000, staleMs: 25_000, maxEntries: 10, now: c.now });
    await cache.read('a', async () => 'first');
    c.advance(5_000);
    let finish: (value: string) => void = () => {};
    const refresh = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    // no reader waits: both get the stale value at once, and only one refresh starts
    expect(await Promise.all([cache.read('a', refresh), cache.read('a', refresh)])).toEqual([
      'first',
      'first',
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish('second');
    await Promise.resolve();
    expect(await cache.read('a', refresh)).toBe('second');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('past the stale window a reader waits for a fresh value', async () => {
    const c = clock();
    const cache = createPublicReadCache({ ttlMs: 5_000, staleMs: 25_000, maxEntries: 10, now: c.now });
    await cache.read('a', async () => 'old');
    c.advance(30_000);
    expect(await cache.read('a', async () => 'new')).toBe('new');
  });

  it('a failed refresh keeps the stale value within its window, and is tried again', async () => {
    const c = clock();
    const cache = createPublicReadCache({ ttlMs: 5_000, staleMs: 25_000, maxEntries: 10, now: c.now });
    await cache.read('a', async () => 'old');
    c.advance(6_000);
    const down = vi.fn(async () => {
      throw new Error('down');
    });
    expect(await cache.read('a', down)).toBe('old');
    await Promise.resolve();
    expect(await cache.read('a', down)).toBe('old');
    expect(down).toHaveBeenCalledTimes(2);
    c.advance(25_000);
    await expect(cache.read('a', down)).rejects.toThrow('down');
  });

  it('keys are separate', async () => {
    const cache = createPublicReadCache({ ttlMs: 5_000, maxEntries: 10 });
    expect(await cache.read('a', async () => 'A')).toBe('A');
    expect(await cache.read('b', async () => 'B')).toBe('B');
    expect(await cache.read('a', async () => 'other')).toBe('A');
  });

  it('never keeps a failure: waiters share it, the next caller tries again', async () => {
    const cache = createPublicReadCache({ ttlMs: 5_000, maxEntries: 10 });
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    const results = await Promise.allSettled([cache.read('a', failing), cache.read('a', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.read('a', async () => 'up')).toBe('up');
  });

  it('drops the oldest entry beyond maxEntries', async () => {
    const cache = createPublicReadCache({ ttlMs: 5_000, maxEntries: 2 });
    await cache.read('a', async () => 1);
    await cache.read('b', async () => 2);
    await cache.read('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.read('c', async () => 'not used')).toBe(3);
  });

  it('drops the oldest entries beyond maxBytes, and never keeps a value larger than that', async () => {
    const cache = createPublicReadCache({
      ttlMs: 5_000,
      maxEntries: 10,
      maxBytes: 10,
      sizeOf: (value) => String(value).length,
    });
    await cache.read('a', async () => 'aaaa');
    await cache.read('b', async () => 'bbbb');
    await cache.read('c', async () => 'cccc');
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.read('huge', async () => 'x'.repeat(11))).toHaveLength(11);
    expect(await cache.read('huge', async () => 'again')).toBe('again');
  });

  it('a TTL of 0 turns it off', async () => {
    const cache = createPublicReadCache({ ttlMs: 0, maxEntries: 10 });
    let n = 0;
    await cache.read('a', async () => ++n);
    expect(await cache.read('a', async () => ++n)).toBe(2);
  });

  it('a load that began before clear() is not kept', async () => {
    const cache = createPublicReadCache({ ttlMs: 5_000, maxEntries: 10 });
    let release: (v: string) => void = () => {};
    const slow = cache.read('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.read('a', async () => 'new')).toBe('new');
  });
});

describe('withPublicReadCache', () => {
  function cached() {
    const { core, fetch, credentials } = testCore({
      getArticleContent: (req) => ok({ fileId: req.params.get('articleId'), title: 't' }),
      getArticleCounts: (req) => ok({ fileId: req.params.get('articleId'), countClick: 1 }),
      event: () => ok({ value: 'true' }),
      getArticles: () => ok({ list: [{ fileId: 1 }] }),
      getColumn: () => ({ status: -1, message: 'columnId 不存在', data: {} }),
    });
    const shared = withPublicReadCache(core, createPublicReadCache({ ttlMs: 5_000, maxEntries: 10 }));
    const asked = (name: string) => fetch.calls.filter((c) => c.url.pathname.endsWith(`/${name}`)).length;
    return { client: createPublisherClient(shared), asked, credentials };
  }

  it('caches public reads by operation and parameters, never previews, and not once a member is signed in', async () => {
    const { client, asked, credentials } = cached();
    const first = await client.article.getArticleContent({ id: 1, columnId: 2 });
    expect(await client.article.getArticleContent({ id: 1, columnId: 2 })).toBe(first);
    expect(await client.article.getArticleContent({ id: 1, columnId: 3 })).not.toBe(first);
    await client.article.getArticleContent({ id: 1, columnId: 2, preview: true });
    await client.article.getArticleContent({ id: 1, columnId: 2, preview: true });
    expect(asked('getArticleContent')).toBe(4);
    credentials.setMember({ accessToken: 'a', refreshToken: 'r', userId: 'u' }, Date.now() + 60_000);
    await client.article.getArticleContent({ id: 1, columnId: 2 });
    expect(asked('getArticleContent')).toBe(5);
  });

  it('never caches an operation without a cache rule', async () => {
    const { client, asked } = cached();
    await client.article.getArticleCounts(1);
    await client.article.getArticleCounts(1);
    await client.article.event({ id: 1, eventType: 0, channel: 1 });
    await client.article.event({ id: 1, eventType: 0, channel: 1 });
    expect([asked('getArticleCounts'), asked('event')]).toEqual([2, 2]);
  });

  it("leaves a call with its caller's own cancellation alone", async () => {
    const { client, asked } = cached();
    await client.lists.getArticles({ columnId: 1, page: 0 });
    await client.lists.getArticles({ columnId: 1, page: 0 });
    expect(asked('getArticles')).toBe(1);
    await client.lists.getArticles({ columnId: 1, page: 0 }, { signal: new AbortController().signal });
    expect(asked('getArticles')).toBe(2);
  });

  it('keeps a lookup\'s "not found" like any answer', async () => {
    const { client, asked } = cached();
    expect(await client.columns.getColumn(9)).toBeNull();
    expect(await client.columns.getColumn(9)).toBeNull();
    expect(asked('getColumn')).toBe(1);
  });
});
