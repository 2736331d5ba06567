import { expect, test } from 'vitest';
import { applyLiveStatus, liveVideo } from './live';

test('live: 1 live URL, 2 playback URL only if one exists; pushed status only for the open id', () => {
  const line = { liveUrl: 'l', playbackUrl: 'p' };
  expect(liveVideo(1, line)).toEqual({ state: 'live', url: 'l' });
  expect(liveVideo(2, line)).toEqual({ state: 'playback', url: 'p' });
  expect(liveVideo(2, { liveUrl: 'l' })).toEqual({ state: 'ended' });
  expect(liveVideo(2, undefined)).toEqual({ state: 'ended' });
  expect(liveVideo(0, line)).toEqual({ state: 'coming' });
  expect(liveVideo(1, {})).toEqual({ state: 'live', url: undefined });
  expect(applyLiveStatus({ id: 1, status: 0 }, { id: 1, status: 1 })).toEqual({ id: 1, status: 1 });
  expect(applyLiveStatus({ id: 1, status: 0 }, { id: 2, status: 2 })).toEqual({ id: 1, status: 0 });
});
