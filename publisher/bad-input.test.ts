import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from './db/schema/index.ts';
import { BODY_LIMIT } from './server.ts';
import { anonymousToken, callAppIf, testPublisher, type TestPublisher } from './test-support.ts';

let pub: TestPublisher;
let token: string;
beforeAll(async () => {
  pub = await testPublisher();
  token = await anonymousToken(pub.app);
});
afterAll(() => pub.close());

const noStack = (body: unknown) => expect(JSON.stringify(body)).not.toMatch(/\.ts:\d+|at [A-Za-z].+\(/);

describe('bad input is refused clearly (400, status -1, a message), never a 500', () => {
  const cases: [string, Record<string, string | number>][] = [
    ['getArticles', {}],
    ['getArticles', { columnId: 'abc' }],
    ['getArticles', { columnId: '1 OR 1=1' }],
    ['getArticles', { columnId: "1'; DROP TABLE articles; --" }],
    ['getArticles', { columnId: '<script>alert(1)</script>' }],
    ['getArticles', { columnId: 1, page: 99999999 }],
    ['getArticles', { columnId: 1, page: -1 }],
    ['getArticles', { columnId: 1, lastFileId: '1e3' }],
    ['getArticles', { columnId: '99999999999999999999' }],
    ['getArticleContent', {}],
    ['getArticleContent', { articleId: '10001<b>' }],
    ['getArticleContent', { articleId: 1.5 }],
    ['getColumn', { columnId: '' }],
    ['moduleView', { id: 'x' }],
    ['getArticleCounts', { articleId: '-5' }],
    ['event', { id: 1 }],
    ['event', { id: 1, eventType: 'like' }],
    ['getAnonymousToken', { device: '<img src=x onerror=alert(1)>' }],
    ['refreshAccessToken', { device: 'd', refreshToken: "' OR '1'='1" }],
    ['getConfig', { appID: 'one' }],
    ['getRelArticles', { articleId: 424242 }],
    ['getCats', {}],
    ['getCatXys', { id: 'x' }],
    ['getXyInfo', { id: '-1' }],
    ['getXyInfo', { id: 799_999 }],
    ['getXyArticles', { xyId: 700_101, page: -1 }],
    ['searchXyRank', { key: '<script>' }],
    ['authorInfo', { id: '1 OR 1=1' }],
    ['reporterArticles', { id: 0 }],
    ['dynamicDetail', { id: 'abc' }],
    ['leaderView', {}],
    ['memberView', { userID: 'abc' }],
    ['memberView', { userID: 2_000_000_000 }],
  ];
  for (const [op, params] of cases) {
    it(`${op} ${JSON.stringify(params)}`, async () => {
      const { statusCode, body } = await callAppIf(pub.app, op, params, { token });
      expect(statusCode).toBe(400);
      expect(body.status).toBe(-1);
      expect(body.message).toEqual(expect.any(String));
      expect(body.message).not.toBe('');
      expect(body.data).toEqual({});
      noStack(body);
    });
  }

  it('repeated parameters are refused, not crashed on', async () => {
    const response = await pub.app.inject({
      url: '/app_if/getArticles?columnId=1&columnId=2&curVersions=1',
      headers: { token },
    });
    expect(response.statusCode).toBe(400);
  });

  it('the tables survive SQL in parameters', async () => {
    await callAppIf(pub.app, 'getArticles', { columnId: '1; DELETE FROM articles' }, { token });
    expect((await pub.database.db.select({ id: articles.fileId }).from(articles)).length).toBeGreaterThan(
      200,
    );
  });

  it('a body over the limit is 413', async () => {
    const response = await pub.app.inject({
      method: 'POST',
      url: '/app_if/auth',
      payload: `appKey=${'a'.repeat(BODY_LIMIT + 10)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: -1, data: {} });
  });

  it('a body of the wrong content type is refused (4xx), not a 500', async () => {
    const response = await pub.app.inject({
      method: 'POST',
      url: '/app_if/auth',
      payload: '{"appKey":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    noStack(response.json());
  });

  it('an unknown path is 404 with the envelope; a wrong method is 404 too', async () => {
    const unknown = await pub.app.inject({ url: '/app_if/doesNotExist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: -1 });
    expect((await pub.app.inject({ method: 'POST', url: '/app_if/getArticles' })).statusCode).toBe(404);
  });

  it('a failed write leaves nothing behind: a register with a wrong code creates no member', async () => {
    const before = (await pub.database.db.query.members.findMany()).length;
    await pub.app.inject({
      method: 'POST',
      url: '/sso-app/api/register',
      payload: 'phone=13811112222&code=123456&password=0123456789abcdef0123456789abcdef&nickname=x&devid=d',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await pub.database.db.query.members.findMany()).length).toBe(before);
  });
});
