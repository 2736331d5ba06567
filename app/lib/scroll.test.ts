import { expect, test } from 'vitest';
import { isScrolled, nextScrollStep, showsBackToTop } from './scroll';

test('scroll: back-to-top after 300, scrolled flag at 400, halving steps', () => {
  expect(showsBackToTop(300)).toBe(false);
  expect(showsBackToTop(301)).toBe(true);
  expect(isScrolled(399)).toBe(false);
  expect(isScrolled(400)).toBe(true);
  const steps: number[] = [];
  for (let y = 1000; y > 0; y = nextScrollStep(y)) steps.push(y);
  expect(steps).toEqual([1000, 500, 250, 125, 62, 31, 15, 7, 3, 1]);
});
