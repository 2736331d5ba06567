import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import {
  anonymousToken,
  callAppIf,
  callSso,
  createArticle,
  createMember,
  createAskTopic,
  createReporter,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';

let pub: TestPublisher;
let token: string;
beforeAll(async () => {
  pub = await testPublisher();
  token = await anonymousToken(pub.app);
});
afterAll(() => pub.close());

type Data = Record<string, unknown> & { list: Record<string, unknown>[] };
const read = async (op: string, params: Record<string, string | number>) => {
  const { statusCode, body } = await callAppIf(pub.app, op, params, { token });
  expect(statusCode, `${op}: ${body.message}`).toBe(200);
  return body.data as Data;
};

describe('reporters', () => {
  it('the card counts the reporter’s articles and fans; the articles and dynamics page newest first', async () => {
    const a = await createArticle(pub, { title: '记者稿一', content: '<p>一</p>' });
    const b = await createArticle(pub, { title: '记者稿二', content: '<p>二</p>' });
    const { reporterId } = await createReporter(pub, {
      name: '测记者',
      fileIds: [a.fileId, b.fileId],
      dynamics: 25,
    });
    expect(await read('authorInfo', { id: reporterId })).toMatchObject({
      id: reporterId,
      name: '测记者',
      articleCount: 2,
      fans: 0,
    });
    expect((await read('reporterArticles', { id: reporterId })).list.map((x) => x.fileId)).toEqual([
      b.fileId,
      a.fileId,
    ]);
    const first = await read('dynamicList', { reporterId });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({
      content: '测记者的第25条动态',
      attachments: { pics: [], videos: [] },
    });
    expect((await read('dynamicList', { reporterId, page: 1 })).list).toHaveLength(5);
    expect(await read('dynamicDetail', { id: Number(first.list[0]!.id) })).toMatchObject({
      ownerID: reporterId,
    });
  });

  it('a reporter with no articles has an empty list; unknown ids are refused clearly', async () => {
    const { reporterId } = await createReporter(pub, { name: '新记者' });
    expect(await read('authorInfo', { id: reporterId })).toMatchObject({ articleCount: 0, subjectID: 0 });
    expect((await read('reporterArticles', { id: reporterId })).list).toEqual([]);
    expect((await read('dynamicList', { reporterId })).list).toEqual([]);
    for (const [op, params] of [
      ['authorInfo', { id: 399_999 }],
      ['dynamicDetail', { id: 799_999 }],
      ['authorInfo', { id: "1' OR '1'='1" }],
    ] as const) {
      const { statusCode, body } = await callAppIf(pub.app, op, params, { token });
      expect(statusCode).toBe(400);
      expect(body.status).toBe(-1);
    }
  });

  it('following a reporter counts a fan once', async () => {
    const { reporterId } = await createReporter(pub, { name: '粉丝记者' });
    await createMember(pub, { phone: '13911110000', password: 'pw' });
    const login = await callSso(pub.app, 'login', {
      phone: '13911110000',
      password: md5Hex('pw'),
      devid: 'd',
    });
    const uid = Number(login.body.data.uid);
    const memberToken = String(login.body.data.accessToken);
    for (let i = 0; i < 2; i++) {
      const { body } = await callAppIf(
        pub.app,
        'topicSub',
        { id: reporterId, type: 1, userID: uid },
        { token: memberToken, method: 'POST' },
      );
      expect(body.data).toMatchObject({ fans: 1 });
    }
    const mine = await callAppIf(pub.app, 'getSubcribeXys', { userID: uid, type: 1 }, { token: memberToken });
    expect(mine.body.data).toEqual({ list: [{ id: reporterId, type: 1 }] });
  });
});

describe('leaders', () => {
  it('lists the four leaders; leaderView needs an id and answers the leader with reports', async () => {
    const { body } = await callAppIf(pub.app, 'regionleaderView', {}, { token });
    const leaders = body.data as { id: number; name: string }[];
    expect(leaders).toHaveLength(4);
    const view = await read('leaderView', { id: leaders[0]!.id });
    expect(view.leader).toMatchObject({ name: leaders[0]!.name });
    expect(view.list.length).toBeGreaterThan(0);
    expect((await callAppIf(pub.app, 'leaderView', {}, { token })).statusCode).toBe(400);
    expect((await callAppIf(pub.app, 'leaderView', { id: 799_999 }, { token })).body.status).toBe(-1);
  });

  it('the card names the newest 问吧 topic the reporter answers that takes questions', async () => {
    const { reporterId } = await createReporter(pub, { name: '答问记者' });
    const { topicId: older } = await createAskTopic(pub, { title: '早些的话题', answererId: reporterId });
    pub.clock.advance(1_000);
    const { topicId: newer } = await createAskTopic(pub, { title: '新话题', answererId: reporterId });
    pub.clock.advance(1_000);
    await createAskTopic(pub, { title: '已截止的话题', answererId: reporterId, questionClosed: true });
    pub.clock.advance(6_000);
    expect(await read('authorInfo', { id: reporterId })).toMatchObject({ subjectID: newer });
    expect(newer).not.toBe(older);
  });
});
