// Wire shapes: the area's fixtures (the reference publisher's answers, which its contract test checks), and
// hand-made payloads for what other deployments might send.
import { describe, expect, test } from 'vitest';
import getSubSpecialArticles from './fixtures/getSubSpecialArticles.json';
import getSubject from './fixtures/getSubject.json';
import getTimeline from './fixtures/getTimeline.json';
import personageReports from './fixtures/personageReports.json';
import tagScreenArticles from './fixtures/tagScreenArticles.json';
import { parseReportSet, parseSpecialTopic, parseSubject, parseTagPage, parseTimeline } from './parse';

describe('getSubSpecialArticles', () => {
  test('the topic with its sub-columns and their first items', () => {
    const topic = parseSpecialTopic(getSubSpecialArticles)!;
    expect(topic.id).toBe(51);
    expect(topic.name).not.toBe('');
    expect(topic.sections.length).toBeGreaterThan(0);
    expect(topic.sections[0]!.articles[0]!.id).toBeGreaterThan(0);
  });

  test('string ids, no sub-columns, broken sections and not found', () => {
    expect(
      parseSpecialTopic({
        columnID: '7',
        columnName: '专题',
        list: [
          { columnID: '8', columnName: '一', hasMore: 'true', list: [{ fileId: '9', title: 't' }, {}] },
          'x',
        ],
      }),
    ).toMatchObject({ id: 7, sections: [{ id: 8, name: '一', hasMore: true, articles: [{ id: 9 }] }] });
    expect(parseSpecialTopic({ columnId: 7, columnName: '空' })?.sections).toEqual([]);
    for (const raw of ['empty', null, {}, []]) expect(parseSpecialTopic(raw)).toBeNull();
  });
});

describe('getSubject', () => {
  test('the topic a column belongs to, its article and its sub-columns by name', () => {
    expect(parseSubject(getSubject)).toMatchObject({
      id: 51,
      name: getSubject.columnName,
      fileId: getSubject.fileId,
      sections: getSubject.list.map((s) => ({ id: s.columnID, name: s.columnName })),
    });
  });

  test('string ids, no article, broken sub-columns and not found', () => {
    expect(
      parseSubject({ columnId: '7', name: '专题', list: [{ columnId: '8', name: '一' }, 'x', {}] }),
    ).toMatchObject({ id: 7, name: '专题', fileId: 0, sections: [{ id: 8, name: '一' }] });
    for (const raw of ['empty', null, {}, []]) expect(parseSubject(raw)).toBeNull();
  });
});

describe('tags, report sets and time axes', () => {
  test('the fixtures', () => {
    expect(parseTagPage(tagScreenArticles)).toMatchObject({ id: 760001, name: '民生' });
    expect(parseTagPage(tagScreenArticles)!.articles.length).toBeGreaterThan(0);
    const set = parseReportSet(personageReports)!;
    expect(set.name).toBe('林秀英');
    expect(set.total).toBeGreaterThanOrEqual(set.articles.length);
    const timeline = parseTimeline(getTimeline)!;
    expect(timeline.entries[0]!.time).toBeLessThan(timeline.entries[1]!.time);
    expect(timeline.entries[0]!.article?.id).toBeGreaterThan(0);
  });

  test('entries out of order are put oldest first; `.0` and colon dates read; empty entries dropped', () => {
    const timeline = parseTimeline({
      id: '3',
      list: [
        { id: 2, time: '2024-05-02 10:00:00:0', title: '后' },
        { id: 1, time: '2024-05-01 10:00:00.0', title: '前', fileId: '9' },
        { id: 4, time: '2024-05-03 10:00:00.0' },
      ],
      articles: [{ fileId: 9, title: '九' }, {}],
    })!;
    expect(timeline.entries.map((e) => e.title)).toEqual(['前', '后']);
    expect(timeline.entries.map((e) => e.article?.title)).toEqual(['九', undefined]);
  });

  test('not found', () => {
    for (const raw of ['empty', null, {}]) {
      expect(parseTagPage(raw)).toBeNull();
      expect(parseReportSet(raw)).toBeNull();
      expect(parseTimeline(raw)).toBeNull();
    }
  });
});
