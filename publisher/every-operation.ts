import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { md5Hex } from './auth/md5.ts';
import { handshakeSign } from './auth/signing.ts';
import { articles } from './db/schema/index.ts';
import { callAppIf, callSso, type TestPublisher } from './test-support.ts';

/**
 * Calls every operation once with good input and returns each payload; shared with the PostgreSQL pass.
 * Fails the test when an operation does not answer status 0.
 */
export async function callEveryOperation(p: TestPublisher): Promise<Record<string, unknown>> {
  const payloads: Record<string, unknown> = {};
  const app = (op: string, params: Record<string, string | number>, token?: string, method?: 'POST') =>
    callAppIf(p.app, op, params, { token, method }).then(({ body }) => {
      expect(body.status, `${op}: ${body.message}`).toBe(0);
      payloads[op] = body.data;
      return body.data as Record<string, any>;
    });
  const sso = (op: string, params: Record<string, string>, headers: Record<string, string> = {}) =>
    callSso(p.app, op, params, headers, '10.9.9.9').then(({ body }) => {
      expect(body.code, `${op}: ${body.msg}`).toBe(1);
      payloads[op] = body.data;
      return body.data as Record<string, any>;
    });
  const code = async (phone: string) =>
    (await p.app.inject({ url: `/sso-app/test/lastCode?phone=${phone}` })).json().data.code as string;

  await app('getConfig', { appID: 1 });
  await app('serverTime', {});
  const { appKey, appSecret } = await app('authinfo', {});
  const time = String(p.clock.now());
  await app('auth', { appKey, time, sign: handshakeSign(appSecret, time) }, undefined, 'POST');
  const { securityToken } = await app('getAnonymousToken', { device: 'contract-device' });
  await app('getColumns', { parentColumnId: 0 }, securityToken);
  await app('getColumn', { columnId: 2 }, securityToken);
  const home = await app('getArticles', { columnId: 1, lastFileId: 0, page: 0 }, securityToken);
  const articleModule = home.modules.find((m: { type: number }) => m.type === 0);
  await app('moduleView', { id: articleModule.moduleID }, securityToken);
  // A gallery with bylines: its images[] and reporters[] are not empty, so their fields are checked too.
  const [gallery] = await p.database.db
    .select({ fileId: articles.fileId })
    .from(articles)
    .where(and(eq(articles.articleType, 1), eq(articles.status, 1), eq(articles.lang, 'zh')))
    .orderBy(asc(articles.fileId))
    .limit(1);
  const articleId = gallery?.fileId ?? 0;
  const detail = await app('getArticleContent', { articleId }, securityToken);
  expect(detail.images[0]?.imagearray.length).toBeGreaterThan(0);
  expect(detail.reporters.length).toBeGreaterThan(0);
  await app('getRelArticles', { articleId }, securityToken);
  await app('articleHot', { columnId: 0 }, securityToken);
  await app('getArticleCounts', { articleId }, securityToken);
  await app('event', { id: articleId, type: 0, eventType: 1 }, securityToken);
  await app('recordAccessCount', { articleId }, securityToken);

  const phone = '13700001234';
  await sso('sendCode', { phone, type: 'register', devid: 'contract-device' });
  const member = await sso('register', {
    phone,
    code: await code(phone),
    password: md5Hex('pw'),
    nickname: '读者',
    devid: 'contract-device',
  });
  await sso('login', { phone, password: md5Hex('pw'), devid: 'contract-device' });
  p.clock.advance(61_000);
  await sso('sendCode', { phone, type: 'login', devid: 'contract-device' });
  await sso('loginByPhone', { phone, code: await code(phone), devid: 'contract-device' });
  const newPhone = '13700005678';
  await sso('sendCode', { phone: newPhone, type: 'bind' });
  const bound = await sso(
    'oauthBindPhone',
    { uid: member.uid, newPhone, code: await code(newPhone), password: md5Hex('pw2') },
    { token: member.accessToken },
  );
  await app('getUserInfo', { uid: bound.uid }, bound.accessToken);
  await app('refreshAccessToken', { device: 'contract-device', refreshToken: bound.refreshToken });
  return payloads;
}
