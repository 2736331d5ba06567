import { sm2 } from 'sm-crypto-v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAppIf,
  callSso,
  createArticle,
  testPublisher,
  TEST_START,
  type TestPublisher,
} from '../test-support.ts';
import { handshakeSign, requestSign } from './signing.ts';
import { TOKEN_TTL_MS } from '../app-if/session/token-store.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

async function signIn(phone: string) {
  await callSso(pub.app, 'sendCode', { phone, type: 'login' });
  const code = (await pub.app.inject({ url: `/sso-app/test/lastCode?phone=${phone}` })).json().data
    .code as string;
  const { body } = await callSso(pub.app, 'loginByPhone', { phone, code, devid: 'dev-1' });
  return body.data as { uid: string; accessToken: string; refreshToken: string };
}

describe('token mode (tokenEnable 1)', () => {
  it('refuses content calls without a token (10111) and admits them with an anonymous token', async () => {
    expect((await callAppIf(pub.app, 'getColumns')).body.status).toBe(10111);
    expect((await callAppIf(pub.app, 'getArticles', { columnId: 1 }, { token: 'nope' })).body.status).toBe(
      10111,
    );
    const anon = (await callAppIf(pub.app, 'getAnonymousToken', { device: 'd1' })).body.data as any;
    expect(anon.expireTime).toBe(pub.clock.now() + TOKEN_TTL_MS);
    expect((await callAppIf(pub.app, 'getColumns', {}, { token: anon.securityToken })).body.status).toBe(0);
  });

  it('open calls need no token: getConfig, serverTime, authinfo, getAnonymousToken', async () => {
    for (const [op, params] of [
      ['getConfig', { appID: 1 }],
      ['serverTime', {}],
      ['authinfo', {}],
      ['getAnonymousToken', { device: 'x' }],
    ] as const) {
      expect((await callAppIf(pub.app, op, params)).body.status).toBe(0);
    }
  });

  it('an anonymous token expires after 2 hours: 10111', async () => {
    const token = ((await callAppIf(pub.app, 'getAnonymousToken', { device: 'd2' })).body.data as any)
      .securityToken;
    pub.clock.advance(TOKEN_TTL_MS - 1000);
    expect((await callAppIf(pub.app, 'getColumns', {}, { token })).body.status).toBe(0);
    pub.clock.advance(2000);
    expect((await callAppIf(pub.app, 'getColumns', {}, { token })).body.status).toBe(10111);
  });

  it('with tokenEnable 0 content calls need no token', async () => {
    await pub.app.publisher.sites.update(1, { tokenEnable: 0 }, pub.clock.now());
    expect((await callAppIf(pub.app, 'getColumns')).body.status).toBe(0);
    await pub.app.publisher.sites.update(1, { tokenEnable: 1 }, pub.clock.now());
    expect((await callAppIf(pub.app, 'getColumns')).body.status).toBe(10111);
  });
});

describe('member tokens', () => {
  it('getUserInfo needs a member token: anonymous → 10102, unknown → 10111, expired → 10102, refresh renews', async () => {
    const member = await signIn('13900000001');
    const ok = await callAppIf(pub.app, 'getUserInfo', { uid: member.uid }, { token: member.accessToken });
    expect(ok.body.data).toMatchObject({ uid: member.uid, phone: '139****0001' });
    const anon = ((await callAppIf(pub.app, 'getAnonymousToken', { device: 'd3' })).body.data as any)
      .securityToken;
    expect((await callAppIf(pub.app, 'getUserInfo', { uid: member.uid }, { token: anon })).body.status).toBe(
      10102,
    );
    expect(
      (await callAppIf(pub.app, 'getUserInfo', { uid: member.uid }, { token: 'f'.repeat(48) })).body.status,
    ).toBe(10111);
    expect(
      (await callAppIf(pub.app, 'getUserInfo', { uid: 1 }, { token: member.accessToken })).statusCode,
    ).toBe(403);

    pub.clock.advance(TOKEN_TTL_MS + 1);
    expect(
      (await callAppIf(pub.app, 'getUserInfo', { uid: member.uid }, { token: member.accessToken })).body
        .status,
    ).toBe(10102);
    // An expired member token is not a valid token for content either.
    expect((await callAppIf(pub.app, 'getColumns', {}, { token: member.accessToken })).body.status).toBe(
      10111,
    );

    const renewed = (
      await callAppIf(pub.app, 'refreshAccessToken', { device: 'dev-1', refreshToken: member.refreshToken })
    ).body.data as any;
    expect(renewed.accessToken).toMatch(/^[0-9a-f]{48}$/);
    expect(
      (await callAppIf(pub.app, 'getUserInfo', { uid: member.uid }, { token: renewed.accessToken })).body
        .status,
    ).toBe(0);
    // The spent refresh token and a wrong device are refused.
    expect(
      (await callAppIf(pub.app, 'refreshAccessToken', { device: 'dev-1', refreshToken: member.refreshToken }))
        .body.status,
    ).toBe(10102);
    expect(
      (
        await callAppIf(pub.app, 'refreshAccessToken', {
          device: 'other',
          refreshToken: renewed.refreshToken,
        })
      ).body.status,
    ).toBe(10102);
  });
});

