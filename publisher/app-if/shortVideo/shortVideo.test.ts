import { describe, expect, it } from 'vitest';
import { anonymousToken, callAppIf, createShortVideo } from '../../test-support.ts';
import { publicReader } from '../../test-reader.ts';
import { NOT_FOUND } from './wire.ts';

const reader = publicReader();
const { get } = reader;

type Item = {
  fileId: number;
  title: string;
  catId: number;
  videoUrl: string;
  picBig: string;
  width: number;
  height: number;
  duration: number;
  author: { name: string };
  countPraise: number;
  shareUrl: string;
};

/** A call as the page makes it: GET or (the lists and the event) POST, with a token of the device's own. */
async function call(
  op: string,
  params: Record<string, string | number>,
  method: 'GET' | 'POST' = 'GET',
  device = 'sv-device',
) {
  const token = await anonymousToken(reader.pub.app, device);
  return callAppIf(reader.pub.app, op, params, { token, method });
}

async function data<T>(
  op: string,
  params: Record<string, string | number> = {},
  method: 'GET' | 'POST' = 'GET',
) {
  const { statusCode, body } = await call(op, params, method);
  expect(statusCode, `${op}: ${body.message}`).toBe(200);
  return body.data as T;
}

async function refused(
  op: string,
  params: Record<string, string | number>,
  method: 'GET' | 'POST' = 'GET',
  message?: string,
) {
  const { statusCode, body } = await call(op, params, method);
  expect(statusCode, `${op} ${JSON.stringify(params)}`).toBe(400);
  expect(body.status).toBe(-1);
  expect(body.message).toBe(message ?? body.message);
  expect(body.message).not.toBe('');
}

/** A category of its own with `n` videos, made oldest first: the answer lists them newest first. */
async function category(n: number) {
  const first = await createShortVideo(reader.pub, {
    title: '竖屏 1',
    categoryName: `测试分类${Date.now()}`,
  });
  const ids = [first.fileId];
  for (let i = 2; i <= n; i++) {
    reader.pub.clock.advance(60_000);
    ids.push(
      (await createShortVideo(reader.pub, { title: `竖屏 ${i}`, categoryId: first.categoryId, clip: i }))
        .fileId,
    );
  }
  return { categoryId: first.categoryId, newestFirst: ids.reverse() };
}

describe('the demo short videos', () => {
  it('one category of a dozen vertical films, newest first, each with its poster, author and clip', async () => {
    const { list: cats } = await data<{ list: { id: number; name: string; count: number }[] }>(
      'shortVideoCats',
    );
    expect(cats[0]).toMatchObject({ name: '青岚随手拍', count: 12 });
    const { list, hasMore } = await data<{ list: Item[]; hasMore: boolean }>(
      'shortVideoList',
      { catId: cats[0]!.id, page: 0 },
      'POST',
    );
    expect(hasMore).toBe(false);
    expect(list).toHaveLength(12);
    for (const v of list) {
      expect(v.width / v.height).toBeCloseTo(9 / 16, 2);
      expect(v.videoUrl).toMatch(/^http:\/\/pub\.test\/media\/short\/s\d+\.m3u8$/);
      expect(v.picBig).toMatch(/^http:\/\/pub\.test\/pic\/short\/s\d+\.jpg$/);
      expect(v.author.name).not.toBe('');
      expect([6, 8, 10]).toContain(v.duration);
    }
    expect(new Set(list.map((v) => v.fileId)).size).toBe(12);
  });
});

