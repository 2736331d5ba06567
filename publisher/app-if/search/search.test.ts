import { beforeAll, describe, expect, it } from 'vitest';
import { createArticle, createXyAccount } from '../../test-support.ts';
import { publicReader } from '../../test-reader.ts';
import { matchText } from './match-text.ts';

const reader = publicReader();
const { get } = reader;
let fileId: number;
beforeAll(async () => {
  ({ fileId } = await createArticle(reader.pub, {
    title: '一篇测试稿件',
    content: '<p>在青岚的山谷里，我们发现了<b>鸿雁</b>栖息的湿地。</p><p>Kingfishers nest here too.</p>',
    credits: { editor: '测试编辑' },
  }));
});

const search = (params: Record<string, string | number>) => get('searchAllInTime', params);
const ids = (body: { data?: unknown }) =>
  (body.data as { list: { fileId: number }[] }).list.map((a) => a.fileId);

describe('searchAllInTime', () => {
  it('finds an article by two Chinese characters inside a sentence of its body, with the words around them', async () => {
    const { statusCode: status, body } = await search({ key: '鸿雁' });
    expect(status).toBe(200);
    expect(ids(body)).toEqual([fileId]);
    const [item] = (body.data as { list: { matchText: string; title: string }[] }).list;
    expect(item?.title).toBe('一篇测试稿件');
    expect(item?.matchText).toContain('鸿雁栖息的湿地');
    expect(item?.matchText).not.toContain('<b>');
  });

  it('needs every word, reads Latin words by prefix and case-free, and never finds markup', async () => {
    expect(ids((await search({ key: '湿地 鸿雁' })).body)).toEqual([fileId]);
    expect(ids((await search({ key: '湿地 不存在的词' })).body)).toEqual([]);
    expect(ids((await search({ key: 'KINGFISH' })).body)).toEqual([fileId]);
    expect(ids((await search({ key: 'nest' })).body)).toContain(fileId);
    expect(ids((await search({ key: '<b>' })).body)).not.toContain(fileId);
  });

  it('finds a 订阅号 account in the accounts tab (tclass 15) by its whole name and by part of it, never a closed one', async () => {
    const name = `青岚测试发布${Date.now() % 100_000}`;
    const { xyId } = await createXyAccount(reader.pub, { name });
    const closed = await createXyAccount(reader.pub, { name: `${name}旧号`, status: 1 });
    const hits = async (key: string) =>
      (
        (await search({ key, tclass: 15 })).body.data as {
          list: { fileId: number; linkID: number; articleType: number; title: string }[];
        }
      ).list;
    const [first] = await hits(name);
    expect(first).toMatchObject({ fileId: xyId, linkID: xyId, articleType: 15, title: name });
    const byPart = (await hits(name.slice(2, 6))).map((a) => a.fileId);
    expect(byPart).toContain(xyId);
    expect(byPart).not.toContain(closed.xyId);
    expect((await hits(`测试 ${name.slice(-5)}`)).map((a) => a.fileId)).toEqual([xyId]);
  });

  it('ranks a title match above body matches and filters by the tab (tclass: articleType)', async () => {
    const titled = await createArticle(reader.pub, { title: '鸿雁归来', content: '<p>春天。</p>' });
    expect(ids((await search({ key: '鸿雁' })).body)).toEqual([titled.fileId, fileId]);
    expect(ids((await search({ key: '鸿雁', tclass: 2 })).body)).toEqual([]);
    expect(ids((await search({ key: '鸿雁', tclass: 15 })).body)).toEqual([]);
  });

  it('answers each hit as a list card with its abstract and match, without the full item’s repeated copies', async () => {
    const pictured = await createArticle(reader.pub, {
      title: '白鹭图集',
      content: '<p>湖边的白鹭成群。</p><!--IMAGEARRAY#0--><!--IMAGEARRAY#1-->',
      pictures: 3,
    });
    const item = ((await search({ key: '白鹭' })).body.data as { list: Record<string, unknown>[] }).list[0]!;
    expect(item).toMatchObject({
      fileId: pictured.fileId,
      title: '白鹭图集',
      columnID: pictured.columnId,
      articleType: 0,
      picCount: '3',
      matchText: '湖边的白鹭成群。',
    });
    expect(item.picBig).toMatch(/^http/);
    expect(item.pic_list).toHaveLength(3);
    expect(typeof item.textAbstract).toBe('string');
    expect(typeof item.contentUrl).toBe('string');
    // copies of the same pictures, title and time that a full list item repeats; a result shows none of them
    for (const copy of ['pic0', 'pic1', 'textTitle', 'realPubTime', 'newstype'])
      expect(item, copy).not.toHaveProperty(copy);
  });

  it('finds the demo content and pages it without repeats', async () => {
    const seen: number[] = [];
    for (let start = 0; ; start += 5) {
      const { body } = await search({ key: '青岚', start, count: 5 });
      seen.push(...ids(body));
      if (!(body.data as { hasMore: boolean }).hasMore) break;
    }
    expect(seen.length).toBeGreaterThan(20);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('answers hostile keys with a clean 400 or an empty list, never a 500', async () => {
    for (const key of ['x'.repeat(3000), '   ', '']) {
      const { statusCode: status, body } = await search({ key });
      expect(status, key.slice(0, 10)).toBe(400);
      expect(body.message).toMatch(/搜索词/);
    }
    for (const key of [
      "' OR 1=1; DROP TABLE articles; --",
      '<script>alert(1)</script>',
      '😀🎉',
      '%_\\',
      ':* & | !',
    ]) {
      const { statusCode: status, body } = await search({ key });
      expect(status, key).toBe(200);
      expect(Array.isArray((body.data as { list: unknown[] }).list)).toBe(true);
    }
    expect((await search({ key: '鸿雁', start: 5000 })).statusCode).toBe(400);
  });
});

describe('searchClassify and searchWordDely', () => {
  it('lists the default tabs and the newsroom’s hot words, each found by a search', async () => {
    const tabs = (await get('searchClassify')).body.data as { list: unknown[] };
    expect(tabs.list).toEqual([
      expect.objectContaining({
        id: 1,
        name: '新闻',
        tclass: -1,
        extraScreen: '标题,内容,作者',
        columnID: 0,
      }),
      expect.objectContaining({ id: 3, name: '视频', tclass: 2 }),
      expect.objectContaining({ id: 4, name: '专题', tclass: 3 }),
      expect.objectContaining({ id: 7, name: '订阅号', tclass: 15 }),
    ]);
    const { words } = (await get('searchWordDely')).body.data as {
      words: string[];
    };
    expect(words.length).toBeGreaterThanOrEqual(5);
    for (const key of words) expect(ids((await search({ key })).body).length, key).toBeGreaterThan(0);
  });
});

describe('matchText', () => {
  it('cuts the words around the first match, plain text, with ellipses where it cut', () => {
    const body = `<p>${'前'.repeat(40)}两个汉字${'后'.repeat(100)}</p>`;
    const text = matchText(body, '两个');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toContain('两个汉字');
    expect(matchText('<p>没有</p>', '两个')).toBe('');
    expect(matchText('<p>两个人和汉字</p>', '两个汉字')).toBe('两个人和汉字');
  });
});
