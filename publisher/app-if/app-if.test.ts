import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, callAppIf, testPublisher, type TestPublisher } from '../test-support.ts';

let pub: TestPublisher;
let token: string;
beforeAll(async () => {
  pub = await testPublisher();
  token = await anonymousToken(pub.app);
});
afterAll(() => pub.close());

const get = (op: string, params: Record<string, string | number> = {}, wrapped = true) =>
  callAppIf(pub.app, op, params, { token, wrapped });

describe('config and time', () => {
  it('getConfig answers the stored site config with absolute URLs and the demo switches', async () => {
    const { statusCode, body } = await get('getConfig', { appID: 1 });
    expect(statusCode).toBe(200);
    expect(body.status).toBe(0);
    const config = body.data as Record<string, any>;
    expect(config.tokenEnable).toBe(1);
    expect(config.xyApi.xyAuth).toBe(1);
    expect(config.xyApi.curVersions).toBe('1');
    expect(config.showSearchList).toBe(1);
    expect(config.detailPageGrey).toBe(0);
    expect(config.padColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(() => new URL(config.paperUrl)).not.toThrow();
    expect(config.filing.open).toBe(1);
    expect(config.sm2PublicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(JSON.stringify(config)).not.toContain('PUBLIC_URL');
    expect(JSON.stringify(config)).not.toMatch(/privateKey|appSecret/i);
  });

  it('getConfig refuses an unknown appID with status -1', async () => {
    const { statusCode, body } = await get('getConfig', { appID: 99 });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ status: -1, data: {} });
  });

  it('serverTime answers the injected clock, raw without curVersions', async () => {
    const { body } = await get('serverTime', {}, false);
    expect(body).toEqual({ serverTime: pub.clock.now() });
  });
});

describe('columns', () => {
  it('getColumns lists the top columns with both id spellings and children', async () => {
    const { body } = await get('getColumns', { parentColumnId: 0, version: 0, columnType: -1 });
    const data = body.data as { columns: Record<string, any>[]; topColumns: unknown[]; version: number };
    expect(data.columns.length).toBeGreaterThanOrEqual(8);
    const names = data.columns.map((c) => c.columnName);
    expect(names).toEqual(
      expect.arrayContaining(['首页', '本地', '时政', '视频', '专题', '直播', '活动', 'བོད་ཡིག']),
    );
    for (const c of data.columns) expect(c.columnId).toBe(c.columnID);
    expect(data.columns.find((c) => c.columnName === '专题')?.children.length).toBe(5);
    expect(data.columns.some((c) => c.columnStyle === '410')).toBe(true);
    expect(data.topColumns.length).toBe(1);
  });

  it('getColumns with an unknown parent answers empty arrays', async () => {
    const { body } = await get('getColumns', { parentColumnId: 9999 });
    expect(body.data).toEqual({ version: 0, columns: [], topColumns: [] });
  });

  it('getColumn answers one column with children; unknown id is status -1', async () => {
    const { body } = await get('getColumn', { columnId: 2 });
    expect((body.data as any).children.map((c: any) => c.columnName)).toEqual(['溪口', '云栖']);
    const missing = await get('getColumn', { columnId: 4242 });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.status).toBe(-1);
  });
});

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
    expect(data.topModule).toMatchObject({ moduleID: 400, cmDisplayStyle: 2 });
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
  it('moduleView answers a module; people modules carry people', async () => {
    const { body } = await get('moduleView', { id: 401 });
    expect(body.data).toMatchObject({ type: 0, moduleID: 401, name: '编辑推荐' });
    const people = (await get('moduleView', { id: 402 })).body.data as any;
    expect(people.type).toBe(7);
    expect(people.list[0]).toHaveProperty('cmiName');
    const missing = await get('moduleView', { id: 1 });
    expect(missing.body.status).toBe(-1);
  });

  it('articleHot answers at most 10 items, most read first', async () => {
    const list = ((await get('articleHot', { columnId: 0 })).body.data as any).list;
    expect(list.length).toBe(10);
    const counts = list.map((a: any) => a.countClick);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it('getRelArticles answers items from the same column', async () => {
    const list = ((await get('getRelArticles', { articleId: 10100 })).body.data as any).list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a: any) => a.fileId !== 10100)).toBe(true);
  });
});

