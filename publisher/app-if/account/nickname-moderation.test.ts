// Nicknames through the moderation pipeline (docs/moderation.md): modify and register.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import { editor, queue, resetModeration } from '../../moderation/test-helpers.ts';
import { callAppIf, callSso, createMember, testPublisher, type TestPublisher } from '../../test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());
beforeEach(async () => {
  await resetModeration(pub);
  await editor(pub, 'PUT', 'moderation/settings', { bannedWords: ['赌博'], suspectWords: ['代购'] });
});

let phones = 0;
const nextPhone = () => `1350000${String((phones += 1)).padStart(4, '0')}`;

async function signedIn() {
  const phone = nextPhone();
  await createMember(pub, { phone, password: 'pw-1', nickname: '原来的名字' });
  const login = await callSso(pub.app, 'login', { phone, password: md5Hex('pw-1'), devid: 'dev-nick' });
  const data = login.body.data as { uid: string; accessToken: string };
  return { uid: data.uid, token: data.accessToken };
}

const rename = (m: { uid: string; token: string }, nickname: string) =>
  callSso(pub.app, 'modify', { uid: m.uid, nickname }, { token: m.token });
const nicknameOf = async (m: { uid: string; token: string }) =>
  (
    (await callAppIf(pub.app, 'getUserInfo', { uid: m.uid }, { token: m.token })).body.data as {
      nickname: string;
    }
  ).nickname;

async function register(nickname: string) {
  const phone = nextPhone();
  await callSso(pub.app, 'sendCode', { phone, type: 'register', devid: 'dev-nick' });
  const code = (await pub.app.inject({ url: `/sso-app/test/lastCode?phone=${phone}` })).json().data
    .code as string;
  const answer = await callSso(pub.app, 'register', {
    phone,
    code,
    password: md5Hex('pw-2'),
    nickname,
    devid: 'dev-nick',
  });
  return { phone, answer };
}

describe('modify through the pipeline', () => {
  it('a banned word is refused with the pipeline’s message (nickname_refused); the name stays', async () => {
    const m = await signedIn();
    const refused = await rename(m, '赌博达人');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'nickname_refused',
      status: -1,
      message: '内容包含违禁词，请修改后再发',
    });
    expect(await nicknameOf(m)).toBe('原来的名字');
  });

  it('a suspect name is held: the old name stays (nicknameStatus 0) until the newsroom approves', async () => {
    const m = await signedIn();
    const held = await rename(m, '代购小王');
    expect(held.body).toMatchObject({ code: 1, data: { nickname: '原来的名字', nicknameStatus: 0 } });
    expect(await nicknameOf(m)).toBe('原来的名字');
    expect((await queue(pub, 'held', 'nickname')).find((c) => c.id === Number(m.uid))).toMatchObject({
      content: '代购小王',
      reasons: ['suspect-word'],
    });
    expect((await editor(pub, 'POST', `moderation/nickname/${m.uid}/approve`, {})).statusCode).toBe(200);
    expect(await nicknameOf(m)).toBe('代购小王');
  });

  it('a plain name is live at once (nicknameStatus 1)', async () => {
    const m = await signedIn();
    expect((await rename(m, '江边读者')).body.data).toMatchObject({
      nickname: '江边读者',
      nicknameStatus: 1,
    });
  });
});

describe('register through the pipeline', () => {
  it('a held name gives way to the default one; a banned one is refused and makes no account', async () => {
    const { phone, answer } = await register('代购小李');
    expect(answer.body).toMatchObject({ code: 1, data: { nickname: `青岚网友${phone.slice(-4)}` } });

    const refused = await register('赌博小李');
    expect(refused.answer.body).toMatchObject({
      msg: 'nickname_refused',
      message: '内容包含违禁词，请修改后再发',
    });
    const login = await callSso(pub.app, 'login', {
      phone: refused.phone,
      password: md5Hex('pw-2'),
      devid: 'dev-nick',
    });
    expect(login.body.msg).toBe('password_error');
  });
});
