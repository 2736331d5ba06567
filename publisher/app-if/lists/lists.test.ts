import { describe, expect, it } from 'vitest';
import { createArticle, createColumn, createModule, createTag } from '../../test-support.ts';
import { publicReader } from '../../test-reader.ts';

const reader = publicReader();
const { get } = reader;

describe('getArticles', () => {
  it('home page 0 has carousel, modules (with types the client filters), topModule, live items and 20 items', async () => {
    const { body } = await get('getArticles', {
      columnId: 1,
      lastFileId: 0,
      page: 0,
      version: 0,
      adv: 1,
      columnStyle: 201,
    });
    const data = body.data as Record<string, any>;
    expect(data.list).toHaveLength(20);
    expect(data.hasMore).toBe(true);
    expect(data.totalCount).toBe(75);
    expect(data.carousel).toHaveLength(5);
    expect(data.carousel.map((a: any) => a.fileId)).toEqual(data.list.slice(0, 5).map((a: any) => a.fileId));
    expect(new Set(data.carousel.map((a: any) => a.articleType)).size).toBeGreaterThanOrEqual(4);
    const types = data.modules.map((m: any) => m.type);
    expect(types).toEqual(expect.arrayContaining([0, 7, 8, 9, 10, 11]));
    expect(types.some((t: number) => ![0, 7, 8, 9, 10, 11].includes(t))).toBe(true);
    expect(data.topModule).toMatchObject({ moduleID: expect.any(Number), cmDisplayStyle: 2 });
    expect(data.topModule.charactor.length).toBe(4);
    expect(data.liveArticles.every((a: any) => a.articleType === 6 && a.liveStatus === 1)).toBe(true);
    expect(typeof data.list[0].fileId).toBe('number');
    expect(data.list[0].publishtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.0$/);
  });

  it('pages by page number and by lastFileId alike, without repeats, until hasMore is false', async () => {
    const byPage: number[] = [];
    for (let page = 0; ; page++) {
      const data = (await get('getArticles', { columnId: 1, page })).body.data as any;
      byPage.push(...data.list.map((a: any) => a.fileId));
      expect(data.list.length).toBeLessThanOrEqual(20);
      if (page > 0) expect(data.modules).toEqual([]);
      if (!data.hasMore) break;
    }
    expect(byPage).toHaveLength(75);
    expect(new Set(byPage).size).toBe(75);

    const byCursor: number[] = [];
    let lastFileId = 0;
    for (let page = 0; ; page++) {
      const data = (await get('getArticles', { columnId: 1, lastFileId, page })).body.data as any;
      byCursor.push(...data.list.map((a: any) => a.fileId));
      if (!data.hasMore) break;
      lastFileId = data.list.at(-1).fileId;
    }
    expect(byCursor).toEqual(byPage);
  });

  it('an unknown column answers empty lists, and a page past the end is empty with hasMore false', async () => {
    const none = (await get('getArticles', { columnId: 777 })).body.data as any;
    expect(none).toMatchObject({ list: [], carousel: [], modules: [], hasMore: false, totalCount: 0 });
    const past = (await get('getArticles', { columnId: 3, page: 40 })).body.data as any;
    expect(past).toMatchObject({ list: [], hasMore: false });
  });

  it('lists carry every article type the spec names, and drafts never show', async () => {
    const seen = new Set<number>();
    for (const columnId of [2, 3, 4, 5, 6, 7, 8, 9]) {
      for (let page = 0; page < 5; page++) {
        const data = (await get('getArticles', { columnId, page })).body.data as any;
        for (const a of data.list) seen.add(a.articleType);
        if (!data.hasMore) break;
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 6, 12]);
  });

  it('Tibetan and English columns hold their own scripts', async () => {
    const bo = (await get('getArticles', { columnId: 8 })).body.data as any;
    expect(bo.list[0].title).toMatch(/[\u0F00-\u0FFF]/);
    const en = (await get('getArticles', { columnId: 9 })).body.data as any;
    expect(en.list[0].title).toMatch(/^[A-Za-z]/);
  });

  it('read counts spread from 0 to over a million', async () => {
    const counts: number[] = [];
    for (const columnId of [2, 3, 4]) {
      for (let page = 0; page < 5; page++) {
        const data = (await get('getArticles', { columnId, page })).body.data as any;
        counts.push(...data.list.map((a: any) => a.countClick));
        if (!data.hasMore) break;
      }
    }
    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBeGreaterThan(1_000_000);
    expect(counts.some((c) => c >= 1000 && c < 10_000)).toBe(true);
    expect(counts.some((c) => c >= 100_000 && c < 1_000_000)).toBe(true);
  });
});