describe('auth handshake (xyAuth 2)', () => {
  it('authinfo + auth yield an authToken; signed headers admit calls; missing or wrong ones give 1004', async () => {
    await pub.app.publisher.sites.update(1, { xyApi: { xyAuth: 2 } }, pub.clock.now());
    try {
      const anonWithoutAuth = await callAppIf(pub.app, 'getAnonymousToken', { device: 'd4' });
      expect(anonWithoutAuth.body.status).toBe(1004);
      const { appKey, appSecret } = (await callAppIf(pub.app, 'authinfo', { t: pub.clock.now() })).body
        .data as any;
      const time = String(pub.clock.now());
      const bad = await callAppIf(
        pub.app,
        'auth',
        { appKey, time, sign: 'a'.repeat(32) },
        { method: 'POST' },
      );
      expect(bad.body.status).toBe(1004);
      const granted = await callAppIf(
        pub.app,
        'auth',
        { appKey, time, sign: handshakeSign(appSecret, time) },
        { method: 'POST' },
      );
      const { authToken, authTime } = granted.body.data as any;
      expect(authTime).toBe(pub.clock.now() + TOKEN_TTL_MS);
      const signed = (t = String(pub.clock.now())) => ({
        authToken,
        time: t,
        sign: requestSign(authToken, appSecret, t),
      });

      const anon = await callAppIf(pub.app, 'getAnonymousToken', { device: 'd4' }, { headers: signed() });
      const token = (anon.body.data as any).securityToken;
      expect((await callAppIf(pub.app, 'getColumns', {}, { token, headers: signed() })).body.status).toBe(0);
      expect(
        (
          await callAppIf(
            pub.app,
            'getColumns',
            {},
            { token, headers: { ...signed(), sign: '0'.repeat(32) } },
          )
        ).body.status,
      ).toBe(1004);
      expect((await callAppIf(pub.app, 'getConfig', { appID: 1 })).body.status).toBe(0);

      pub.clock.advance(TOKEN_TTL_MS + 1);
      expect((await callAppIf(pub.app, 'serverTime', {})).body.status).toBe(0);
      expect(
        (await callAppIf(pub.app, 'getAnonymousToken', { device: 'd5' }, { headers: signed() })).body.status,
      ).toBe(1004);
    } finally {
      await pub.app.publisher.sites.update(1, { xyApi: { xyAuth: 1 } }, pub.clock.now());
    }
  });

  it('auth refuses a time far from the server clock', async () => {
    const { appKey, appSecret } = (await callAppIf(pub.app, 'authinfo', {})).body.data as any;
    const time = String(TEST_START - 86_400_000);
    const { body } = await callAppIf(
      pub.app,
      'auth',
      { appKey, time, sign: handshakeSign(appSecret, time) },
      { method: 'POST' },
    );
    expect(body.status).toBe(1004);
  });
});

describe('apiVersion 3: SM2-encrypted parameters', () => {
  it('decrypts encryptData with the private key behind the published public key', async () => {
    const config = (await callAppIf(pub.app, 'getConfig', { appID: 1 })).body.data as any;
    const token = ((await callAppIf(pub.app, 'getAnonymousToken', { device: 'd6' })).body.data as any)
      .securityToken;
    const { fileId } = await createArticle(pub, { title: '密文', content: '<p>x</p>', columnId: 3 });
    const encryptData = `04${sm2.doEncrypt(JSON.stringify({ articleId: fileId }), config.sm2PublicKey, 1)}`;
    const { body } = await callAppIf(pub.app, 'getArticleContent', { apiVersion: 3, encryptData }, { token });
    expect((body.data as any).fileId).toBe(String(fileId));
    const broken = await callAppIf(
      pub.app,
      'getArticleContent',
      { apiVersion: 3, encryptData: `04${'ab'.repeat(120)}` },
      { token },
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.body.status).toBe(-1);
  });
});
