// Sign-in cannot be used to lock someone out, nor to learn who has an account (members.ts LIMITS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import {
  callSso,
  createMember,
  signedInMembers,
  testPublisher,
  voteCode,
  type TestPublisher,
} from '../../test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

const FIFTEEN_MINUTES = 15 * 60_000;

const login = (phone: string, password: string, ip: string, captcha: Record<string, string> = {}) =>
  callSso(pub.app, 'login', { phone, password: md5Hex(password), devid: 'dev-l', ...captcha }, {}, ip);
const loginByCode = (phone: string, code: string, ip: string) =>
  callSso(pub.app, 'loginByPhone', { phone, code, devid: 'dev-l' }, {}, ip);
const registerWith = (phone: string, code: string, ip: string) =>
  callSso(
    pub.app,
    'register',
    { phone, code, password: md5Hex('new-pw'), nickname: '新读者', devid: 'dev-l' },
    {},
    ip,
  );
const lastCode = async (phone: string) =>
  (await pub.app.inject({ url: `/sso-app/test/lastCode?phone=${phone}` })).json().data.code as string;

describe('wrong guesses are limited per phone and address', () => {
  it('5 wrong passwords at a phone from one address: 429 there, the right password too; a success forgives', async () => {
    const { phone } = await createMember(pub, { phone: '13600000101', password: 'pw-a' });
    const other = await createMember(pub, { phone: '13600000102', password: 'pw-b' });
    const here = '203.0.113.1';
    for (let i = 0; i < 4; i++)
      expect((await login(phone, `guess-${i}`, here)).body.msg).toBe('password_error');
    // the owner's own typos are forgiven once they sign in
    expect((await login(phone, 'pw-a', here)).body.code).toBe(1);
    for (let i = 0; i < 5; i++)
      expect((await login(phone, `guess-${i}`, here)).body.msg).toBe('password_error');

    const refused = await login(phone, 'pw-a', here);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({ msg: 'too_many_requests', message: '操作过于频繁，请稍后再试' });
    // only that phone at that address
    expect((await login(phone, 'pw-a', '203.0.113.2')).body.code).toBe(1);
    expect((await login(other.phone, 'pw-b', here)).body.code).toBe(1);
    pub.clock.advance(FIFTEEN_MINUTES + 1);
    expect((await login(phone, 'pw-a', here)).body.code).toBe(1);
  });

  it('30 attempts from one address in 15 minutes, whatever the phones, then 429 there and only there', async () => {
    const { phone } = await createMember(pub, { phone: '13600000201', password: 'pw-c' });
    const sprayer = '203.0.113.20';
    for (let i = 0; i < 30; i++) {
      const guess = await login(`1361000${String(i).padStart(4, '0')}`, 'guess', sprayer);
      expect(guess.statusCode, `attempt ${i + 1}`).toBe(200);
    }
    expect((await login(phone, 'pw-c', sprayer)).statusCode).toBe(429);
    expect((await login(phone, 'pw-c', '203.0.113.21')).body.code).toBe(1);
  });
});

