import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberStatusHistory } from '../db/schema/index.ts';
import {
  callAppIf,
  createArticle,
  createComment,
  editorHeaders,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';
import {
  editor,
  postComment,
  posted,
  queue,
  resetModeration,
  type Member,
} from '../moderation/test-helpers.ts';

let pub: TestPublisher;
let fileId: number;
beforeAll(async () => {
  pub = await testPublisher();
  fileId = (await createArticle(pub, { title: '编辑审核稿件', content: '<p>正文</p>' })).fileId;
});
afterAll(() => pub.close());
beforeEach(async () => {
  await resetModeration(pub);
});

const member = async (): Promise<Member> => (await signedInMembers(pub, 1))[0]!;
const mine = async (m: Member) =>
  (await callAppIf(pub.app, 'myDiscuss', { userID: m.uid, rootID: fileId }, { token: m.token })).body
    .data as {
    list: { id: number; discussStatus: number; rejectReason?: string }[];
  };
const setStatus = (uid: number, body: object) => editor(pub, 'PUT', `members/${uid}/status`, body);

describe('moderation settings', () => {
  it('keeps 10,000 banned and 10,000 suspect words, and never sends the webhook’s secret back', async () => {
    const words = (tag: string) => Array.from({ length: 10_000 }, (_, i) => `${tag}${i}`);
    const secret = 'a-long-webhook-secret-0123456789';
    const saved = await editor(pub, 'PUT', 'moderation/settings', {
      mode: 'pre',
      bannedWords: words('禁'),
      suspectWords: words('疑'),
      newMemberApprovals: 3,
      webhook: { url: 'https://moderation.example/hook', secret, timeoutMs: 800 },
    });
    expect(saved.statusCode, JSON.stringify(saved.body).slice(0, 200)).toBe(200);
    const read = await editor(pub, 'GET', 'moderation/settings');
    expect(read.body).toMatchObject({ mode: 'pre', newMemberApprovals: 3 });
    expect(read.body.bannedWords).toHaveLength(10_000);
    expect(read.body.suspectWords).toHaveLength(10_000);
    expect(read.body.webhook).toEqual({
      url: 'https://moderation.example/hook',
      timeoutMs: 800,
      secretSet: true,
    });
    expect(JSON.stringify(read.body)).not.toContain(secret);
    // a new address keeps the secret already set; a webhook never set needs one
    const moved = await editor(pub, 'PUT', 'moderation/settings', {
      webhook: { url: 'http://10.0.0.9/hook' },
    });
    expect(moved.body.webhook).toMatchObject({
      url: 'http://10.0.0.9/hook',
      secretSet: true,
      timeoutMs: 2000,
    });
    await editor(pub, 'PUT', 'moderation/settings', { webhook: null });
    expect(
      (await editor(pub, 'PUT', 'moderation/settings', { webhook: { url: 'https://a.example/' } }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses what it cannot keep, saying which field', async () => {
    const refused = async (change: object, message: RegExp) => {
      const { statusCode, body } = await editor(pub, 'PUT', 'moderation/settings', change);
      expect(statusCode, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(body.error).toMatch(message);
    };
    await refused({ mode: 'sometimes' }, /mode/);
    await refused({ bannedWords: Array.from({ length: 50_001 }, (_, i) => `词${i}`) }, /at most 50000/);
    await refused({ suspectWords: ['长'.repeat(31)] }, /over 30/);
    await refused({ bannedWords: ['***'] }, /nothing to match/);
    await refused({ newMemberApprovals: 21 }, /newMemberApprovals/);
    await refused({ webhook: { url: 'ftp://example.com/hook', secret: 'x'.repeat(16) } }, /http\(s\)/);
    await refused({ webhook: { url: 'javascript:alert(1)', secret: 'x'.repeat(16) } }, /http\(s\)/);
    await refused({ webhook: { url: 'https://example.com/', secret: 'short' } }, /secret/);
    await refused(
      { webhook: { url: 'https://example.com/', secret: 'x'.repeat(16), timeoutMs: 60_000 } },
      /timeoutMs/,
    );
  });
});

describe('the queues', () => {
  it('pending (the mode), held (a rule), reported (readers): approve publishes, reject hides with its reason', async () => {
    await editor(pub, 'PUT', 'moderation/settings', { suspectWords: ['代购'] });
    const m = await member();
    const waiting = posted((await postComment(pub, m, fileId, '普通评论等审核')).body);
    const suspect = posted((await postComment(pub, m, fileId, '代购请联系')).body);
    expect((await queue(pub, 'pending')).map((c) => c.id)).toContain(waiting.id);
    expect((await queue(pub, 'held')).find((c) => c.id === suspect.id)).toEqual({
      kind: 'comment',
      id: suspect.id,
      uid: m.uid,
      content: '代购请联系',
      pics: [],
      reasons: ['suspect-word', 'mode'],
      createdAt: expect.any(String),
    });
    expect((await editor(pub, 'POST', `moderation/comment/${waiting.id}/approve`, {})).body).toEqual({
      kind: 'comment',
      id: waiting.id,
      status: 'approved',
    });
    expect(
      (await editor(pub, 'POST', `moderation/comment/${suspect.id}/reject`, { reason: '疑似广告' })).body,
    ).toEqual({
      kind: 'comment',
      id: suspect.id,
      status: 'rejected',
    });
    expect((await queue(pub, 'pending')).map((c) => c.id)).not.toContain(waiting.id);
    expect((await queue(pub, 'held')).map((c) => c.id)).not.toContain(suspect.id);
    // its author alone sees the rejected one, with the reason; the approved one is public
    expect((await mine(m)).list).toEqual([
      expect.objectContaining({ id: suspect.id, discussStatus: 2, rejectReason: '疑似广告' }),
    ]);
    const other = await member();
    expect((await mine(other)).list).toEqual([]);

    // a reader reports the public one: it waits in the reported queue; rejecting it takes it down
    const report = await callAppIf(
      pub.app,
      'expose',
      { userID: other.uid, rootID: waiting.id, sourceType: 1, type: 1, reason: '不实信息' },
      { token: other.token, method: 'POST' },
    );
    expect(report.body.data).toEqual({ value: 'true' });
    expect((await queue(pub, 'reported')).find((c) => c.id === waiting.id)!.reasons).toEqual(['reported']);
    await editor(pub, 'POST', `moderation/comment/${waiting.id}/reject`, { reason: '不实信息' });
    expect((await queue(pub, 'reported')).map((c) => c.id)).not.toContain(waiting.id);
    const count = await callAppIf(pub.app, 'discussCount', { id: fileId }, { token: m.token });
    expect((count.body.data as { count: number }).count).toBe(0);
  });

  it('today’s comment routes close the case too; unknown kinds and ids are 404, a deleted comment 409', async () => {
    const m = await member();
    const waiting = posted((await postComment(pub, m, fileId, '旧接口审核')).body);
    await pub.app.inject({
      method: 'POST',
      url: `/editor/api/comments/${waiting.id}/approve`,
      headers: editorHeaders,
    });
    expect((await queue(pub, 'pending')).map((c) => c.id)).not.toContain(waiting.id);
    expect((await editor(pub, 'POST', `moderation/poem/${waiting.id}/approve`, {})).statusCode).toBe(404);
    expect((await editor(pub, 'POST', 'moderation/comment/2000000000/approve', {})).statusCode).toBe(404);
    expect((await editor(pub, 'POST', 'moderation/question/5/approve', {})).statusCode).toBe(404);
    expect((await editor(pub, 'POST', `moderation/comment/${waiting.id}/reject`, {})).statusCode).toBe(400);
    const gone = await createComment(pub, { articleId: fileId, uid: m.uid });
    await callAppIf(pub.app, 'delMyDiscuss', { userID: m.uid, fileId: gone.id }, { token: m.token });
    expect((await editor(pub, 'POST', `moderation/comment/${gone.id}/approve`, {})).statusCode).toBe(409);
    expect((await editor(pub, 'GET', 'moderation/queue?queue=everything')).statusCode).toBe(400);
    expect((await editor(pub, 'GET', 'moderation/queue?queue=held&kind=poem')).statusCode).toBe(400);
  });
});

describe('members’ standing', () => {
  it('a banned member is refused, in comments and chat, saying so; the change and its reason are kept', async () => {
    const m = await member();
    expect((await setStatus(m.uid, { status: 'banned', reason: '多次发布广告' })).body).toEqual({
      uid: m.uid,
      status: 'banned',
    });
    const { statusCode, body } = await postComment(pub, m, fileId, '我还能说话吗');
    expect(statusCode).toBe(403);
    expect(body).toMatchObject({ status: 10204, message: '账号已被封禁，无法发言' });
    const history = await pub.database.db
      .select()
      .from(memberStatusHistory)
      .where(eq(memberStatusHistory.uid, m.uid));
    expect(history.map((h) => [h.status, h.reason])).toEqual([['banned', '多次发布广告']]);
    await setStatus(m.uid, { status: 'active', reason: '申诉通过' });
    expect((await postComment(pub, m, fileId, '我回来了')).body.status).toBe(0);
  });

  it('a suspended member is refused until the time passes (the test clock), then let in', async () => {
    const m = await member();
    const until = pub.clock.now() + 3_600_000;
    await setStatus(m.uid, { status: 'suspended', until: new Date(until).toISOString(), reason: '辱骂他人' });
    const refused = await postComment(pub, m, fileId, '禁言中');
    expect(refused.body.status).toBe(10204);
    expect(refused.body.message).toMatch(/^账号已被禁言至 \d{4}-\d\d-\d\d \d\d:\d\d$/);
    pub.clock.advance(3_600_000);
    expect((await postComment(pub, m, fileId, '禁言结束')).body.status).toBe(0);
  });

  it('premod holds every item; the status needs a reason, a suspension a time ahead, the member to exist', async () => {
    await editor(pub, 'PUT', 'moderation/settings', { mode: 'post' });
    const m = await member();
    await setStatus(m.uid, { status: 'premod', reason: '观察期' });
    const held = posted((await postComment(pub, m, fileId, '观察期的评论')).body);
    expect((await queue(pub, 'held')).find((c) => c.id === held.id)!.reasons).toEqual(['premod']);
    expect((await setStatus(m.uid, { status: 'warned' })).statusCode).toBe(400);
    expect((await setStatus(m.uid, { status: 'gone', reason: 'x' })).statusCode).toBe(400);
    expect((await setStatus(m.uid, { status: 'suspended', reason: 'x' })).statusCode).toBe(400);
    expect(
      (await setStatus(m.uid, { status: 'suspended', until: pub.clock.now() - 1, reason: 'x' })).statusCode,
    ).toBe(400);
    expect((await setStatus(2_000_000_000, { status: 'banned', reason: 'x' })).statusCode).toBe(404);
  });
});
