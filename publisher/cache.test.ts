import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swrCache } from './cache.ts';
import { CACHED_ANSWER_FRESH_MS, CACHED_ANSWER_MS } from './app-if/serve.ts';
import {
  anonymousToken,
  callAppIf,
  createArticle,
  testPublisher,
  type TestPublisher,
} from './test-support.ts';

describe('swrCache', () => {
  it('shares one load among concurrent misses, serves stale while one refresh runs, waits when too old', async () => {
    let now = 0;
    let loads = 0;
    const cache = swrCache<number>({ freshMs: 1000, maxStaleMs: 5000, maxEntries: 10, now: () => now });
    let release!: () => void;
    const load = () => {
      loads++;
      const n = loads;
      return new Promise<number>((done) => (release = () => done(n)));
    };
    const waiting = Array.from({ length: 50 }, () => cache.get('k', load));
    expect(loads).toBe(1);
    release();
    expect(await Promise.all(waiting)).toEqual(Array(50).fill(1));

    now = 1500; // stale: answered at once with the old value, one refresh started
    const stale = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(stale).toEqual(Array(50).fill(1));
    expect(loads).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', load)).toBe(2);

    now = 1500 + 6000; // past maxStale: callers wait for the new value
    const late = cache.get('k', load);
    expect(loads).toBe(3);
    release();
    expect(await late).toBe(3);
  });

  it('keeps the stale value when a background refresh fails, and tells', async () => {
    let now = 0;
    const errors: unknown[] = [];
    const cache = swrCache<string>({
      freshMs: 10,
      maxStaleMs: 1000,
      maxEntries: 10,
      now: () => now,
      onRefreshError: (e) => errors.push(e),
    });
    expect(await cache.get('k', async () => 'a')).toBe('a');
    now = 20;
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe('a');
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    expect(await cache.get('k', async () => 'b')).toBe('a'); // still stale: the next refresh starts
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 'c')).toBe('b');
  });

  it('clear() drops values and loads begun before it: what they read may predate the write', async () => {
    const cache = swrCache<string>({ freshMs: 1000, maxStaleMs: 5000, maxEntries: 10, now: () => 0 });
    let release!: (v: string) => void;
    const before = cache.get('k', () => new Promise<string>((done) => (release = done)));
    cache.clear();
    const after = cache.get('k', async () => 'new');
    release('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k', async () => 'newer')).toBe('new');
  });
});

describe('cached answers stay fresh', () => {
  let pub: TestPublisher;
  let token: string;
  let articleId: number;
  beforeAll(async () => {
    pub = await testPublisher();
    token = await anonymousToken(pub.app);
    ({ fileId: articleId } = await createArticle(pub, { title: '点赞', content: '<p>x</p>', columnId: 3 }));
  });
  afterAll(() => pub.close());

  const praises = async () =>
    Number(
      (
        (await callAppIf(pub.app, 'getArticleContent', { articleId }, { token })).body.data as {
          countPraise: string;
        }
      ).countPraise,
    );

  it('a like shows in the detail after the fresh window, and at once after an idle spell', async () => {
    const before = await praises();
    // two readers' likes (one like per device the publisher issued a token to counts)
    await callAppIf(
      pub.app,
      'event',
      { id: articleId, eventType: 1 },
      { token: await anonymousToken(pub.app, 'cache-reader-1') },
    );
    pub.clock.advance(CACHED_ANSWER_FRESH_MS);
    await praises(); // served stale while it refreshes
    await new Promise((r) => setTimeout(r, 50));
    expect(await praises()).toBe(before + 1);

    await callAppIf(
      pub.app,
      'event',
      { id: articleId, eventType: 1 },
      { token: await anonymousToken(pub.app, 'cache-reader-2') },
    );
    pub.clock.advance(CACHED_ANSWER_MS);
    expect(await praises()).toBe(before + 2);
  });
});
