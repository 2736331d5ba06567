import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ok, testCore } from '../testFetch';
import { createListsApi } from './client';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('spec §7 list cancellation', () => {
  test('a pending article list is cancelled when a new one starts (browser client)', async () => {
    let first = true;
    const { core } = testCore(
      {
        getArticles: (req) =>
          first
            ? ((first = false), new Promise(() => {}))
            : ok({ list: [{ fileId: Number(req.params.get('page')) + 100 }] }),
      },
      { cancelSuperseded: true },
    );
    const lists = createListsApi(core);
    const a = lists.getArticles({ columnId: 1, page: 0 });
    const aResult = a.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    const b = await lists.getArticles({ columnId: 1, page: 1 });
    expect(b.articles[0]!.id).toBe(101);
    expect(await aResult).toMatchObject({ name: 'AbortError' });
  });

  test("the server's core lets every reader's list finish", async () => {
    const { core } = testCore({
      getArticles: (req) => ok({ list: [{ fileId: Number(req.params.get('page')) + 100 }] }),
    });
    const lists = createListsApi(core);
    const pages = await Promise.all([
      lists.getArticles({ columnId: 1, page: 0 }),
      lists.getArticles({ columnId: 1, page: 1 }),
    ]);
    expect(pages.map((p) => p.articles[0]!.id)).toEqual([100, 101]);
  });
});
