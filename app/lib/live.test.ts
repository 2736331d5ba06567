import { expect, test } from 'vitest';
import { applyLiveStatus, hasPlayback, liveSource } from './live';

test('live: 1 live URL, 2 playback URL only if one exists; pushed status only for the open id', () => {
  const video = { liveUrl: 'l', playbackUrl: 'p', playbackUrls: [] };
  expect(liveSource(1, video)).toBe('l');
  expect(liveSource(2, video)).toBe('p');
  expect(liveSource(2, { playbackUrls: ['p1'] })).toBe('p1');
  expect(liveSource(2, { playbackUrls: [] })).toBeUndefined();
  expect(liveSource(0, video)).toBeUndefined();
  expect(hasPlayback({ playbackUrls: [] })).toBe(false);
  expect(applyLiveStatus({ id: 1, status: 0 }, { id: 1, status: 1 })).toEqual({ id: 1, status: 1 });
  expect(applyLiveStatus({ id: 1, status: 0 }, { id: 2, status: 2 })).toEqual({ id: 1, status: 0 });
});
