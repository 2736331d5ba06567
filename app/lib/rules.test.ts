import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { eventChannel, objectTypes, platformCodes, shareChannels } from './codes';
import { fontSize, isScrolled, nextScrollStep, rem, showsBackToTop, throttle } from './layout';
import { applyLiveStatus, hasPlayback, isDiscardedAccount, isPreview, liveSource } from './rules';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('account discarded: xyStatus 1 or 4, xyForbidden 1, xyID 0 or less', () => {
  const ok = { xyID: 5, xyStatus: 0, xyForbidden: 0 };
  expect(isDiscardedAccount(ok)).toBe(false);
  expect(isDiscardedAccount({ ...ok, xyStatus: 1 })).toBe(true);
  expect(isDiscardedAccount({ ...ok, xyStatus: 4 })).toBe(true);
  expect(isDiscardedAccount({ ...ok, xyStatus: 2 })).toBe(false);
  expect(isDiscardedAccount({ ...ok, xyForbidden: 1 })).toBe(true);
  expect(isDiscardedAccount({ ...ok, xyID: 0 })).toBe(true);
  expect(isDiscardedAccount({ ...ok, xyID: -1 })).toBe(true);
});

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

test('preview when not published or asked by the URL', () => {
  expect(isPreview({ published: false }, { preview: false })).toBe(true);
  expect(isPreview({ published: true }, { preview: true })).toBe(true);
  expect(isPreview({ published: true }, { preview: false })).toBe(false);
});

test('codes: object types, platforms, share channels, event channel 2 app / 3 share / 1', () => {
  expect(objectTypes).toEqual({
    article: 0,
    accountArticle: 10,
    digital: 7,
    activity: 4,
    column: 5,
    circle: 18,
  });
  expect(platformCodes).toEqual({ android: 1, ios: 2, mobile: 3, pc: 5 });
  expect(shareChannels).toEqual({ messenger: 1, timeline: 2, sina: 3, qq: 4, meeTime: 5, album: 6 });
  expect(eventChannel({ inNativeApp: true, shareMode: true })).toBe(2);
  expect(eventChannel({ inNativeApp: false, shareMode: true })).toBe(3);
  expect(eventChannel({ inNativeApp: false, shareMode: false })).toBe(1);
});

test('rem is px / 75; font size is base + step × setting', () => {
  expect(rem(75)).toBe('1rem');
  expect(rem(30)).toBe('0.4rem');
  expect(fontSize(16, 2, 0)).toBe(16);
  expect(fontSize(16, 2, 3)).toBe(22);
});

test('scroll: back-to-top after 300, scrolled flag at 400, halving steps', () => {
  expect(showsBackToTop(300)).toBe(false);
  expect(showsBackToTop(301)).toBe(true);
  expect(isScrolled(399)).toBe(false);
  expect(isScrolled(400)).toBe(true);
  const steps: number[] = [];
  for (let y = 1000; y > 0; y = nextScrollStep(y)) steps.push(y);
  expect(steps).toEqual([1000, 500, 250, 125, 62, 31, 15, 7, 3, 1]);
});

test('throttle at 500 ms: first call at once, the last of a burst at the window end', () => {
  const seen: number[] = [];
  const t = throttle((y: number) => seen.push(y));
  t(1);
  t(2);
  t(3);
  expect(seen).toEqual([1]);
  vi.advanceTimersByTime(499);
  expect(seen).toEqual([1]);
  vi.advanceTimersByTime(1);
  expect(seen).toEqual([1, 3]);
  vi.advanceTimersByTime(1000);
  t(4);
  expect(seen).toEqual([1, 3, 4]);
  t(5);
  t.cancel();
  vi.advanceTimersByTime(1000);
  expect(seen).toEqual([1, 3, 4]);
});
