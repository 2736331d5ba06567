import { describe, expect, it, vi } from 'vitest';
import { createPublicReadCache } from './publicReadCache';

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
    expect(await Promise.all([cache.read('a', refresh), cache.read('a', refresh)])).toEqual(['first', 'first']);
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
  it('caches public reads, never previews, and goes straight through once a member is signed in', async () => {
    const { withPublicReadCache } = await import('./server');
    const { createMemoryCredentials } = await import('./credentials');
    const credentials = createMemoryCredentials('xyserver1');
    let calls = 0;
    const base = {
      getArticleContent: vi.fn(async () => ({ n: ++calls })),
      getRelArticles: vi.fn(async () => []),
    } as unknown as Parameters<typeof withPublicReadCache>[0];
    const client = withPublicReadCache(
      base,
      credentials,
      createPublicReadCache({ ttlMs: 5_000, maxEntries: 10 }),
    );
    const first = await client.getArticleContent({ id: 1, columnId: 2 });
    expect(await client.getArticleContent({ id: 1, columnId: 2 })).toBe(first);
    expect(await client.getArticleContent({ id: 1, columnId: 3 })).not.toBe(first);
    await client.getArticleContent({ id: 1, columnId: 2, preview: true });
    await client.getArticleContent({ id: 1, columnId: 2, preview: true });
    expect(base.getArticleContent).toHaveBeenCalledTimes(4);
    credentials.setMember({ accessToken: 'a', refreshToken: 'r', userId: 'u' }, Date.now() + 60_000);
    await client.getArticleContent({ id: 1, columnId: 2 });
    expect(base.getArticleContent).toHaveBeenCalledTimes(5);
  });
});
