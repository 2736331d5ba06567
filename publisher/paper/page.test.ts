import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seed/random.ts';
import { areaOf, contentBox, corners, planPage } from './page.ts';

describe('planPage', () => {
  it('places every article inside the content box, apart from the others, the lead first and tallest', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const rng = seededRandom(seed);
      const count = 1 + (seed % 6);
      const front = seed % 2 === 0;
      const box = contentBox(front);
      const areas = planPage(count, front, rng);
      expect(areas).toHaveLength(count);
      expect(areas[0]!.y).toBeLessThan(box.y + 1);
      expect(areas[0]!.h).toBeGreaterThanOrEqual(Math.max(...areas.map((a) => a.h)) - 1e-9);
      for (const [i, a] of areas.entries()) {
        expect(a.x).toBeGreaterThanOrEqual(box.x);
        expect(a.y).toBeGreaterThanOrEqual(box.y);
        expect(a.x + a.w).toBeLessThanOrEqual(box.x + box.w + 1e-9);
        expect(a.y + a.h).toBeLessThanOrEqual(box.y + box.h + 1e-9);
        for (const b of areas.slice(i + 1)) {
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          expect(apart).toBe(true);
        }
      }
    }
  });

  it('leaves the page below `bottom` to the advertisements; nothing for no articles', () => {
    const areas = planPage(1, false, seededRandom(1), 30);
    expect(areas[0]!.y + areas[0]!.h).toBeLessThanOrEqual(30);
    expect(planPage(0, true, seededRandom(1))).toEqual([]);
  });

  it('keeps an area as four corner points of two decimals, which give the same rectangle back', () => {
    const [area] = planPage(1, true, seededRandom(3));
    const points = corners(area!);
    expect(points).toHaveLength(4);
    for (const [x, y] of points) {
      expect(Math.round(x * 100) / 100).toBe(x);
      expect(Math.round(y * 100) / 100).toBe(y);
    }
    expect(corners(areaOf(points))).toEqual(points);
  });
});
