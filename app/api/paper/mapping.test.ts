import { describe, expect, test } from 'vitest';
import { areaBox, mappingBoxes } from './mapping';

describe('article areas from a page’s mapping', () => {
  test('each area’s bounding box, in percent, whatever order and shape its points come in', () => {
    expect(areaBox(['4.4,17.4', '95.6,17.4', '95.6,50.67', '4.4,50.67'])).toEqual({
      left: 4.4,
      top: 17.4,
      width: 91.2,
      height: 33.27,
    });
    // a polygon (an L-shaped article) is taken by its box
    expect(areaBox(['10,10', '60,10', '60,30', '30,30', '30,50', '10,50'])).toEqual({
      left: 10,
      top: 10,
      width: 50,
      height: 40,
    });
    const box = { left: 10, top: 20, width: 30, height: 40 };
    expect(
      areaBox([
        [10, 20],
        [40, 60],
      ]),
    ).toEqual(box);
    expect(
      areaBox([
        { x: '40', y: '20' },
        { x: 10, y: 60 },
      ]),
    ).toEqual(box);
    expect(areaBox('10,20;40,60')).toEqual(box);
    expect(areaBox('10,20 40,60')).toEqual(box);
    expect(areaBox('10,20,40,20,40,60,10,60')).toEqual(box);
    expect(areaBox([10, 20, 40, 60])).toEqual(box);
  });

  test('drops broken points and keeps the box the good ones make; none when too few are left', () => {
    expect(areaBox(['10,20', 'x,y', '40', '', null, '40,60,7', { x: 1 }, '40,60'])).toEqual({
      left: 10,
      top: 20,
      width: 30,
      height: 40,
    });
    expect(areaBox(['10,20'])).toBeUndefined();
    expect(areaBox(['10,20', 'NaN,5'])).toBeUndefined();
    // a line has no area
    expect(areaBox(['10,20', '10,60'])).toBeUndefined();
    expect(areaBox(undefined)).toBeUndefined();
    expect(areaBox({})).toBeUndefined();
    expect(areaBox(42)).toBeUndefined();
  });

  test('holds points to the page, or reads them as pixels when the page’s size is known', () => {
    expect(areaBox(['-5,90', '50,120'])).toEqual({ left: 0, top: 90, width: 50, height: 10 });
    expect(areaBox(['150,214.5', '750,1072.5'], { width: 1500, height: 2145 })).toEqual({
      left: 10,
      top: 10,
      width: 40,
      height: 40,
    });
  });

  test('a mapping as a list or its JSON text, an area per article, undefined where one makes no box', () => {
    const mapping = [['0,0', '50,50'], 'broken', ['50,50', '100,100']];
    expect(mappingBoxes(mapping)).toEqual([
      { left: 0, top: 0, width: 50, height: 50 },
      undefined,
      { left: 50, top: 50, width: 50, height: 50 },
    ]);
    expect(mappingBoxes(JSON.stringify(mapping))).toEqual(mappingBoxes(mapping));
    expect(mappingBoxes('{not json')).toEqual([]);
    expect(mappingBoxes(null)).toEqual([]);
    expect(mappingBoxes({ 0: ['0,0', '1,1'] })).toEqual([]);
  });
});
