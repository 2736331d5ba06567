import { expect, test } from 'vitest';
import { clockTime, defaultRatio, isSecuredVideo, parseRatio, playerBoxHeight, videoSourceOf } from './media';

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

test('video sources: missing, secured, HLS or a file', () => {
  expect(videoSourceOf('')).toBe('missing');
  expect(videoSourceOf('   ')).toBe('missing');
  expect(videoSourceOf(undefined)).toBe('missing');
  expect(videoSourceOf('abc123encrypted')).toBe('secured');
  expect(videoSourceOf('vod:abc123')).toBe('secured');
  expect(videoSourceOf('https://v.example/films/1.m3u8')).toBe('hls');
  expect(videoSourceOf('https://v.example/films/1.M3U8?token=x')).toBe('hls');
  expect(videoSourceOf('http://v.example/films/1.mp4')).toBe('file');
});

test('the player box keeps the ratio, or the poster shape for noratio, else 16:9', () => {
  expect(playerBoxHeight(16 / 9)).toBe('56.25%');
  expect(playerBoxHeight(4 / 3)).toBe('75%');
  expect(playerBoxHeight(0, { width: 600, height: 600 })).toBe('100%');
  expect(playerBoxHeight(0)).toBe('56.25%');
  expect(playerBoxHeight(0, { width: 0, height: 300 })).toBe('56.25%');
});

test('clock times: m:ss under an hour, h:mm:ss after', () => {
  expect(clockTime(0)).toBe('0:00');
  expect(clockTime(65.9)).toBe('1:05');
  expect(clockTime(3600 + 62)).toBe('1:01:02');
  expect(clockTime(Number.NaN)).toBe('0:00');
  expect(clockTime(-3)).toBe('0:00');
});
