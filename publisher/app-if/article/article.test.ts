import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { articles } from '../../db/schema/index.ts';
import { createArticle } from '../../test-support.ts';
import { publicReader } from '../../test-reader.ts';

const reader = publicReader();
const { get } = reader;

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
    const { fileId } = await createArticle(reader.pub, {
      title: '图集',
      content: '<p>一</p><!--IMAGEARRAY#0--><p>二</p><!--IMAGEARRAY#1-->',
      articleType: 1,
      pictures: 3,
    });
    const wrapped = (await get('getArticleContent', { articleId: fileId })).body.data as any;
    const raw = (await get('getArticleContent', { articleId: fileId }, false)).body as any;
    const pictures = wrapped.images.flatMap((g: any) => g.imagearray);
    expect(pictures).toHaveLength(3);
    expect(raw.images).toEqual(wrapped.images);
    for (const picture of pictures) {
      expect(Number.isInteger(picture.width) && picture.width > 0, picture.imageUrl).toBe(true);
      expect(Number.isInteger(picture.height) && picture.height > 0, picture.imageUrl).toBe(true);
    }
    // The sizes are those of the file the picture URL serves.
    for (const picture of pictures.slice(0, 2)) {
      const file = await reader.pub.app.inject({ url: new URL(picture.imageUrl).pathname });
      const meta = await sharp(file.rawPayload).metadata();
      expect([picture.width, picture.height]).toEqual([meta.width, meta.height]);
    }
  });

  it('answers data:"empty" for a missing article and for a draft without a preview token, preview=1 or not', async () => {
    expect((await get('getArticleContent', { articleId: 999999 })).body).toEqual({
      status: 0,
      message: 'success',
      data: 'empty',
    });
    const [draft] = await reader.pub.database.db
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(eq(articles.status, 0))
      .limit(1);
    // the flag alone opens no draft: only a token the publisher signed for the CMS does (preview.test.ts)
    expect((await get('getArticleContent', { articleId: draft!.fileId, preview: 1 })).body.data).toBe(
      'empty',
    );
    expect((await get('getArticleContent', { articleId: draft!.fileId })).body.data).toBe('empty');
  });

  it('answers the raw article without curVersions', async () => {
    const { fileId } = await createArticle(reader.pub, { title: '原样', content: '<p>x</p>', columnId: 3 });
    const { body } = await get('getArticleContent', { articleId: fileId }, false);
    expect(body.fileId).toBe(String(fileId));
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
    const { fileId } = await createArticle(reader.pub, { title: '计数', content: '<p>x</p>', columnId: 3 });
    const { body } = await get('getArticleCounts', { articleId: fileId });
    expect(body.data).toEqual({ fileId, countClick: 0, countDiscuss: 0, countPraise: 0, countShare: 0 });
    expect((await get('getArticleCounts', { articleId: 999999 })).body.data).toEqual({
      errorInfo: '找不到相关稿件',
    });
  });

  it('event counts reads, likes and shares; recordAccessCount is a read too, the same reader’s counted once', async () => {
    const { fileId } = await createArticle(reader.pub, { title: '事件', content: '<p>x</p>', columnId: 3 });
    const before = (await get('getArticleCounts', { articleId: fileId })).body.data as any;
    for (const eventType of [0, 1, 2]) {
      expect(
        (await get('event', { id: fileId, type: 0, eventType, channel: 3, userOtherID: 'xy123' })).body.data,
      ).toMatchObject({ value: 'true' });
    }
    expect((await get('recordAccessCount', { articleId: fileId })).body.data).toEqual({ value: 'true' });
    const after = (await get('getArticleCounts', { articleId: fileId })).body.data as any;
    expect(after.countClick).toBe(before.countClick + 1);
    expect(after.countPraise).toBe(before.countPraise + 1);
    expect(after.countShare).toBe(before.countShare + 1);
  });

  it('event on an unknown article or with an unknown eventType is refused', async () => {
    expect((await get('event', { id: 999999, eventType: 1 })).statusCode).toBe(400);
    expect((await get('event', { id: 1, eventType: 9 })).statusCode).toBe(400);
    expect((await get('recordAccessCount', { articleId: 999999 })).statusCode).toBe(400);
  });
});

const create = (payload: unknown, app = reader.pub.app) =>
  app.inject({ method: 'POST', url: '/app_if/test/article', payload: payload as object });

const hostileTitle = '<img src=x onerror="window.__xss=9">标题';
const hostileBody =
  '<p>正文第一段</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">' +
  '<a href="javascript:window.__xss=3">tap</a>';

