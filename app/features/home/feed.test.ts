import type { Ad } from '~/api/ads/entities';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary, Module } from '~/api/lists/entities';
import type { CourseSummary } from '~/api/study/entities';
import { interleave } from '~/features/lists/interleave';
import { appendPage, keptModules } from './feed';

const module = (id: number, type: number, position: number, titles = ['t']): Module => ({
  id,
  type,
  name: `m${id}`,
  position,
  showMore: false,
  displayStyle: 1,
  kind: 'articles',
  articles: titles.map((title, index) => ({ id: id * 100 + index, title }) as ArticleSummary),
});

const courses = (id: number, titles: string[]): Module => ({
  ...module(id, 13, 0),
  kind: 'courses',
  courses: titles.map((title, index) => ({ id: id * 100 + index, title }) as CourseSummary),
});

describe('keptModules', () => {
  it('keeps the spec’s module types 0, 7, 8, 9, 10 and 11, and ours 13 (courses), only', () => {
    const types = [0, 3, 5, 7, 8, 9, 10, 11, 12, 13, 14];
    expect(keptModules(types.map((type, i) => module(i, type, i))).map((m) => m.type)).toEqual([
      0, 7, 8, 9, 10, 11, 13,
    ]);
  });

  it('drops items without a title, and modules left empty, whatever their kind', () => {
    const kept = keptModules([
      module(1, 0, 0, ['a', '']),
      module(2, 7, 0, ['']),
      courses(3, ['', 'c']),
      courses(4, ['']),
    ]);
    expect(kept.map((m) => (m.kind === 'courses' ? m.courses : m.articles).map((a) => a.title))).toEqual([
      ['a'],
      ['c'],
    ]);
  });
});

describe('interleave', () => {
  const items = ['a', 'b', 'c', 'd'];
  const feedAd: Ad = {
    id: 0,
    place: 'feed',
    title: '青岚湖游船',
    advertiser: '青岚湖景区',
    picture: 'https://pic.example/ad.jpg',
    width: 750,
    height: 300,
    position: 0,
    order: 0,
    startsAt: 0,
    endsAt: 0,
    seconds: 0,
    target: { kind: 'external', url: 'https://lake.example/' },
  };

  it('puts a module after the first n items', () => {
    expect(interleave(items, [module(1, 0, 2)])).toEqual([
      { kind: 'items', items: ['a', 'b'] },
      { kind: 'module', module: module(1, 0, 2) },
      { kind: 'items', items: ['c', 'd'] },
    ]);
  });

  it('puts feed ads at their positions, after a module at the same one, in their order', () => {
    const ad = (id: number, position: number) => ({ ...feedAd, id, position });
    const blocks = interleave(items, [module(1, 0, 2)], [ad(7, 2), ad(8, 2), ad(9, 0), ad(10, 40)]);
    expect(
      blocks.map((b) =>
        b.kind === 'module' ? `m${b.module.id}` : b.kind === 'items' ? b.items.join('') : `ad${b.ad.id}`,
      ),
    ).toEqual(['ad9', 'ab', 'm1', 'ad7', 'ad8', 'cd', 'ad10']);
  });

  it('orders modules by position, first at 0, past the end last', () => {
    const blocks = interleave(items, [module(3, 0, 99), module(1, 0, 0), module(2, 0, 1)]);
    expect(
      blocks.map((b) =>
        b.kind === 'module' ? b.module.id : b.kind === 'items' ? b.items.join('') : b.ad.id,
      ),
    ).toEqual([1, 'a', 2, 'bcd', 3]);
  });

  it('keeps the list as it is without modules', () => {
    expect(interleave(items, [])).toEqual([{ kind: 'items', items }]);
  });
});

describe('appendPage', () => {
  const entry = (id: number, type = 0) => ({ item: { id, type } });

  it('appends a later page without repeating items already shown', () => {
    expect(appendPage([entry(1), entry(2)], [entry(2), entry(3), entry(2, 1)])).toEqual([
      entry(1),
      entry(2),
      entry(3),
      entry(2, 1),
    ]);
  });
});
