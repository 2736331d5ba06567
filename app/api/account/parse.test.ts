// Wire shapes: the area's fixtures (the reference publisher's answers, which its contract test checks), and
// hand-made payloads for what other deployments send (PUBLISHER_API.md: A/B logs, scrapers).
import { describe, expect, test } from 'vitest';
import getUserInfo from './fixtures/getUserInfo.json';
import login from './fixtures/login.json';
import loginByPhone from './fixtures/loginByPhone.json';
import modify from './fixtures/modify.json';
import oauthBindPhone from './fixtures/oauthBindPhone.json';
import register from './fixtures/register.json';
import sendCode from './fixtures/sendCode.json';
import { parseMember } from './member';
import { accountOperations as ops } from './operations';

describe('member', () => {
  test('SSO user object', () => {
    expect(
      parseMember({
        uid: '138',
        userid: '133',
        token: 'a'.repeat(32),
        nickname: 'n',
        phone: '138****0000',
        head: 'h',
        score: '5',
        accessToken: 'at',
        refreshToken: 'rt',
      }),
    ).toEqual({
      uid: '138',
      userId: '133',
      token: 'a'.repeat(32),
      accessToken: 'at',
      refreshToken: 'rt',
      nickname: 'n',
      phone: '138****0000',
      avatar: 'h',
      score: 5,
    });
  });
});

describe("the publisher's answers", () => {
  test('getUserInfo: the profile, without tokens', () => {
    expect(ops.getUserInfo.parse(getUserInfo, 0)).toMatchObject({
      uid: getUserInfo.uid,
      userId: getUserInfo.userid,
      nickname: getUserInfo.nickname,
      phone: getUserInfo.phone,
      accessToken: '',
    });
  });

  test.each([
    ['login', ops.login, login],
    ['loginByPhone', ops.loginByPhone, loginByPhone],
    ['register', ops.register, register],
    ['oauthBindPhone', ops.oauthBindPhone, oauthBindPhone],
  ] as const)('%s: the member with its tokens', (_, op, raw) => {
    expect(op.parse(raw, 0)).toMatchObject({
      uid: raw.uid,
      token: raw.token,
      accessToken: raw.accessToken,
      refreshToken: raw.refreshToken,
      nickname: raw.nickname,
    });
  });

  test('modify: the member, and whether the new nickname waits for review (nicknameStatus 0)', () => {
    expect(ops.modify.parse(modify, 0)).toMatchObject({
      member: { uid: modify.uid, nickname: modify.nickname },
      pending: false,
    });
    expect(ops.modify.parse({ ...modify, nickname: '原来的名字', nicknameStatus: '0' }, 0)).toMatchObject({
      member: { nickname: '原来的名字' },
      pending: true,
    });
    // Founder's SSO says nothing of review: the name is live
    const { nicknameStatus: _, ...founder } = modify;
    expect(ops.modify.parse(founder, 0).pending).toBe(false);
  });

  test('sendCode: nothing to read', () => {
    expect(ops.sendCode.parse(sendCode, 0)).toBeUndefined();
  });
});