describe('modules, hot and related', () => {
  it('moduleView answers a module with full list items; people modules carry people', async () => {
    const home = (await get('getArticles', { columnId: 1 })).body.data as any;
    const picks = home.modules.find((m: any) => m.type === 0);
    const { body } = await get('moduleView', { id: picks.moduleID });
    expect(body.data).toMatchObject({ type: 0, moduleID: picks.moduleID, name: picks.name });
    expect((body.data as any).list.map((a: any) => a.fileId)).toEqual(
      picks.charactor.map((a: any) => a.fileId),
    );
    expect((body.data as any).list[0]).toHaveProperty('textAbstract');
    const reporters = home.modules.find((m: any) => m.type === 7);
    const people = (await get('moduleView', { id: reporters.moduleID })).body.data as any;
    expect(people.type).toBe(7);
    expect(people.list[0]).toHaveProperty('cmiName');
    const missing = await get('moduleView', { id: 1 });
    expect(missing.body.status).toBe(-1);
  });

  it('a 学习 module (type 13) carries the newest courses as courseList has them', async () => {
    const home = (await get('getArticles', { columnId: 1 })).body.data as any;
    const study = home.modules.find((m: any) => m.type === 13);
    const newest = ((await get('courseList', {})).body.data as any).list.slice(0, 6);
    expect(study).toMatchObject({ name: '学习', showMore: 0, count: newest.length });
    expect(study.charactor).toEqual(newest);
    expect(newest.length).toBeGreaterThan(1);
  });

  it('moduleView pages by 20 for the module’s more page', async () => {
    const { columnId } = await createColumn(reader.pub, { name: '模块分页' });
    const fileIds = [];
    for (let i = 0; i < 23; i++)
      fileIds.push(
        (await createArticle(reader.pub, { title: `模块稿 ${i}`, content: '<p>x</p>', columnId })).fileId,
      );
    const { moduleId } = await createModule(reader.pub, { columnId, type: 0, name: '分页模块', fileIds });
    const first = (await get('moduleView', { id: moduleId })).body.data as any;
    expect(first.hasMore).toBe(true);
    expect(first.list.map((a: any) => a.fileId)).toEqual(fileIds.slice(0, 20));
    const second = (await get('moduleView', { id: moduleId, page: 1 })).body.data as any;
    expect(second.hasMore).toBe(false);
    expect(second.list.map((a: any) => a.fileId)).toEqual(fileIds.slice(20));
    expect((await get('moduleView', { id: moduleId, page: 'x' })).statusCode).toBe(400);
  });

  it('articleHot answers at most 10 items, most read first', async () => {
    const list = ((await get('articleHot', { columnId: 0 })).body.data as any).list;
    expect(list.length).toBe(10);
    const counts = list.map((a: any) => a.countClick);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it('getRelArticles answers other items of the same column', async () => {
    const { fileId, columnId } = await createArticle(reader.pub, {
      title: '相关稿件',
      content: '<p>正文</p>',
      columnId: 3,
    });
    const list = ((await get('getRelArticles', { articleId: fileId })).body.data as any).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a: any) => a.fileId !== fileId && a.columnID === columnId)).toBe(true);
  });
});

describe('recommendList', () => {
  it('recommends what shares a tag in other columns first, then the most read; never the article or its column', async () => {
    const { columnId } = await createColumn(reader.pub, { name: '推荐甲' });
    const { columnId: other } = await createColumn(reader.pub, { name: '推荐乙' });
    const { fileId } = await createArticle(reader.pub, { title: '本篇', content: '<p>x</p>', columnId });
    const sameColumn = await createArticle(reader.pub, { title: '同栏目', content: '<p>x</p>', columnId });
    const older = await createArticle(reader.pub, {
      title: '同标签旧',
      content: '<p>x</p>',
      columnId: other,
    });
    reader.pub.clock.advance(1000);
    const newer = await createArticle(reader.pub, {
      title: '同标签新',
      content: '<p>x</p>',
      columnId: other,
    });
    await createTag(reader.pub, {
      name: `推荐标签${fileId}`,
      fileIds: [fileId, sameColumn.fileId, older.fileId, newer.fileId],
    });
    const list = ((await get('recommendList', { articleId: fileId })).body.data as any).list;
    expect(list).toHaveLength(6);
    expect(list.slice(0, 2).map((a: any) => a.fileId)).toEqual([newer.fileId, older.fileId]);
    const ids = list.map((a: any) => a.fileId);
    expect(new Set(ids).size).toBe(6);
    expect(list.every((a: any) => a.fileId !== fileId && a.columnID !== columnId)).toBe(true);
    const hot = ((await get('articleHot', { columnId: 0 })).body.data as any).list;
    expect(ids.slice(2)).toEqual(
      hot
        .map((a: any) => a.fileId)
        .filter((id: number) => !ids.slice(0, 2).includes(id))
        .slice(0, 4),
    );
    const three = ((await get('recommendList', { articleId: fileId, count: 3 })).body.data as any).list;
    expect(three).toHaveLength(3);
  });

  it('answers bad input with 400 and an unknown article with the not-found status', async () => {
    expect((await get('recommendList', { articleId: 'x' })).statusCode).toBe(400);
    expect((await get('recommendList', { articleId: 1, count: 99 })).statusCode).toBe(400);
    expect((await get('recommendList', { articleId: 99999999 })).body.status).toBe(-1);
  });
});

