import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import { CACHED_ANSWER_MS } from '../serve.ts';
import {
  anonymousToken,
  callAppIf,
  callSso,
  createArticle,
  createComment,
  createMember,
  editorHeaders,
  testPublisher,
  TEST_START,
  type TestPublisher,
} from '../../test-support.ts';

let pub: TestPublisher;
let token: string;
let phones = 0;
beforeAll(async () => {
  pub = await testPublisher();
  token = await anonymousToken(pub.app);
});
afterAll(() => pub.close());
beforeEach(() => pub.clock.set(TEST_START + 60_000 + phones * 120_000));

type Item = Record<string, unknown> & { id: number; topDiscuss?: { list: Item[]; hasMore: boolean } };
type Data = Record<string, unknown> & { list: Item[] };
const read = async (op: string, params: Record<string, string | number>, t = token) => {
  const { statusCode, body } = await callAppIf(pub.app, op, params, { token: t });
  expect(statusCode, `${op}: ${body.message}`).toBe(200);
  return body.data as Data;
};
const later = () => pub.clock.advance(CACHED_ANSWER_MS + 1);

async function member() {
  phones += 1;
  const phone = `1391111${String(phones).padStart(4, '0')}`;
  await createMember(pub, { phone, password: 'pw', nickname: `评论者${phones}` });
  const { body } = await callSso(pub.app, 'login', { phone, password: md5Hex('pw'), devid: 'dev-c' });
  return { uid: Number(body.data.uid), token: String(body.data.accessToken) };
}

const article = async () =>
  (await createArticle(pub, { title: '评论测试稿件', content: '<p>正文</p>' })).fileId;

const post = (m: { uid: number; token: string }, params: Record<string, string | number>) =>
  callAppIf(pub.app, 'discuss', { userID: m.uid, ...params }, { token: m.token, method: 'POST' });

describe('reading comments', () => {
  it('discussView: public top-level comments newest first with their first replies, a page of 20', async () => {
    const fileId = await article();
    const older = await createComment(pub, { articleId: fileId, content: '较早的评论', replies: 3 });
    for (let n = 0; n < 20; n += 1) await createComment(pub, { articleId: fileId, content: `评论${n}` });
    await createComment(pub, { articleId: fileId, content: '待审核', pending: true });
    const first = await read('discussView', { id: fileId, source: 0, page: 0 });
    expect(first.totalCount).toBe(21);
    expect(first.hasMore).toBe(true);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]!.content).toBe('评论19');
    expect(first.list.some((c) => c.content === '待审核')).toBe(false);
    const second = await read('discussView', { id: fileId, source: 0, page: 1 });
    expect(second.hasMore).toBe(false);
    const thread = second.list[0]!;
    expect(thread.id).toBe(older.id);
    expect(thread.countDiscuss).toBe(3);
    // the site shows two first replies (countReply), the newest first, and says there are more
    expect(thread.topDiscuss!.list.map((r) => r.content)).toEqual(['第3条回复', '第2条回复']);
    expect(thread.topDiscuss!.hasMore).toBe(true);
    expect(thread.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.0$/);
  });

  it('discussHot: the most liked, featured first; discussReply: the whole thread; discussCount: every public one', async () => {
    const fileId = await article();
    await createComment(pub, { articleId: fileId, content: '没人点赞' });
    await createComment(pub, { articleId: fileId, content: '有人点赞', praise: 5 });
    const top = await createComment(pub, { articleId: fileId, content: '最热', praise: 50, replies: 25 });
    const hot = await read('discussHot', { id: fileId, source: 0 });
    expect(hot.list.map((c) => c.content)).toEqual(['最热', '有人点赞']);
    const thread = await read('discussReply', { id: top.id, page: 0 });
    expect((thread.main as Item).id).toBe(top.id);
    expect(thread.list).toHaveLength(20);
    expect(thread.hasMore).toBe(true);
    expect(thread.totalCount).toBe(25);
    expect((await read('discussCount', { id: fileId, source: 0 })).count).toBe(28);
    const missing = await read('discussReply', { id: 2_000_000_000, page: 0 });
    expect(missing.list).toEqual([]);
  });

  it('official replies are labelled; a reply to a reply names whom it answers', async () => {
    const fileId = await article();
    const top = await createComment(pub, { articleId: fileId, replies: 1 });
    await createComment(pub, {
      articleId: fileId,
      parentId: top.replyIds[0]!,
      official: true,
      content: '官方回复',
    });
    const thread = await read('discussReply', { id: top.id, page: 0 });
    const official = thread.list[0]!;
    expect(official.isOfficial).toBe(1);
    expect(official.info).toEqual({ parentUser: '回复网友1', parentContent: '第1条回复' });
  });
});

