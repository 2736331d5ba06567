import { expect, test } from 'vitest';
import { eventChannel, objectTypes, platformCodes, shareChannels } from './codes';

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
