import { describe, expect, it } from 'vitest';
import { ID_RANGES } from '../../seed/areas.ts';
import {
  createArticle,
  createColumn,
  createReportSet,
  createTag,
  createTimeline,
  createTopic,
} from '../../test-support.ts';
import { publicReader } from '../../test-reader.ts';

const reader = publicReader();
type Item = { fileId: number; articleType: number };
type Data = Record<string, unknown> & { list: (Record<string, unknown> & { list?: Item[] })[] };

async function read(op: string, params: Record<string, string | number>) {
  const { statusCode, body } = await reader.get(op, params);
  expect(statusCode, `${op}: ${body.message}`).toBe(200);
  return body.data as Data;
}

async function refused(op: string, params: Record<string, string | number>, message: RegExp) {
  const { statusCode, body } = await reader.get(op, params);
  expect(statusCode).toBeLessThan(500);
  expect(body.status).not.toBe(0);
  expect(body.message).toMatch(message);
}

async function articles(n: number, columnId: number) {
  const made = [];
  for (let i = 0; i < n; i++)
    made.push(
      (await createArticle(reader.pub, { title: `专题稿 ${i}`, content: '<p>正文</p>', columnId })).fileId,
    );
  return made;
}

describe('special topics', () => {
  it('the demo has two topics with sub-columns and their first items', async () => {
    for (const columnId of [51, 52]) {
      const topic = await read('getSubSpecialArticles', { columnId });
      expect(topic.list.length).toBeGreaterThanOrEqual(2);
      for (const sub of topic.list) expect(sub.list?.length).toBeGreaterThan(0);
    }
  });

  it('a topic lists its sub-columns in order, each with its first `count` items and whether there are more', async () => {
    const { columnId: home } = await createColumn(reader.pub, { name: '专题测试' });
    const [a, b, c] = await articles(3, home);
    const topic = await createTopic(reader.pub, {
      name: '测试专题',
      parentId: home,
      subColumns: [
        { name: '第一组', fileIds: [a!, b!, c!] },
        { name: '第二组', fileIds: [a!] },
      ],
    });
    const answer = await read('getSubSpecialArticles', { columnId: topic.columnId, count: 2 });
    expect(answer).toMatchObject({ columnId: topic.columnId, columnName: '测试专题' });
    expect(answer.list.map((s) => [s.columnName, s.list?.length, s.hasMore])).toEqual([
      ['第一组', 2, true],
      ['第二组', 1, false],
    ]);
  });

  it('a topic without sub-columns answers an empty list; an unknown one, bad input or a wrong id is refused', async () => {
    const { columnId } = await createColumn(reader.pub, { name: '空专题' });
    expect((await read('getSubSpecialArticles', { columnId })).list).toEqual([]);
    await refused('getSubSpecialArticles', { columnId: 99_999_999 }, /不存在/);
    await refused('getSubSpecialArticles', { columnId: '1 OR 1=1' }, /整数/);
    await refused('getSubSpecialArticles', { columnId: 51, count: 500 }, /count/);
  });
});

describe('getSubject', () => {
  it('names the topic a column belongs to, from the topic column or any of its sub-columns', async () => {
    const { columnId: home } = await createColumn(reader.pub, { name: '话题测试' });
    const [a] = await articles(1, home);
    const topic = await createTopic(reader.pub, {
      name: '所属专题',
      parentId: home,
      subColumns: [
        { name: '甲组', fileIds: [a!] },
        { name: '乙组', fileIds: [a!] },
      ],
    });
    const { fileId } = await createArticle(reader.pub, {
      title: '所属专题',
      content: '<p>导语</p>',
      columnId: home,
      articleType: 3,
      linkId: topic.columnId,
    });
    for (const columnId of [topic.columnId, topic.subColumnIds[1]!])
      expect(await read('getSubject', { columnId })).toMatchObject({
        columnID: topic.columnId,
        columnName: '所属专题',
        fileId,
        list: [
          { columnID: topic.subColumnIds[0], columnName: '甲组' },
          { columnID: topic.subColumnIds[1], columnName: '乙组' },
        ],
      });
    await refused('getSubject', { columnId: home }, /不属于任何专题/);
    await refused('getSubject', { columnId: 99_999_999 }, /不存在/);
    await refused('getSubject', { columnId: 'x' }, /整数/);
  });
});

describe('tags, report sets and time axes', () => {
  it('a tag lists the articles that carry it, newest first; an empty tag answers an empty list', async () => {
    const { columnId } = await createColumn(reader.pub, { name: '标签测试' });
    const [a, b] = await articles(2, columnId);
    const { tagId } = await createTag(reader.pub, { name: '测试标签甲', fileIds: [a!, b!] });
    const answer = await read('tagScreenArticles', { tagId });
    expect(answer).toMatchObject({ tagId, tagName: '测试标签甲', hasMore: false });
    expect(answer.list.map((x) => x.fileId)).toEqual([b, a]);
    const empty = await createTag(reader.pub, { name: '空标签', fileIds: [] });
    expect((await read('tagScreenArticles', { tagId: empty.tagId })).list).toEqual([]);
    await refused('tagScreenArticles', { tagId: 99_999_999 }, /不存在/);
    await refused('tagScreenArticles', { tagId: '<script>' }, /整数/);
  });

  it('the demo’s tags and report sets have articles', async () => {
    expect(
      (await read('tagScreenArticles', { tagId: ID_RANGES.topic.tagId.first })).list.length,
    ).toBeGreaterThan(0);
    for (const id of [ID_RANGES.topic.reportSetId.first, ID_RANGES.topic.reportSetId.first + 1])
      expect((await read('personageReports', { id })).list.length).toBeGreaterThanOrEqual(8);
  });

  it('a report set keeps the newsroom’s order and pages by 20', async () => {
    const { columnId } = await createColumn(reader.pub, { name: '报道集测试' });
    const made = await articles(22, columnId);
    const { id } = await createReportSet(reader.pub, { name: '测试人物', fileIds: made });
    const first = await read('personageReports', { id });
    expect(first).toMatchObject({ name: '测试人物', totalCount: 22, hasMore: true });
    expect(first.list.map((x) => x.fileId)).toEqual(made.slice(0, 20));
    const second = await read('personageReports', { id, page: 1 });
    expect(second.list.map((x) => x.fileId)).toEqual(made.slice(20));
    expect(second.hasMore).toBe(false);
    await refused('personageReports', { id: 99_999_999 }, /不存在/);
  });

  it('a time axis lists its entries oldest first, those with an article carrying it', async () => {
    const demo = await read('getTimeline', { id: ID_RANGES.topic.timelineId.first });
    expect(demo.list.length).toBeGreaterThanOrEqual(10);
    const { columnId } = await createColumn(reader.pub, { name: '时间轴测试' });
    const [a] = await articles(1, columnId);
    const { id } = await createTimeline(reader.pub, { title: '测试热点', entries: 3, fileIds: [a!] });
    const answer = await read('getTimeline', { id });
    expect(answer.list.map((e) => e.title)).toEqual(['测试热点 第1条', '测试热点 第2条', '测试热点 第3条']);
    expect(answer.list.map((e) => e.fileId)).toEqual([a, 0, 0]);
    expect((answer.articles as Item[]).map((x) => x.fileId)).toEqual([a]);
    await refused('getTimeline', { id: 0 }, /超出范围/);
  });
});