describe('getArticleContent', () => {
  it('answers the detail with string ids, placeholders and images[], credits and reporters', async () => {
    const gallery = (await get('getArticles', { columnId: 2, page: 3 })).body.data as any;
    const withImages = [...gallery.list].find((a: any) => Number(a.picCount) > 0);
    const { body } = await get('getArticleContent', { articleId: withImages.fileId, colID: 2 });
    const a = body.data as Record<string, any>;
    expect(a.fileId).toBe(String(withImages.fileId));
    expect(typeof a.colID).toBe('string');
    expect(a.content).toContain('<!--IMAGEARRAY#0-->');
    expect(a.images[0].imagearray[0].imageUrl).toMatch(/^http:\/\/pub\.test\/pic\//);
    expect(a.editor).not.toBe('');
    expect(a.aStatus).toBe(1);
    expect(Array.isArray(a.related)).toBe(true);
  });

  it('gives every body picture the width and height of its original, in both envelopes', async () => {
    const wrapped = (await get('getArticleContent', { articleId: 10071 })).body.data as any;
    const raw = (await get('getArticleContent', { articleId: 10071 }, false)).body as any;
    const pictures = wrapped.images.flatMap((g: any) => g.imagearray);
    expect(pictures.length).toBeGreaterThan(0);
    expect(raw.images).toEqual(wrapped.images);
    for (const picture of pictures) {
      expect(Number.isInteger(picture.width) && picture.width > 0, picture.imageUrl).toBe(true);
      expect(Number.isInteger(picture.height) && picture.height > 0, picture.imageUrl).toBe(true);
    }
    // The sizes are those of the file the picture URL serves.
    for (const picture of pictures.slice(0, 2)) {
      const file = await pub.app.inject({ url: new URL(picture.imageUrl).pathname });
      const meta = await sharp(file.rawPayload).metadata();
      expect([picture.width, picture.height]).toEqual([meta.width, meta.height]);
    }
  });

  it('answers data:"empty" for a missing article and for a draft without preview; preview=1 shows the draft', async () => {
    expect((await get('getArticleContent', { articleId: 999999 })).body).toEqual({
      status: 0,
      message: 'success',
      data: 'empty',
    });
    let draft: any;
    for (let id = 10001; id < 10100 && !draft; id++) {
      const preview = (await get('getArticleContent', { articleId: id, preview: 1 })).body.data as any;
      if (preview.aStatus === 0) draft = preview;
    }
    expect(draft).toBeDefined();
    expect((await get('getArticleContent', { articleId: draft.fileId })).body.data).toBe('empty');
  });

  it('answers the raw article without curVersions', async () => {
    const { body } = await get('getArticleContent', { articleId: 10002 }, false);
    expect(body.fileId).toBe('10002');
    expect(body).not.toHaveProperty('status');
  });

  it('covers live, video, link, H5 and topic items', async () => {
    const live = (await get('getArticles', { columnId: 6 })).body.data as any;
    const detail = (await get('getArticleContent', { articleId: live.list[0].fileId })).body.data as any;
    expect(detail.articleType).toBe(6);
    expect(detail.config.videos[0]).toHaveProperty('appLiveUrl');
    const video = (await get('getArticles', { columnId: 4 })).body.data as any;
    expect(video.list[0].videoUrl).toMatch(/^http:\/\/pub\.test\/media\//);
    const h5 = (await get('getArticles', { columnId: 7 })).body.data as any;
    expect(h5.list.find((a: any) => a.articleType === 12).contentUrl).toMatch(/\/h5\/\d+\.html$/);
    const topics = (await get('getArticles', { columnId: 5 })).body.data as any;
    expect(topics.list.every((a: any) => a.articleType === 3 && a.linkID >= 51)).toBe(true);
  });
});

describe('counts and events', () => {
  it('getArticleCounts answers counters; unknown id gives errorInfo', async () => {
    const { body } = await get('getArticleCounts', { articleId: 10003 });
    expect(body.data).toMatchObject({ fileId: 10003 });
    expect((await get('getArticleCounts', { articleId: 999999 })).body.data).toEqual({
      errorInfo: '找不到相关稿件',
    });
  });

  it('event counts reads, likes and shares; recordAccessCount counts a read', async () => {
    const before = (await get('getArticleCounts', { articleId: 10004 })).body.data as any;
    for (const eventType of [0, 1, 2]) {
      expect(
        (await get('event', { id: 10004, type: 0, eventType, channel: 3, userOtherID: 'xy123' })).body.data,
      ).toEqual({ value: 'true' });
    }
    expect((await get('recordAccessCount', { articleId: 10004 })).body.data).toEqual({ value: 'true' });
    const after = (await get('getArticleCounts', { articleId: 10004 })).body.data as any;
    expect(after.countClick).toBe(before.countClick + 2);
    expect(after.countPraise).toBe(before.countPraise + 1);
    expect(after.countShare).toBe(before.countShare + 1);
  });

  it('event on an unknown article or with an unknown eventType is refused', async () => {
    expect((await get('event', { id: 999999, eventType: 1 })).statusCode).toBe(400);
    expect((await get('event', { id: 10004, eventType: 9 })).statusCode).toBe(400);
    expect((await get('recordAccessCount', { articleId: 999999 })).statusCode).toBe(400);
  });
});
