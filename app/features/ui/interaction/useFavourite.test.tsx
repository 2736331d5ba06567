// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PublisherError } from '~/api/errors';
import { useFavourite } from './useFavourite';

/** the publisher as this member's favourites see it: what it holds, and the calls made to it */
const publisher = vi.hoisted(() => ({
  favourite: vi.fn<(q: { id: number; saved: boolean }) => Promise<void>>(),
  isFavourite: vi.fn<(id: number) => Promise<boolean>>(),
}));
vi.mock('~/platform/publisher.client', () => ({
  loadApi: async () => ({ memberId: () => 'm1', ...publisher }),
}));
vi.mock('../follow/useLoginFirst', () => ({
  useLoginFirst: () => ({ loginFirst: () => {}, resumed: async () => false }),
}));
// the first read of hasFav (after the first paint) is not what these tests are about: nothing is saved yet
vi.mock('~/features/shell/whenIdle', () => ({ whenIdle: () => () => {} }));

const timeout = () => new PublisherError({ kind: 'timeout', key: 'timeout', operation: 'fav' });
const refused = (httpStatus: number) =>
  new PublisherError({ kind: 'status', key: 'error', code: -1, httpStatus, operation: 'fav' });

/** article 7's favourite button, before any tap */
const button = () => renderHook(() => useFavourite(7, 'favourite-7'));
type Button = ReturnType<typeof button>;

/** taps, then waits until no call is out */
async function tap(hook: Button) {
  await act(() => hook.result.current.toggle());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  publisher.favourite.mockReset().mockResolvedValue(undefined);
  publisher.isFavourite.mockReset();
});

describe('useFavourite after a failed call', () => {
  it('a refusal (bad input) puts back what the publisher confirmed and says so; hasFav is not asked', async () => {
    publisher.favourite.mockRejectedValueOnce(refused(400));
    const hook = button();
    await tap(hook);
    expect(hook.result.current).toMatchObject({ saved: false, notice: 'failed' });
    expect(publisher.isFavourite).not.toHaveBeenCalled();
  });

  it('too many at once (429) puts back the saved favourite and says to slow down', async () => {
    const hook = button();
    await tap(hook);
    publisher.favourite.mockRejectedValueOnce(refused(429));
    await tap(hook);
    expect(hook.result.current).toMatchObject({ saved: true, notice: 'tooFast' });
    expect(publisher.favourite).toHaveBeenLastCalledWith(expect.objectContaining({ id: 7, saved: false }));
  });

  it('a time-out after the publisher saved it: hasFav says it holds it, and the button stays saved', async () => {
    publisher.favourite.mockRejectedValueOnce(timeout());
    publisher.isFavourite.mockResolvedValueOnce(true);
    const hook = button();
    await tap(hook);
    expect(publisher.isFavourite).toHaveBeenCalledWith(7);
    expect(hook.result.current).toMatchObject({ saved: true, notice: undefined });
  });

  it('a lost answer (502) to a removal the publisher made: the button shows it removed, with no notice', async () => {
    const hook = button();
    await tap(hook);
    publisher.favourite.mockRejectedValueOnce(
      new PublisherError({ kind: 'http', key: 'error', httpStatus: 502 }),
    );
    publisher.isFavourite.mockResolvedValueOnce(false);
    await tap(hook);
    expect(hook.result.current).toMatchObject({ saved: false, notice: undefined });
  });

  it('an unreadable answer to a save the publisher did not make: hasFav says so, and so does the button', async () => {
    publisher.favourite.mockRejectedValueOnce(
      new PublisherError({ kind: 'malformed', key: 'error', httpStatus: 200 }),
    );
    publisher.isFavourite.mockResolvedValueOnce(false);
    const hook = button();
    await tap(hook);
    expect(publisher.isFavourite).toHaveBeenCalledWith(7);
    expect(hook.result.current).toMatchObject({ saved: false, notice: 'failed' });
  });

  it('when hasFav cannot be had either, the button goes back to what was confirmed and says so', async () => {
    publisher.favourite.mockRejectedValueOnce(timeout());
    publisher.isFavourite.mockRejectedValueOnce(timeout());
    const hook = button();
    await tap(hook);
    expect(hook.result.current).toMatchObject({ saved: false, notice: 'failed' });
  });
});

describe('useFavourite under quick taps', () => {
  it('three quick taps end saved: one call at a time, the last carrying the last wish', async () => {
    let answer = () => {};
    publisher.favourite.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const hook = button();
    await act(async () => {
      void hook.result.current.toggle();
      void hook.result.current.toggle();
      void hook.result.current.toggle();
    });
    await waitFor(() => expect(publisher.favourite).toHaveBeenCalledTimes(1));
    expect(hook.result.current.saved).toBe(true);
    await act(async () => answer());
    // the first call asked for saved, which is also the last wish: nothing more to send
    expect(publisher.favourite.mock.calls.map(([q]) => q.saved)).toEqual([true]);
    expect(hook.result.current).toMatchObject({ saved: true, notice: undefined });
  });

  it('a tap while a lost answer is being checked is what the reader wants: it is sent, and the button ends there', async () => {
    let held = (_: boolean) => {};
    publisher.favourite.mockRejectedValueOnce(timeout());
    publisher.isFavourite.mockImplementationOnce(() => new Promise((resolve) => (held = resolve)));
    const hook = button();
    await tap(hook);
    await waitFor(() => expect(publisher.isFavourite).toHaveBeenCalled());
    // the reader takes it back before hasFav answers that the publisher did save it
    await act(() => hook.result.current.toggle());
    await act(async () => held(true));
    await waitFor(() => expect(publisher.favourite).toHaveBeenCalledTimes(2));
    expect(publisher.favourite).toHaveBeenLastCalledWith(expect.objectContaining({ saved: false }));
    expect(hook.result.current).toMatchObject({ saved: false, notice: undefined });
  });
});
