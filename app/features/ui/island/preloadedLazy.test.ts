import { describe, expect, it, vi } from 'vitest';
import { preloadedLazy } from './preloadedLazy';

const Island = () => null;

describe('preloadedLazy', () => {
  it('loads the module once however many renders preload it', async () => {
    const load = vi.fn(async () => ({ default: Island }));
    const island = preloadedLazy(load);
    await Promise.all([island.preload(), island.preload()]);
    await island.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks again after a failed load (a chunk the network lost)', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Island }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Island });
    const island = preloadedLazy(load);
    await expect(island.preload()).rejects.toThrow('offline');
    await expect(island.preload()).resolves.toEqual({ default: Island });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
