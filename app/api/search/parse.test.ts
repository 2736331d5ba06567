// Wire shapes: the area's fixtures (the reference publisher's answers, which its contract test checks), and
// hand-made payloads for what other deployments might send.
import { describe, expect, test } from 'vitest';
import searchAllInTime from './fixtures/searchAllInTime.json';
import searchClassify from './fixtures/searchClassify.json';
import searchWordDely from './fixtures/searchWordDely.json';
import { defaultSearchTabs, parseHotWords, parseSearchResults, parseSearchTabs } from './parse';

describe('searchClassify', () => {
  test('the publisher’s tabs in their order', () => {
    expect(parseSearchTabs(searchClassify).map((t) => [t.name, t.tclass, t.id])).toEqual([
      ['新闻', -1, 1],
      ['视频', 2, 3],
      ['专题', 3, 4],
      ['订阅号', 15, 7],
    ]);
    expect(
      parseSearchTabs([
        { id: '9', name: '图片', tclass: '1', order: '2' },
        { id: 8, name: '全部', order: 1 },
      ]),
    ).toEqual([
      { id: 8, name: '全部', tclass: -1 },
      { id: 9, name: '图片', tclass: 1 },
    ]);
  });

  test('none, broken or nameless tabs: spec §3’s default table', () => {
    for (const raw of [
      { list: [] },
      'empty',
      null,
      {
        list: [
          { id: 0, name: 'x' },
          { id: 2, name: ' ' },
        ],
      },
    ])
      expect(parseSearchTabs(raw)).toEqual(defaultSearchTabs);
  });
});

describe('searchWordDely', () => {
  test('words from any of the shapes, blanks dropped', () => {
    expect(parseHotWords(searchWordDely)).toContain('防汛');
    expect(parseHotWords({ list: [{ word: '地铁' }, { name: ' ' }, '杨梅'] })).toEqual(['地铁', '杨梅']);
    expect(parseHotWords('empty')).toEqual([]);
  });
});

describe('searchAllInTime', () => {
  test('list items with the words around the match', () => {
    const results = parseSearchResults(searchAllInTime);
    expect(results.hasMore).toBe(true);
    expect(results.hits[0]?.item).toMatchObject({ id: 10155, columnId: 51, type: 0 });
    expect(typeof results.hits[0]?.matchText).toBe('string');
  });

  test('a bare array: more when the page came back full; id-less items dropped', () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ fileId: i + 1, title: 't' }));
    expect(parseSearchResults(full).hasMore).toBe(true);
    expect(parseSearchResults([{ fileId: 1 }, { title: 'no id' }])).toEqual({
      hits: [expect.objectContaining({ matchText: '' })],
      hasMore: false,
    });
    expect(parseSearchResults({ data: 'empty' })).toEqual({ hits: [], hasMore: false });
  });
});
