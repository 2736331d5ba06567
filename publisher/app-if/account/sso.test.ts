import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import { callAppIf, callSso, createMember, testPublisher, type TestPublisher } from '../../test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

const lastCode = async (phone: string) =>
  (await pub.app.inject({ url: `/sso-app/test/lastCode?phone=${phone}` })).json().data.code as string;

async function codeFor(phone: string, type: string, ip = '10.0.0.1') {
  const sent = await callSso(pub.app, 'sendCode', { phone, type, devid: 'dev-9' }, {}, ip);
  expect(sent.body).toMatchObject({ code: 1, status: 0, value: { sent: true }, data: { sent: true } });
  return lastCode(phone);
}

describe('SSO', () => {
  it('registers with a code, then logs in by password; both envelopes; password stored hashed', async () => {
    const phone = '13800000001';
    const code = await codeFor(phone, 'register');
    expect(code).toMatch(/^\d{6}$/);
    const reg = await callSso(pub.app, 'register', {
      phone,
      code,
      password: md5Hex('secret-1'),
      nickname: '青岚读者',
      devid: 'dev-9',
    });
    expect(reg.body).toMatchObject({ code: 1, msg: 'success', status: 0, message: 'success' });
    expect(reg.body.value).toEqual(reg.body.data);
    expect(reg.body.data).toMatchObject({ nickname: '青岚读者', phone: '138****0001', isDefPassword: 0 });
    expect(reg.body.data.token).toMatch(/^[0-9a-f]{32}$/);

    // a taken number is told only with its texted code (sign-in-limits.test.ts): a guessed one is just wrong
    const again = await callSso(pub.app, 'register', {
      phone,
      code: '000000',
      password: md5Hex('x'),
      nickname: 'x',
      devid: 'dev-9',
    });
    expect(again.body).toMatchObject({ code: 0, msg: 'code_error', status: -1 });

    const login = await callSso(pub.app, 'login', { phone, password: md5Hex('secret-1'), devid: 'dev-9' });
    expect(login.body.data).toMatchObject({ uid: reg.body.data.uid });
    const wrong = await callSso(pub.app, 'login', { phone, password: md5Hex('nope'), devid: 'dev-9' });
    expect(wrong.body).toMatchObject({
      code: 0,
      msg: 'password_error',
      status: -1,
      error: expect.any(String),
      path: '/sso-app/api/login',
    });
    const nobody = await callSso(pub.app, 'login', {
      phone: '13800009999',
      password: md5Hex('x'),
      devid: 'dev-9',
    });
    expect(nobody.body.msg).toBe('password_error');

    const rows = await pub.database.db.query.members.findMany();
    expect(rows.find((m) => m.phone === phone)?.passwordHash).toMatch(/^scrypt\$/);
  });

  it('logs in by phone and code (creating the account), and a code works once', async () => {
    const phone = '13800000002';
    const code = await codeFor(phone, 'login');
    const first = await callSso(pub.app, 'loginByPhone', { phone, code, devid: 'dev-9' });
    expect(first.body.data).toMatchObject({ phone: '138****0002', isDefPassword: 1 });
    expect(first.body.data.accessToken).toMatch(/^[0-9a-f]{48}$/);
    const reused = await callSso(pub.app, 'loginByPhone', { phone, code, devid: 'dev-9' });
    expect(reused.body.msg).toBe('code_error');
  });

  it('a wrong code counts, five wrong guesses spend the code, and codes expire after 5 minutes', async () => {
    const phone = '13800000003';
    const code = await codeFor(phone, 'login');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      expect((await callSso(pub.app, 'loginByPhone', { phone, code: wrong, devid: 'dev-9' })).body.msg).toBe(
        'code_error',
      );
    }
    // the owner, elsewhere (the guesser's address is now refused: sign-in-limits.test.ts)
    const owner = '10.0.0.2';
    const signIn = (c: string) =>
      callSso(pub.app, 'loginByPhone', { phone, code: c, devid: 'dev-9' }, {}, owner);
    expect((await signIn(code)).body.msg).toBe('code_error');

    pub.clock.advance(61_000);
    const fresh = await codeFor(phone, 'login', owner);
    pub.clock.advance(5 * 60_000 + 1);
    expect((await signIn(fresh)).body.msg).toBe('code_expired');
  });

  it('binds a new phone to a signed-in member; needs that member token; refuses a taken phone', async () => {
    const phone = '13800000004';
    const member = (
      await callSso(pub.app, 'loginByPhone', { phone, code: await codeFor(phone, 'login'), devid: 'dev-9' })
    ).body.data;
    const newPhone = '13800000005';
    const code = await codeFor(newPhone, 'bind');
    const params = { uid: String(member.uid), newPhone, code, password: md5Hex('bound-1') };
    expect((await callSso(pub.app, 'oauthBindPhone', params)).body.msg).toBe('token_invalid');
    const bound = await callSso(pub.app, 'oauthBindPhone', params, { token: String(member.accessToken) });
    expect(bound.body.data).toMatchObject({ uid: member.uid, phone: '138****0005', isDefPassword: 0 });
    expect(
      (await callSso(pub.app, 'login', { phone: newPhone, password: md5Hex('bound-1'), devid: 'dev-9' })).body
        .code,
    ).toBe(1);

    const taken = await callSso(
      pub.app,
      'oauthBindPhone',
      { ...params, newPhone: '13800000001', code: await codeFor('13800000001', 'bind') },
      { token: String(bound.body.data.accessToken) },
    );
    expect(taken.body.msg).toBe('user_exists');
  });

  it('getUserInfo answers the member object for the member token', async () => {
    const phone = '13800000006';
    const member = (
      await callSso(pub.app, 'loginByPhone', { phone, code: await codeFor(phone, 'login'), devid: 'dev-9' })
    ).body.data;
    const info = await callAppIf(
      pub.app,
      'getUserInfo',
      { uid: String(member.uid) },
      { token: String(member.accessToken) },
    );
    expect(info.body.data).toMatchObject({ uid: member.uid, nickname: '青岚网友0006' });
  });

  it('rate-limits code sending per phone and per address (429)', async () => {
    const phone = '13800000007';
    await codeFor(phone, 'login', '10.0.1.1');
    const soon = await callSso(pub.app, 'sendCode', { phone, type: 'login' }, {}, '10.0.1.1');
    expect(soon.statusCode).toBe(429);
    expect(soon.body.msg).toBe('too_many_requests');

    for (let i = 0; i < 20; i++) {
      await callSso(
        pub.app,
        'sendCode',
        { phone: `1370000${String(i).padStart(4, '0')}`, type: 'login' },
        {},
        '10.0.2.2',
      );
    }
    expect(
      (await callSso(pub.app, 'sendCode', { phone: '13600000000', type: 'login' }, {}, '10.0.2.2'))
        .statusCode,
    ).toBe(429);
  });

  it('limits each reader behind the app server’s proxy by their own address, not the proxy’s', async () => {
    const viaProxy = (phone: string, reader: string) =>
      callSso(pub.app, 'sendCode', { phone, type: 'login' }, { 'x-forwarded-for': reader }, '127.0.0.1');
    for (let i = 0; i < 20; i++)
      expect((await viaProxy(`1330000${String(i).padStart(4, '0')}`, '198.51.100.20')).statusCode).toBe(200);
    expect((await viaProxy('13300000020', '198.51.100.20')).statusCode).toBe(429);
    // another reader through the same proxy still has their whole allowance
    expect((await viaProxy('13300000021', '198.51.100.21')).statusCode).toBe(200);
  });

  it('refuses malformed input with 400 and an error key, never a 500', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['sendCode', { phone: '12345', type: 'login' }, 'phone_format_error'],
      ['sendCode', { phone: "13800000000' OR 1=1 --", type: 'login' }, 'phone_format_error'],
      ['sendCode', { phone: '13800000000', type: 'hack' }, 'param_error'],
      ['login', { phone: '13800000001', password: 'plain', devid: 'd' }, 'param_error'],
      [
        'register',
        {
          phone: '13800000010',
          code: '123456',
          password: md5Hex('x'),
          nickname: '<script>alert(1)</script>',
          devid: 'd',
        },
        'param_error',
      ],
      ['loginByPhone', { phone: '13800000010', code: 'abc', devid: 'd' }, 'param_error'],
      ['loginByPhone', { phone: '13800000010', code: '123456' }, 'param_error'],
    ];
    for (const [op, params, key] of cases) {
      const { statusCode, body } = await callSso(pub.app, op, params, {}, '10.0.9.9');
      expect(statusCode, `${op} ${JSON.stringify(params)}`).toBe(400);
      expect(body).toMatchObject({ code: 0, msg: key, status: -1 });
      expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+/);
    }
  });

  it('the test hook exists only with testHooks', async () => {
    const { testPublisher: make } = await import('../../test-support.ts');
    const plain = await make({ testHooks: false });
    expect((await plain.app.inject({ url: '/sso-app/test/lastCode?phone=13800000001' })).statusCode).toBe(
      404,
    );
    await plain.close();
  });
});