describe('posting', () => {
  it('with audit on, the comment waits: only its author sees it, then approval makes it public and counted', async () => {
    const fileId = await article();
    const m = await member();
    const { statusCode, body } = await post(m, { rootID: fileId, content: '  我的第一条评论 👍 ཀ  ' });
    expect(statusCode, body.message).toBe(200);
    const posted = (body.data as { discuss: Item }).discuss;
    expect(posted).toMatchObject({
      content: '我的第一条评论 👍 ཀ',
      discussStatus: 0,
      userName: `评论者${phones}`,
    });
    expect(
      (await read('myDiscuss', { userID: m.uid, rootID: fileId }, m.token)).list.map((c) => c.id),
    ).toEqual([posted.id]);
    expect((await read('discussView', { id: fileId, page: 0 })).list).toEqual([]);
    await pub.app.inject({ method: 'POST', url: '/app_if/test/approveComment', payload: { id: posted.id } });
    later();
    expect((await read('discussView', { id: fileId, page: 0 })).list.map((c) => c.id)).toEqual([posted.id]);
    expect((await read('discussCount', { id: fileId })).count).toBe(1);
    expect((await read('myDiscuss', { userID: m.uid, rootID: fileId }, m.token)).list).toEqual([]);
  });

  it('without rootID, myDiscuss is the member’s page: every comment of theirs, newest first, each as it stands', async () => {
    const [first, second] = [await article(), await article()];
    const m = await member();
    const other = await member();
    const held = (await post(m, { rootID: first, content: '等审核的评论' })).body.data as { discuss: Item };
    const passed = (await post(m, { rootID: second, content: '通过的评论' })).body.data as { discuss: Item };
    await post(other, { rootID: first, content: '别人的评论' });
    await pub.app.inject({
      method: 'POST',
      url: '/app_if/test/approveComment',
      payload: { id: passed.discuss.id },
    });
    const { list } = await read('myDiscuss', { userID: m.uid }, m.token);
    expect(
      list.map((c) => [c.content, c.discussStatus, c.rejectReason, c.rootTitle === '' ? '' : 'titled']),
    ).toEqual([
      ['通过的评论', 1, '', 'titled'],
      ['等审核的评论', 0, '', 'titled'],
    ]);
    expect(list[1]!.id).toBe(held.discuss.id);
    expect((await read('myDiscuss', { userID: m.uid, page: 1 }, m.token)).list).toEqual([]);
    // another member's id is refused, as on every member read
    const foreign = await callAppIf(pub.app, 'myDiscuss', { userID: other.uid }, { token: m.token });
    expect(foreign.statusCode).toBe(403);
  });

  it('a double tap or a replayed request posts once', async () => {
    const fileId = await article();
    const m = await member();
    const params = { rootID: fileId, content: '只发一次', requestKey: 'tap-0123456789' };
    const [a, b] = await Promise.all([post(m, params), post(m, params)]);
    const replay = await post(m, params);
    const ids = [a, b, replay].map((r) => (r.body.data as { discuss: Item }).discuss.id);
    expect(new Set(ids).size).toBe(1);
    expect((await read('myDiscuss', { userID: m.uid, rootID: fileId }, m.token)).list).toHaveLength(1);
  });

  it('bad input: refused with 10202–10204 and a message, nothing stored, markup kept as text', async () => {
    const fileId = await article();
    const m = await member();
    const refused = async (params: Record<string, string | number>, status: number, message: RegExp) => {
      const { body } = await post(m, { rootID: fileId, ...params });
      expect(body.status, String(body.message)).toBe(status);
      expect(body.message).toMatch(message);
    };
    await refused({ content: '' }, 10202, /请输入内容/);
    await refused({ content: ' \u3000 \n\t ' }, 10202, /请输入内容/);
    await refused({ content: '长'.repeat(10_000) }, 10202, /500/);
    await refused({ content: '回复', parentID: 2_000_000_000 }, 10204, /不存在或已删除/);
    await refused({ content: '没有稿件', rootID: 99_998 }, 10204, /不存在/);
    expect((await read('myDiscuss', { userID: m.uid, rootID: fileId }, m.token)).list).toEqual([]);

    const hostile = '<img src=x onerror=alert(1)>';
    const rtl = 'abc\u202Edcba\u2066x\u2069';
    for (const content of [hostile, rtl])
      expect((await post(m, { rootID: fileId, content })).body.status).toBe(0);
    const mine = (await read('myDiscuss', { userID: m.uid, rootID: fileId }, m.token)).list.map(
      (c) => c.content,
    );
    expect(mine).toEqual(['abcdcbax', hostile]);
  });

  it('a reply to a deleted comment is refused; deleting counts right and only the author may', async () => {
    const fileId = await article();
    const m = await member();
    const other = await member();
    const top = await createComment(pub, { articleId: fileId, uid: m.uid, replies: 2 });
    expect((await read('discussCount', { id: fileId })).count).toBe(3);
    const notMine = await read('delMyDiscuss', { userID: other.uid, fileId: top.id }, other.token);
    expect(notMine).toMatchObject({ status: 1, message: '只能删除自己的评论' });
    const done = await read('delMyDiscuss', { userID: m.uid, fileId: top.id }, m.token);
    expect(done).toMatchObject({ status: 0, message: '删除成功', data: { fileId: top.id, userID: m.uid } });
    expect((await read('delMyDiscuss', { userID: m.uid, fileId: top.id }, m.token)).status).toBe(2);
    later();
    expect((await read('discussCount', { id: fileId })).count).toBe(0);
    const reply = await post(other, { rootID: fileId, parentID: top.id, content: '还在吗' });
    expect(reply.body.status).toBe(10204);
  });

  it('a member posting too fast is told to wait (10203); another member is not', async () => {
    const fileId = await article();
    const m = await member();
    for (let n = 0; n < 6; n += 1)
      expect((await post(m, { rootID: fileId, content: `第${n}条` })).body.status).toBe(0);
    const seventh = await post(m, { rootID: fileId, content: '第7条' });
    expect(seventh.statusCode).toBe(429);
    expect(seventh.body).toMatchObject({ status: 10203, message: '评论太频繁，请稍后再试' });
    expect((await post(await member(), { rootID: fileId, content: '别人' })).body.status).toBe(0);
  });

  it('posting needs a member: an anonymous token is refused', async () => {
    const fileId = await article();
    const { body } = await callAppIf(
      pub.app,
      'discuss',
      { rootID: fileId, userID: 1, content: 'x' },
      {
        token,
        method: 'POST',
      },
    );
    expect(body.status).not.toBe(0);
  });

  it('reporting a comment once is kept once', async () => {
    const fileId = await article();
    const m = await member();
    const { id } = await createComment(pub, { articleId: fileId });
    for (let n = 0; n < 2; n += 1) {
      const { body } = await callAppIf(
        pub.app,
        'expose',
        { userID: m.uid, rootID: id, sourceType: 1, type: 2, reason: '广告' },
        { token: m.token, method: 'POST' },
      );
      expect(body.data).toEqual({ value: 'true' });
    }
  });
});

