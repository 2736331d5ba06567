import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import {
  addInvites,
  anonymousToken,
  callAppIf,
  callSso,
  createMember,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';
import { INVITE_CONFIG } from './config.ts';

let pub: TestPublisher;
let anon: string;
let phones = 0;
beforeAll(async () => {
  pub = await testPublisher();
  anon = await anonymousToken(pub.app);
});
afterAll(() => pub.close());

async function member() {
  phones += 1;
  const phone = `1360000${String(phones).padStart(4, '0')}`;
  const { uid } = await createMember(pub, { phone, password: 'pw', nickname: `邀请人${phones}` });
  const { body } = await callSso(pub.app, 'login', { phone, password: md5Hex('pw'), devid: 'dev-i' });
  return { uid, token: String(body.data.accessToken) };
}

const get = async (op: string, params: Record<string, string | number>, token = anon) =>
  (await callAppIf(pub.app, op, params, { token })).body;

/** an anonymous token the publisher issued to `device`: the device codeImeiRecord counts */
const tokens = new Map<string, Promise<string>>();
const tokenOf = (device: string) => {
  if (!tokens.has(device)) tokens.set(device, anonymousToken(pub.app, device));
  return tokens.get(device)!;
};

describe('invites', () => {
  it('getInviteCode: one code per member, the same on every ask', async () => {
    const m = await member();
    const first = (await get('getInviteCode', { uid: m.uid }, m.token)).data as {
      code: string;
      member: { nickname: string };
    };
    expect(first.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(first.member.nickname).toBe(`邀请人${phones}`);
    expect(((await get('getInviteCode', { uid: m.uid }, m.token)).data as { code: string }).code).toBe(
      first.code,
    );
    const other = await member();
    const refused = await callAppIf(pub.app, 'getInviteCode', { uid: m.uid }, { token: other.token });
    expect(refused.statusCode).toBe(403);
  });

  it('codeImeiRecord: a device records a code once and the inviter earns the points; unknown, used and own codes say why', async () => {
    const m = await member();
    const { code } = await addInvites(pub, { uid: m.uid });
    const record = async (c: string, imei: string, token?: string, uid?: number) =>
      get(
        'codeImeiRecord',
        { code: c, imei, name: '<b>新朋友</b>', ...(uid ? { uid } : {}) },
        token ?? (await tokenOf(imei)),
      );
    expect((await record(code.toLowerCase(), 'device-a')).data).toMatchObject({
      code: '1001',
      msg: '邀请码已记录',
    });
    expect((await record(code, 'device-a')).data).toMatchObject({
      code: '1012',
      msg: '该设备已使用过邀请码',
    });
    expect((await record('ZZZZZZ', 'device-b')).data).toMatchObject({ code: '1011', msg: '邀请码不存在' });
    expect((await record('not a code', 'device-b')).data).toMatchObject({ code: '1011' });
    expect((await record(code, 'device-c', m.token, m.uid)).data).toMatchObject({ code: '1013' });
    const bad = await callAppIf(pub.app, 'codeImeiRecord', { code, imei: '<script>' }, { token: anon });
    expect(bad.statusCode).toBe(400);

    const records = (await get('inviteRecord', { uid: m.uid, page: 0 }, m.token)).data as {
      total: number;
      list: { name: string }[];
    };
    expect(records.total).toBe(1);
    expect(records.list[0]!.name).toBe('b新朋友/b');
    const points = (await get('myDayScoreSts', { userID: m.uid }, m.token)).data as { score: string };
    expect(points.score).toBe(String(INVITE_CONFIG.score));
  });

  it('ten devices racing with one code and one device racing with two codes: each device pays once', async () => {
    const [a, b] = [await member(), await member()];
    const codeA = (await addInvites(pub, { uid: a.uid })).code;
    const codeB = (await addInvites(pub, { uid: b.uid })).code;
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, async (_, i) =>
        get('codeImeiRecord', { code: codeA, imei: `race-${i}` }, await tokenOf(`race-${i}`)),
      ),
      get('codeImeiRecord', { code: codeA, imei: 'race-shared' }, await tokenOf('race-shared')),
      get('codeImeiRecord', { code: codeB, imei: 'race-shared' }, await tokenOf('race-shared')),
    ]);
    expect(answers.filter((a) => (a.data as { code: string }).code === '1001')).toHaveLength(11);
    const totals = await Promise.all(
      [a, b].map(async (m) =>
        Number(((await get('myDayScoreSts', { userID: m.uid }, m.token)).data as { score: string }).score),
      ),
    );
    expect(totals[0]! + totals[1]!).toBe(11 * INVITE_CONFIG.score);
  });

  it('one token naming fifty devices records one invite: the device is the one its token was issued to', async () => {
    const m = await member();
    const { code } = await addInvites(pub, { uid: m.uid });
    const token = await tokenOf('farm-device');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => get('codeImeiRecord', { code, imei: `farm-${i}` }, token)),
    );
    expect(answers.filter((a) => (a.data as { code: string }).code === '1001')).toHaveLength(1);
    const points = (await get('myDayScoreSts', { userID: m.uid }, m.token)).data as { score: string };
    expect(points.score).toBe(String(INVITE_CONFIG.score));
  });

  it('inviteConfig: open, the points and the rules for anyone', async () => {
    const data = (await get('inviteConfig', {})).data as { open: number; score: number; rules: string[] };
    expect(data).toEqual({ open: 1, score: INVITE_CONFIG.score, rules: [...INVITE_CONFIG.rules] });
  });
});
