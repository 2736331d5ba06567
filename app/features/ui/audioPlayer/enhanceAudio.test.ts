import { expect, test } from 'vitest';
import { nextSpeed, speeds } from './enhanceAudio';

test('the speed button steps 1 → 1.25 → 1.5 → 2 → 0.75 → 1, and from an odd rate back to normal', () => {
  let rate = 1;
  const seen = [];
  for (let i = 0; i < speeds.length; i++) {
    rate = nextSpeed(rate);
    seen.push(rate);
  }
  expect(seen).toEqual([1.25, 1.5, 2, 0.75, 1]);
  expect(nextSpeed(1.1)).toBe(1);
});