describe('past the phone’s ceiling the publisher asks for the image code, never refuses', () => {
  it('the owner elsewhere is asked for it, not refused; a wrong code has its own answer; the right one signs in', async () => {
    const { phone } = await createMember(pub, { phone: '13600000301', password: 'pw-d' });
    // guesses from 40 addresses: the first 10 are judged, the rest asked for the picture; none is refused
    for (let i = 0; i < 40; i++) {
      const guess = await login(phone, `guess-${i}`, `198.51.100.${i + 1}`);
      expect(guess.statusCode, `guess ${i + 1}`).toBe(200);
      expect(guess.body.msg).toBe(i < 10 ? 'password_error' : 'captcha_required');
    }

    const owner = '192.0.2.1';
    const asked = await login(phone, 'pw-d', owner);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toMatchObject({ code: 0, msg: 'captcha_required', message: '请输入图片验证码' });

    const first = await voteCode(pub);
    const wrong = await login(phone, 'pw-d', owner, { codeKey: first.codeKey, verifyCode: 'ZZZZ9' });
    expect(wrong.body).toMatchObject({ msg: 'captcha_error', message: '图片验证码错误，请重新输入' });
    // a code answers once, right or wrong
    expect((await login(phone, 'pw-d', owner, first)).body.msg).toBe('captcha_error');

    // the right code does not make a wrong password right
    expect((await login(phone, 'guess', owner, await voteCode(pub))).body.msg).toBe('password_error');
    const signedIn = await login(phone, 'pw-d', owner, await voteCode(pub));
    expect(signedIn.body).toMatchObject({ code: 1, data: { phone: '136****0301' } });
  });

  it('a burst of parallel guesses is counted as it comes: at most 10 are judged without the code', async () => {
    const { phone } = await createMember(pub, { phone: '13600000401', password: 'pw-e' });
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(phone, `guess-${i}`, `198.51.101.${i + 1}`)),
    );
    const answers = burst.map((r) => r.body.msg);
    expect(answers.filter((m) => m === 'password_error')).toHaveLength(10);
    expect(answers.filter((m) => m === 'captcha_required')).toHaveLength(15);
  });
});

describe('sign-in tells no one who has an account', () => {
  it('an unknown number and a wrong password get the same answer: 手机号或密码错误', async () => {
    const { phone } = await createMember(pub, { phone: '13600000501', password: 'pw-f' });
    const wrong = await login(phone, 'not-it', '203.0.113.50');
    const unknown = await login('13600000599', 'not-it', '203.0.113.50');
    const answer = (r: typeof wrong) => ({ status: r.statusCode, ...r.body, path: null, timestamp: null });
    expect(answer(unknown)).toEqual(answer(wrong));
    expect(wrong.body).toMatchObject({ code: 0, msg: 'password_error', message: '手机号或密码错误' });
  });

  it('register and binding say a number is taken only with its texted code', async () => {
    const { phone } = await createMember(pub, { phone: '13600000601', password: 'pw-g' });
    expect((await registerWith(phone, '000000', '203.0.113.60')).body.msg).toBe('code_error');
    await callSso(pub.app, 'sendCode', { phone, type: 'register' }, {}, '203.0.113.60');
    expect((await registerWith(phone, await lastCode(phone), '203.0.113.60')).body.msg).toBe('user_exists');

    const [member] = await signedInMembers(pub, 1);
    const bind = (code: string) =>
      callSso(
        pub.app,
        'oauthBindPhone',
        { uid: String(member!.uid), newPhone: phone, code, password: md5Hex('pw') },
        { token: member!.token },
        '203.0.113.61',
      );
    expect((await bind('000000')).body.msg).toBe('code_error');
    pub.clock.advance(61_000);
    await callSso(pub.app, 'sendCode', { phone, type: 'bind' }, {}, '203.0.113.61');
    expect((await bind(await lastCode(phone))).body.msg).toBe('user_exists');
  });
});

describe('signing in by code and registering share the phone-and-address limit', () => {
  it('wrong codes from one address are refused there, and lock the owner elsewhere out of neither', async () => {
    const phone = '13600000701';
    const guesser = '203.0.113.70';
    for (let i = 0; i < 3; i++)
      expect((await loginByCode(phone, '000000', guesser)).body.msg).toBe('code_error');
    for (let i = 0; i < 2; i++)
      expect((await registerWith(phone, '000000', guesser)).body.msg).toBe('code_error');
    expect((await loginByCode(phone, '000000', guesser)).statusCode).toBe(429);
    expect((await registerWith(phone, '000000', guesser)).statusCode).toBe(429);
    // and from many addresses, past the phone's ceiling
    for (let i = 0; i < 15; i++)
      expect((await loginByCode(phone, '000000', `198.51.102.${i + 1}`)).body.msg).toBe('code_error');

    const owner = '192.0.2.70';
    await callSso(pub.app, 'sendCode', { phone, type: 'login' }, {}, owner);
    const signedIn = await loginByCode(phone, await lastCode(phone), owner);
    expect(signedIn.body).toMatchObject({ code: 1, data: { phone: '136****0701' } });
  });
});