describe('test hooks of the account area', () => {
  it('POST /app_if/test/member makes a member who signs in by password and reads their record', async () => {
    const { uid, phone } = await createMember(pub, { phone: '13500000001', password: 'pw-1' });
    expect(Number.isInteger(uid)).toBe(true);
    expect(phone).toBe('13500000001');
    const login = await callSso(pub.app, 'login', { phone, password: md5Hex('pw-1'), devid: 'dev-9' });
    expect(login.body.data).toMatchObject({ uid: String(uid), nickname: '青岚网友0001', isDefPassword: 0 });
    const info = await callAppIf(
      pub.app,
      'getUserInfo',
      { uid },
      { token: String(login.body.data.accessToken) },
    );
    expect(info.body.data).toMatchObject({ uid: String(uid), phone: '135****0001' });

    const named = await createMember(pub, { phone: '13500000002', password: 'pw-2', nickname: '读者乙' });
    expect(named.uid).not.toBe(uid);
    const second = await callSso(pub.app, 'login', {
      phone: named.phone,
      password: md5Hex('pw-2'),
      devid: 'd',
    });
    expect(second.body.data).toMatchObject({ nickname: '读者乙' });
  });

  it('POST /app_if/test/member refuses a taken phone and bad input with 400', async () => {
    await createMember(pub, { phone: '13500000003', password: 'pw' });
    for (const payload of [
      {},
      { phone: '13500000003', password: 'pw' },
      { phone: '12345', password: 'pw' },
      { phone: '13500000004' },
      { phone: '13500000004', password: '' },
      { phone: '13500000004', password: 'pw', nickname: '<b>x</b>' },
    ]) {
      const response = await pub.app.inject({ method: 'POST', url: '/app_if/test/member', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: -1, data: {} });
      expect(response.json().message).not.toBe('');
    }
  });

  it('GET /sso-app/test/lastCode answers null before any code, and refuses a bad phone as SSO does', async () => {
    expect(await lastCode('13500000009')).toBeNull();
    const bad = await pub.app.inject({ url: '/sso-app/test/lastCode?phone=123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 0,
      msg: 'phone_format_error',
      status: -1,
      path: '/sso-app/test/lastCode',
    });
  });
});
