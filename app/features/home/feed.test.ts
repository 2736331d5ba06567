import { describe, expect, it } from 'vitest';
import type { ArticleSummary, Module } from '~/api/lists/entities';
import type { CourseSummary } from '~/api/study/entities';
import { appendPage, interleave, keptModules } from './feed';

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

  it('puts a module after the first n items', () => {
    expect(interleave(items, [module(1, 0, 2)])).toEqual([
      { kind: 'items', items: ['a', 'b'] },
      { kind: 'module', module: module(1, 0, 2) },
      { kind: 'items', items: ['c', 'd'] },
    ]);
  });

  it('orders modules by position, first at 0, past the end last', () => {
    const blocks = interleave(items, [module(3, 0, 99), module(1, 0, 0), module(2, 0, 1)]);
    expect(blocks.map((b) => (b.kind === 'module' ? b.module.id : b.items.join('')))).toEqual([
      1,
      'a',
      2,
      'bcd',
      3,
    ]);
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
