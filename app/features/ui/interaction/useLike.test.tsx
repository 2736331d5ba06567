// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublisherError } from '~/api/errors';
import { hasLiked } from './likedArticles';
import { useLike } from './useLike';

const publisher = vi.hoisted(() => ({ like: vi.fn<() => Promise<{ likes?: number }>>() }));
vi.mock('~/platform/publisher.client', () => ({ loadApi: async () => ({ like: publisher.like }) }));
vi.mock('./articleEvents', () => ({ articleLiked: () => {} }));
// the live count read after the first paint is not what these tests are about
vi.mock('~/features/shell/whenIdle', () => ({ whenIdle: () => () => {} }));

const timeout = () => new PublisherError({ kind: 'timeout', key: 'timeout', operation: 'event' });
const refused = (httpStatus: number) =>
  new PublisherError({ kind: 'status', key: 'error', code: -1, httpStatus, operation: 'event' });

/** a like on article 7 (its page showed 0 likes), tapped once */
async function tapLike() {
  const hook = renderHook(() => useLike(7, 0, false));
  await act(() => hook.result.current.like());
  return hook.result.current;
}

beforeEach(() => {
  localStorage.clear();
  publisher.like.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('useLike after a failed like', () => {
  it('a time-out after the publisher counted the like: asked again, the like holds (button, count, memory)', async () => {
    // the publisher counted the first (its answer never came); the second is the same like, counted once
    publisher.like.mockRejectedValueOnce(timeout()).mockResolvedValueOnce({ likes: 1 });
    const after = await tapLike();
    expect(publisher.like).toHaveBeenCalledTimes(2);
    expect(after).toMatchObject({ liked: true, count: 1, notice: undefined });
    expect(hasLiked(7)).toBe(true);
  });

  it('a publisher failure (502) or an unreadable answer is asked again as well', async () => {
    publisher.like
      .mockRejectedValueOnce(new PublisherError({ kind: 'http', key: 'error', httpStatus: 502 }))
      .mockResolvedValueOnce({ likes: 4 });
    expect(await tapLike()).toMatchObject({ liked: true, count: 4 });
    publisher.like
      .mockRejectedValueOnce(new PublisherError({ kind: 'malformed', key: 'error', httpStatus: 200 }))
      .mockResolvedValueOnce({ likes: 5 });
    localStorage.clear();
    expect(await tapLike()).toMatchObject({ liked: true, count: 5 });
  });

  it('a refusal (bad input) was not counted: button and count go back, forgotten, and it says so', async () => {
    publisher.like.mockRejectedValueOnce(refused(400));
    const after = await tapLike();
    expect(publisher.like).toHaveBeenCalledTimes(1);
    expect(after).toMatchObject({ liked: false, count: 0, notice: 'failed' });
    expect(hasLiked(7)).toBe(false);
  });

  it('too many likes at once (429) is not asked again and says to slow down', async () => {
    publisher.like.mockRejectedValueOnce(refused(429));
    expect(await tapLike()).toMatchObject({ liked: false, count: 0, notice: 'tooFast' });
    expect(publisher.like).toHaveBeenCalledTimes(1);
  });

  it('when asking again fails too, the button goes back and says so (a later tap settles it: it counts once)', async () => {
    publisher.like.mockRejectedValueOnce(timeout()).mockRejectedValueOnce(timeout());
    expect(await tapLike()).toMatchObject({ liked: false, count: 0, notice: 'failed' });
    expect(hasLiked(7)).toBe(false);
  });
});