describe('POST /app_if/test/column with topCount', () => {
  it("makes the column's first topCount items its carousel, with or without a picture", async () => {
    const { columnId } = await createColumn(reader.pub, { name: '轮播栏目', topCount: 2 });
    const older = await createArticle(reader.pub, { title: '旧', content: '<p>旧</p>', columnId });
    reader.pub.clock.advance(1000);
    const plain = await createArticle(reader.pub, { title: '无图', content: '<p>无图</p>', columnId });
    reader.pub.clock.advance(1000);
    const pictured = await createArticle(reader.pub, {
      title: '有图',
      content: '<p>有图</p>',
      columnId,
      pictures: 1,
    });
    const page = (await get('getArticles', { columnId })).body.data as any;
    expect(page.carousel.map((a: any) => a.fileId)).toEqual([pictured.fileId, plain.fileId]);
    expect(page.list.map((a: any) => a.fileId)).toEqual([pictured.fileId, plain.fileId, older.fileId]);
  });
});

describe('POST /app_if/test/module', () => {
  it("adds a module of the articles named to its column's first page and to moduleView, at once", async () => {
    const { columnId } = await createColumn(reader.pub, { name: '模块栏目' });
    const a = (await createArticle(reader.pub, { title: '甲', content: '<p>甲</p>', columnId })).fileId;
    const b = (await createArticle(reader.pub, { title: '乙', content: '<p>乙</p>', columnId })).fileId;
    const before = (await get('getArticles', { columnId })).body.data as any;
    expect(before.modules).toEqual([]);
    const { moduleId } = await createModule(reader.pub, {
      columnId,
      type: 8,
      name: '测试模块',
      fileIds: [b, a],
    });
    const first = (await get('getArticles', { columnId })).body.data as any;
    expect(first.modules).toEqual([
      expect.objectContaining({ type: 8, moduleID: moduleId, name: '测试模块', count: 2, position: 0 }),
    ]);
    expect(first.modules[0].charactor.map((x: any) => x.fileId)).toEqual([b, a]);
    const view = (await get('moduleView', { id: moduleId })).body.data as any;
    expect(view).toMatchObject({ type: 8, moduleID: moduleId, name: '测试模块' });
    expect(view.list.map((x: any) => x.fileId)).toEqual([b, a]);

    const second = await createModule(reader.pub, { columnId, type: 0, name: '第二个', fileIds: [a] });
    const both = (await get('getArticles', { columnId })).body.data as any;
    expect(both.modules.map((m: any) => [m.moduleID, m.position])).toEqual([
      [moduleId, 0],
      [second.moduleId, 1],
    ]);
  });

  it('draws the module as displayStyle says: a list by default, a row of cards (2) or a grid (3)', async () => {
    const { columnId } = await createColumn(reader.pub, { name: '卡片栏目' });
    const { fileId } = await createArticle(reader.pub, { title: '甲', content: '<p>甲</p>', columnId });
    await createModule(reader.pub, { columnId, type: 8, name: '列表', fileIds: [fileId] });
    await createModule(reader.pub, { columnId, type: 8, name: '横排', displayStyle: 2, fileIds: [fileId] });
    await createModule(reader.pub, { columnId, type: 8, name: '宫格', displayStyle: 3, fileIds: [fileId] });
    const { modules } = (await get('getArticles', { columnId })).body.data as any;
    expect(modules.map((m: any) => [m.name, m.displayStyle])).toEqual([
      ['列表', 1],
      ['横排', 2],
      ['宫格', 3],
    ]);
  });

  it('refuses bad input with 400 and a message', async () => {
    const { columnId } = await createColumn(reader.pub, { name: '空栏目' });
    const { fileId } = await createArticle(reader.pub, { title: 't', content: '<p>x</p>', columnId });
    for (const payload of [
      {},
      { columnId, type: 0, name: 'm' },
      { columnId, type: 7, name: 'm', fileIds: [fileId] },
      { columnId, type: 0, name: 'm', fileIds: [999_999_999] },
      { columnId, type: 0, name: 'm', fileIds: 'x' },
      { columnId: 987_654, type: 0, name: 'm', fileIds: [fileId] },
      { columnId, type: 0, name: '', fileIds: [fileId] },
      { columnId, type: 0, name: 'm', displayStyle: 4, fileIds: [fileId] },
    ]) {
      const response = await reader.pub.app.inject({ method: 'POST', url: '/app_if/test/module', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: -1, data: {} });
      expect(response.json().message).not.toBe('');
    }
  });
});