describe('one short video', () => {
  it('its article with its text, its files (HLS and MP4), its share and the common config', async () => {
    const { fileId } = await createShortVideo(reader.pub, { title: '<i>湖边</i>的清晨', clip: 3 });
    const video = await data<Item & { content: string }>('shortVideoArticle', { id: fileId });
    expect(video).toMatchObject({
      fileId,
      title: '<i>湖边</i>的清晨',
      duration: 6,
      shareUrl: `http://pub.test/template/displayTemplate/news/mvodShare/${fileId}.html`,
    });
    expect(video.content).toContain('<p>');
    const attach = await data<{ poster: { url: string }; list: { format: string; url: string }[] }>(
      'shortVideoAttach',
      { id: fileId },
    );
    expect(attach.poster.url).toBe('http://pub.test/pic/short/s3.jpg');
    expect(attach.list.map((f) => [f.format, new URL(f.url).pathname])).toEqual([
      ['hls', '/media/short/s3.m3u8'],
      ['mp4', '/media/short/s3.mp4'],
    ]);
    const share = await data<Record<string, unknown>>('shortVideoShareConfig', { id: fileId });
    expect(share).toMatchObject({ title: '湖边的清晨', article_id: fileId, objectType: 0, forbidShare: 0 });
    expect([...(share.desc as string)].length).toBeLessThanOrEqual(100);
    expect(await data('shortVideoCommonConfig')).toMatchObject({
      relatedCount: 4,
      pageSize: 20,
      commentOpen: 1,
    });
  });

  it('its neighbours in its category, nearest first, and at most four related, its category’s first', async () => {
    const { categoryId, newestFirst } = await category(6);
    const [n1, n2, n3, n4, n5, n6] = newestFirst as [number, number, number, number, number, number];
    const near = await data<{ catId: number; previous: Item[]; next: Item[] }>(
      'shortVideoNear',
      { id: n3, count: 2 },
      'POST',
    );
    expect(near.catId).toBe(categoryId);
    expect(near.previous.map((v) => v.fileId)).toEqual([n2, n1]);
    expect(near.next.map((v) => v.fileId)).toEqual([n4, n5]);
    const last = await data<{ previous: Item[]; next: Item[] }>('shortVideoNear', { id: n6 }, 'POST');
    expect(last.previous.map((v) => v.fileId)).toEqual([n5, n4, n3]);
    expect(last.next).toEqual([]);

    const related = await data<{ list: Item[] }>('shortVideoRelated', { id: n1 });
    expect(related.list).toHaveLength(4);
    expect(related.list.every((v) => v.catId === categoryId && v.fileId !== n1)).toBe(true);
    expect((await data<{ list: Item[] }>('shortVideoRelated', { id: n1, count: 2 })).list).toHaveLength(2);
    const page = await data<{ list: Item[] }>('shortVideoList', { catId: categoryId }, 'POST');
    expect(page.list.map((v) => v.fileId)).toEqual(newestFirst);
  });

  it('a like counts once per device and answers the count; plays and shares count', async () => {
    const { fileId } = await createShortVideo(reader.pub, { title: '点赞测试' });
    const like = (device: string) =>
      call('shortVideoEvent', { id: fileId, eventType: 1, channel: 1 }, 'POST', device);
    expect((await like('device-a')).body.data).toEqual({ value: 'true', counted: 1, countPraise: 1 });
    expect((await like('device-a')).body.data).toEqual({ value: 'true', counted: 0, countPraise: 1 });
    expect((await like('device-b')).body.data).toMatchObject({ counted: 1, countPraise: 2 });
    for (const eventType of [0, 2])
      expect((await call('shortVideoEvent', { id: fileId, eventType }, 'POST')).body.data).toEqual({
        value: 'true',
      });
    const counts = (await get('getArticleCounts', { articleId: fileId })).body.data;
    expect(counts).toMatchObject({ countPraise: 2, countClick: 1, countShare: 1 });
  });

  it('refuses bad input with 400 and a message, an unknown or unpublished video with Founder’s envelope', async () => {
    const draft = await createShortVideo(reader.pub, { title: '草稿', status: 0 });
    for (const op of ['shortVideoArticle', 'shortVideoAttach', 'shortVideoRelated', 'shortVideoShareConfig'])
      for (const id of [999_999, draft.fileId]) await refused(op, { id }, 'GET', NOT_FOUND);
    await refused('shortVideoNear', { id: 999_999 }, 'POST', NOT_FOUND);
    await refused('shortVideoList', { catId: 999_999 }, 'POST', NOT_FOUND);
    await refused('shortVideoEvent', { id: 999_999, eventType: 1 }, 'POST', NOT_FOUND);
    await refused('shortVideoArticle', {}, 'GET', '缺少参数 id');
    await refused('shortVideoArticle', { id: '1 OR 1=1' });
    await refused('shortVideoList', {}, 'POST', '缺少参数 catId');
    await refused('shortVideoRelated', { id: draft.fileId, count: 5 });
    await refused('shortVideoNear', { id: draft.fileId, count: 11 }, 'POST');
    await refused('shortVideoEvent', { id: draft.fileId, eventType: 3 }, 'POST');
    // the lists and the event are POST only
    expect((await call('shortVideoList', { catId: 1 })).statusCode).toBe(404);
    expect((await call('shortVideoEvent', { id: 1, eventType: 1 })).statusCode).toBe(404);
  });

  it('the test hook refuses what it cannot make', async () => {
    for (const payload of [
      {},
      { title: '' },
      { title: 't', clip: 12 },
      { title: 't', categoryId: 999_999 },
    ]) {
      const response = await reader.pub.app.inject({
        method: 'POST',
        url: '/app_if/test/shortVideo',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).not.toBe('');
    }
  });
});