describe('the editor API moderates', () => {
  const editor = (method: 'GET' | 'POST', url: string, payload?: object, auth = true) =>
    pub.app.inject({
      method,
      url: `/editor/api/${url}`,
      headers: auth ? editorHeaders : {},
      ...(payload ? { payload } : {}),
    });

  it('the queue lists what waits; approve makes it public, reject keeps it hidden; an official reply is labelled', async () => {
    const fileId = await article();
    const m = await member();
    const first = (await post(m, { rootID: fileId, content: '请审核我' })).body.data as { discuss: Item };
    const second = (await post(m, { rootID: fileId, content: '广告内容' })).body.data as { discuss: Item };
    const queue = (await editor('GET', 'comments?status=pending')).json() as { list: { id: number }[] };
    expect(queue.list.map((c) => c.id)).toEqual(
      expect.arrayContaining([first.discuss.id, second.discuss.id]),
    );
    expect((await editor('POST', `comments/${first.discuss.id}/approve`)).json()).toEqual({
      id: first.discuss.id,
      status: 'approved',
    });
    expect((await editor('POST', `comments/${second.discuss.id}/reject`)).statusCode).toBe(200);
    const reply = await editor('POST', `comments/${first.discuss.id}/replies`, { content: '感谢关注' });
    expect(reply.statusCode).toBe(201);
    const view = await read('discussView', { id: fileId, page: 0 });
    expect(view.list.map((c) => c.content)).toEqual(['请审核我']);
    expect(view.list[0]!.topDiscuss!.list[0]).toMatchObject({ content: '感谢关注', isOfficial: 1 });
    expect((await read('discussCount', { id: fileId })).count).toBe(2);
  });

  it('refuses: no token 401, unknown id 404, a reply to a comment not public 409, an empty reply 400', async () => {
    const fileId = await article();
    const pending = await createComment(pub, { articleId: fileId, pending: true });
    expect((await editor('GET', 'comments', undefined, false)).statusCode).toBe(401);
    expect((await editor('POST', 'comments/2000000000/approve')).statusCode).toBe(404);
    expect((await editor('POST', 'comments/abc/approve')).statusCode).toBe(404);
    expect((await editor('POST', `comments/${pending.id}/replies`, { content: '官方' })).statusCode).toBe(
      409,
    );
    const top = await createComment(pub, { articleId: fileId });
    expect((await editor('POST', `comments/${top.id}/replies`, { content: '   ' })).statusCode).toBe(400);
    expect((await editor('GET', 'comments?status=everything')).statusCode).toBe(400);
  });
});
