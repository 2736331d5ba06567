import { expect, test } from 'vitest';
import { defaultRatio, isSecuredVideo, parseRatio } from './media';

test('ratios: number, text split by - * : /, noratio 0, default 16:9', () => {
  expect(parseRatio(1.5)).toBe(1.5);
  expect(parseRatio('750:422')).toBeCloseTo(750 / 422);
  expect(parseRatio('4*3')).toBeCloseTo(4 / 3);
  expect(parseRatio('4-3')).toBeCloseTo(4 / 3);
  expect(parseRatio('16/9')).toBeCloseTo(16 / 9);
  expect(parseRatio('noratio')).toBe(0);
  expect(parseRatio('')).toBe(defaultRatio);
  expect(parseRatio('abc')).toBe(defaultRatio);
  expect(parseRatio(undefined)).toBe(defaultRatio);
  expect(parseRatio('2')).toBe(2);
});

test('a video address is secured when non-empty and not a URL', () => {
  expect(isSecuredVideo('vod:abc123')).toBe(false);
  expect(isSecuredVideo('abc123encrypted')).toBe(true);
  expect(isSecuredVideo('https://v.example/a.mp4')).toBe(false);
  expect(isSecuredVideo('')).toBe(false);
  expect(isSecuredVideo(undefined)).toBe(false);
});