describe('POST /app_if/test/article', () => {
  it('writes a published article, stored as sent, that the detail, its column and the raw envelope answer at once', async () => {
    // Read the column first, so a cached answer exists that the write must not leave standing.
    const before = (await get('getArticles', { columnId: 3 })).body.data as any;
    const response = await create({ title: hostileTitle, content: hostileBody, columnId: 3 });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 0, message: 'success', data: { columnId: 3 } });
    const fileId = answer.data.fileId as number;
    expect(Number.isInteger(fileId)).toBe(true);
    expect(before.list.some((a: any) => a.fileId === fileId)).toBe(false);

    const detail = (await get('getArticleContent', { articleId: fileId })).body.data as any;
    expect(detail).toMatchObject({
      fileId: String(fileId),
      colID: '3',
      title: hostileTitle,
      content: hostileBody,
      aStatus: 1,
      articleType: 0,
      images: [],
    });
    const raw = (await get('getArticleContent', { articleId: fileId }, false)).body as any;
    expect(raw.title).toBe(hostileTitle);

    const list = ((await get('getArticles', { columnId: 3 })).body.data as any).list;
    expect(list.find((a: any) => a.fileId === fileId)?.title).toBe(hostileTitle);
    const counts = (await get('getArticleCounts', { articleId: fileId })).body.data as any;
    expect(counts).toMatchObject({ fileId, countClick: 0 });
  });

  it('lists an article without a column on home, takes a new fileId each time, accepts ids as strings', async () => {
    const [a, b] = await Promise.all([
      create({ title: '测试稿件甲', content: '<p>甲</p>' }),
      create({ title: '测试稿件乙', content: '<p>乙</p>', columnId: '2', articleType: '0' }),
    ]);
    const first = a.json().data;
    const second = b.json().data;
    expect(first.columnId).toBe(1);
    expect(second.columnId).toBe(2);
    expect(first.fileId).not.toBe(second.fileId);
    const home = ((await get('getArticles', { columnId: 1 })).body.data as any).list;
    expect(home.some((x: any) => x.fileId === first.fileId)).toBe(true);
  });

  it('attaches stored pictures: the first as title picture, all as body pictures with their sizes', async () => {
    const { fileId, columnId } = await createArticle(reader.pub, {
      title: '配图稿件',
      content: '<p>一</p><!--IMAGEARRAY#0--><p>二</p><!--IMAGEARRAY#1-->',
      columnId: 3,
      pictures: 2,
    });
    const detail = (await get('getArticleContent', { articleId: fileId })).body.data as any;
    const pictures = detail.images[0].imagearray;
    expect(pictures).toHaveLength(2);
    expect(detail.picBig).toBe(pictures[0].imageUrl);
    const item = ((await get('getArticles', { columnId })).body.data as any).list.find(
      (a: any) => a.fileId === fileId,
    );
    expect(item).toMatchObject({ picType: 1, picCount: '2', picBig: pictures[0].imageUrl });
    expect(item.pic_list).toEqual(pictures.map((p: any) => p.imageUrl));
    expect(item.picRatio).toBe(`750:${Math.round((750 * pictures[0].height) / pictures[0].width)}`);
  });

  it('writes the byline credits named, beside the source', async () => {
    const { fileId } = await createArticle(reader.pub, {
      title: '署名',
      content: '<p>x</p>',
      columnId: 3,
      credits: { editor: '林晓', checker: '周青' },
    });
    const detail = (await get('getArticleContent', { articleId: fileId })).body.data as any;
    expect(detail).toMatchObject({ source: '青岚日报', editor: '林晓', checker: '周青', liability: '' });
  });

  it('refuses bad input with 400 and a message, never a stack trace, and writes nothing', async () => {
    const totals = async () =>
      Promise.all(
        [1, 3].map(
          async (columnId) => ((await get('getArticles', { columnId })).body.data as any).totalCount,
        ),
      );
    const before = await totals();
    for (const payload of [
      {},
      { title: '', content: '<p>x</p>' },
      { title: 't' },
      { title: 't', content: 5 },
      { title: 't', content: 'x', columnId: 999 },
      { title: 't', content: 'x', columnId: '1 OR 1=1' },
      { title: 't', content: 'x', columnId: -1 },
      { title: 't', content: 'x', articleType: 6 },
      { title: 'x'.repeat(501), content: 'x' },
      { title: 't', content: 'x'.repeat(30_001) },
      { title: 't', content: 'x', pictures: 21 },
      { title: 't', content: 'x', pictures: -1 },
      { title: 't', content: 'x', credits: { hacker: 'x' } },
      { title: 't', content: 'x', credits: { editor: 5 } },
    ]) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ status: -1, data: {} });
      expect(body.message).not.toBe('');
      expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
    }
    const notJson = await reader.pub.app.inject({
      method: 'POST',
      url: '/app_if/test/article',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: -1 });
    const tooBig = await create({ title: 't', content: 'x'.repeat(40_000) });
    expect(tooBig.statusCode).toBe(413);
    expect(await totals()).toEqual(before);
  });
});
