import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousToken, callAppIf, testPublisher, type TestPublisher } from '../test-support.ts';

let pub: TestPublisher;
let token: string;
beforeAll(async () => {
  pub = await testPublisher({ testHooks: true });
  token = await anonymousToken(pub.app);
});
afterAll(() => pub.close());

const get = (op: string, params: Record<string, string | number> = {}, wrapped = true) =>
  callAppIf(pub.app, op, params, { token, wrapped });

const create = (payload: unknown, app = pub.app) =>
  app.inject({ method: 'POST', url: '/app_if/test/article', payload: payload as object });

const hostileTitle = '<img src=x onerror="window.__xss=9">标题';
const hostileBody =
  '<p>正文第一段</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">' +
  '<a href="javascript:window.__xss=3">tap</a>';

describe('POST /app_if/test/article (PUBLISHER_TEST_HOOKS=1)', () => {
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
    ]) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ status: -1, data: {} });
      expect(body.message).not.toBe('');
      expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
    }
    const notJson = await pub.app.inject({
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

describe('without PUBLISHER_TEST_HOOKS', () => {
  it('answers 404 for every method on the hook and writes nothing', async () => {
    const plain = await testPublisher({ testHooks: false });
    try {
      for (const method of ['POST', 'GET', 'PUT', 'DELETE'] as const) {
        const response = await plain.app.inject({
          method,
          url: '/app_if/test/article',
          ...(method === 'POST' || method === 'PUT'
            ? { payload: { title: 't', content: '<p>x</p>', columnId: 3 } }
            : {}),
        });
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toMatchObject({ status: -1 });
      }
      const page = await callAppIf(
        plain.app,
        'getArticles',
        { columnId: 3 },
        { token: await anonymousToken(plain.app) },
      );
      expect((page.body.data as any).list.every((a: any) => a.title !== 't')).toBe(true);
    } finally {
      await plain.close();
    }
  });
});
