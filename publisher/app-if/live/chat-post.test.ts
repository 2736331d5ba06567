import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import {
  anonymousToken,
  callAppIf,
  createLive,
  callSso,
  createMember,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';

let pub: TestPublisher;
let liveId: number;
let member: { uid: number; token: string };
beforeAll(async () => {
  pub = await testPublisher();
  liveId = (await createLive(pub, { title: '龙舟赛' })).id;
  await createMember(pub, { phone: '13900000077', password: 'pw', nickname: '江边观众' });
  const { body } = await callSso(pub.app, 'login', {
    phone: '13900000077',
    password: md5Hex('pw'),
    devid: 'd',
  });
  member = { uid: Number(body.data.uid), token: String(body.data.accessToken) };
});
afterAll(() => pub.close());

const post = (params: Record<string, string | number>, token = member.token) =>
  callAppIf(pub.app, 'liveDiscuss', { id: liveId, userID: member.uid, ...params }, { token, method: 'POST' });

describe('posting to a live’s chat (liveDiscuss)', () => {
  it('stores the member’s message as plain text under their nickname, and liveView shows it', async () => {
    const { statusCode, body } = await post({ content: '  <b>加油</b>\u202e\n\n\n\n青岚  ' });
    expect(statusCode, String(body.message)).toBe(200);
    expect(body.data).toMatchObject({
      userID: member.uid,
      userName: '江边观众',
      content: '<b>加油</b>\n\n青岚',
    });
    const token = await anonymousToken(pub.app);
    const view = await callAppIf(pub.app, 'liveView', { id: liveId }, { token });
    expect((view.body.data as { discuss: { id: number }[] }).discuss[0]!.id).toBe(
      (body.data as { id: number }).id,
    );
  });

  it('refuses no content (请输入内容), too long, a visitor, someone else’s id and an unknown live', async () => {
    expect((await post({ content: ' \n ' })).body.message).toBe('请输入内容');
    expect((await post({ content: '好'.repeat(501) })).statusCode).toBe(400);
    expect((await post({ content: '好'.repeat(500) })).statusCode).toBe(200);
    const visitor = await anonymousToken(pub.app);
    // a visitor's token: the member-expired code (10102), the front end's cue to log in
    expect((await post({ content: '你好' }, visitor)).body.status).toBe(10102);
    expect((await post({ content: '你好', userID: member.uid + 1 })).statusCode).toBe(403);
    expect((await post({ content: '你好', id: 5_999 })).statusCode).toBe(404);
  });

  it('a flood is cut off after five messages in ten seconds', async () => {
    pub.clock.advance(60_000);
    const answers = [];
    for (let n = 0; n < 7; n++) answers.push((await post({ content: `第${n}条` })).statusCode);
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5)).toEqual([429, 429]);
  });
});
