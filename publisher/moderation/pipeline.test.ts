import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../db/schema/index.ts';
import { anonymousToken, callAppIf, createLive, signedInMembers, uploadedPicture } from '../test-support.ts';
import { moderateNickname } from './nickname.ts';
import { editor, moderationPublisher, postComment, posted, queue, type Member } from './test-helpers.ts';

const site = moderationPublisher('审核测试稿件');

const member = async (): Promise<Member> => (await signedInMembers(site.pub, 1))[0]!;
const settings = (change: object) => editor(site.pub, 'PUT', 'moderation/settings', change);

describe('comments through the pipeline', () => {
  it('keeps getConfig’s auditType while the newsroom sets no mode: the demo site holds every comment (pending queue)', async () => {
    const m = await member();
    const { body } = await postComment(site.pub, m, site.fileId, '等待审核的评论');
    expect(posted(body).discussStatus).toBe(0);
    expect((await queue(site.pub, 'pending')).find((c) => c.id === posted(body).id)).toMatchObject({
      uid: m.uid,
      content: '等待审核的评论',
      reasons: ['mode'],
    });
    await settings({ mode: 'post' });
    expect(posted((await postComment(site.pub, m, site.fileId, '先发后审的评论')).body).discussStatus).toBe(
      1,
    );
  });

  it('refuses a banned word with 10202 and the message, storing nothing', async () => {
    await settings({ mode: 'post', bannedWords: ['赌博'] });
    const m = await member();
    const { statusCode, body } = await postComment(site.pub, m, site.fileId, '网上赌·博，稳赚');
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ status: 10202, message: '内容包含违禁词，请修改后再发' });
    const mine = await callAppIf(
      site.pub.app,
      'myDiscuss',
      { userID: m.uid, rootID: site.fileId },
      { token: m.token },
    );
    expect((mine.body.data as { list: unknown[] }).list).toEqual([]);
  });

  it('holds suspect words and links even under post moderation, in the held queue with the reasons', async () => {
    await settings({ mode: 'post', suspectWords: ['代购'] });
    const m = await member();
    const suspect = posted((await postComment(site.pub, m, site.fileId, '专业代购，价格实惠')).body);
    const link = posted(
      (await postComment(site.pub, m, site.fileId, '详情见 https://example.com/deal')).body,
    );
    expect([suspect.discussStatus, link.discussStatus]).toEqual([0, 0]);
    const held = await queue(site.pub, 'held');
    expect(held.find((c) => c.id === suspect.id)!.reasons).toEqual(['suspect-word']);
    expect(held.find((c) => c.id === link.id)!.reasons).toEqual(['link']);
  });

  it('holds the same text again from the same member within ten minutes, not after', async () => {
    await settings({ mode: 'post' });
    const m = await member();
    expect(posted((await postComment(site.pub, m, site.fileId, '同一句话')).body).discussStatus).toBe(1);
    const again = posted((await postComment(site.pub, m, site.fileId, '同 一 句 话！')).body);
    expect(again.discussStatus).toBe(0);
    expect((await queue(site.pub, 'held')).find((c) => c.id === again.id)!.reasons).toEqual(['duplicate']);
    // another member saying the same is no repeat
    expect(
      posted((await postComment(site.pub, await member(), site.fileId, '同一句话')).body).discussStatus,
    ).toBe(1);
    site.pub.clock.advance(10 * 60_000 + 1);
    expect(posted((await postComment(site.pub, m, site.fileId, '同一句话')).body).discussStatus).toBe(1);
  });

  it('holds a new member’s first items until enough are public; approving counts', async () => {
    await settings({ mode: 'post', newMemberApprovals: 2 });
    const m = await member();
    const first = posted((await postComment(site.pub, m, site.fileId, '新人第一条')).body);
    expect(first.discussStatus).toBe(0);
    expect((await queue(site.pub, 'held')).find((c) => c.id === first.id)!.reasons).toEqual(['new-member']);
    expect((await editor(site.pub, 'POST', `moderation/comment/${first.id}/approve`, {})).statusCode).toBe(
      200,
    );
    expect(posted((await postComment(site.pub, m, site.fileId, '新人第二条')).body).discussStatus).toBe(0);
    const second = (await queue(site.pub, 'held')).find((c) => c.content === '新人第二条')!;
    await editor(site.pub, 'POST', `moderation/comment/${second.id}/approve`, {});
    expect(posted((await postComment(site.pub, m, site.fileId, '新人第三条')).body).discussStatus).toBe(1);
  });

  it('holds a member whose last decided items were mostly rejected', async () => {
    await settings({ mode: 'pre' });
    const m = await member();
    const ids: number[] = [];
    for (const n of [1, 2, 3])
      ids.push(posted((await postComment(site.pub, m, site.fileId, `广告${n}`)).body).id);
    for (const id of ids)
      await editor(site.pub, 'POST', `moderation/comment/${id}/reject`, { reason: '广告' });
    await settings({ mode: 'post' });
    const next = posted((await postComment(site.pub, m, site.fileId, '这次是正常评论')).body);
    expect(next.discussStatus).toBe(0);
    expect((await queue(site.pub, 'held')).find((c) => c.id === next.id)!.reasons).toEqual([
      'rejected-often',
    ]);
  });

  it('sends the pictures with the item: a held comment’s pictures are held with it', async () => {
    await settings({ mode: 'post', suspectWords: ['代购'] });
    const m = await member();
    const picture = await uploadedPicture(site.pub, m);
    const { body } = await callAppIf(
      site.pub.app,
      'discuss',
      { userID: m.uid, rootID: site.fileId, content: '代购看图', pics: String(picture.picID) },
      { token: m.token, method: 'POST' },
    );
    const held = (await queue(site.pub, 'held')).find((c) => c.id === posted(body).id)!;
    expect(held.pics).toEqual([picture.url]);
  });
});

describe('live chat through the pipeline', () => {
  let liveId: number;
  beforeAll(async () => {
    liveId = (await createLive(site.pub, { title: '审核直播' })).id;
  });
  const chat = async (m: Member, content: string) =>
    callAppIf(
      site.pub.app,
      'liveDiscuss',
      { id: liveId, userID: m.uid, content },
      { token: m.token, method: 'POST' },
    );
  const shown = async () => {
    const view = await callAppIf(
      site.pub.app,
      'liveView',
      { id: liveId },
      { token: await anonymousToken(site.pub.app) },
    );
    return (view.body.data as { discuss: { id: number }[] }).discuss.map((d) => d.id);
  };

  it('publishes chat at once while no mode is set, and holds what a rule holds until approved', async () => {
    await settings({ suspectWords: ['代购'] });
    const m = await member();
    const plain = (await chat(m, '主持人好')).body.data as { id: number; discussStatus: number };
    expect(plain.discussStatus).toBe(1);
    const held = (await chat(m, '代购请私信')).body.data as { id: number; discussStatus: number };
    expect(held.discussStatus).toBe(0);
    expect(await shown()).toContain(plain.id);
    expect(await shown()).not.toContain(held.id);
    expect((await queue(site.pub, 'held', 'chat')).map((c) => c.id)).toContain(held.id);
    expect((await editor(site.pub, 'POST', `moderation/chat/${held.id}/approve`, {})).body).toEqual({
      kind: 'chat',
      id: held.id,
      status: 'approved',
    });
    expect(await shown()).toContain(held.id);
  });

  it('refuses a banned word in the chat’s words, and follows the newsroom’s pre mode', async () => {
    await settings({ bannedWords: ['赌博'], mode: 'pre' });
    const m = await member();
    expect((await chat(m, '赌博')).body).toMatchObject({
      status: -1,
      message: '内容包含违禁词，请修改后再发',
    });
    const held = (await chat(m, '先审后发')).body.data as { discussStatus: number };
    expect(held.discussStatus).toBe(0);
  });
});

describe('nicknames through the pipeline (moderateNickname)', () => {
  it('refuses a banned word, publishes a plain name, holds a suspect one until approved', async () => {
    await settings({ bannedWords: ['赌博'], suspectWords: ['代购'] });
    const m = await member();
    const ctx = site.pub.app.publisher;
    expect(await moderateNickname(ctx, m.uid, '赌博达人')).toMatchObject({
      outcome: 'refuse',
      message: '内容包含违禁词，请修改后再发',
    });
    expect((await moderateNickname(ctx, m.uid, '江边读者')).outcome).toBe('publish');
    expect((await moderateNickname(ctx, null, '代购小王')).outcome).toBe('hold');
    expect(await moderateNickname(ctx, m.uid, '代购小王')).toEqual({
      outcome: 'hold',
      reasons: ['suspect-word'],
    });
    expect((await queue(site.pub, 'held', 'nickname')).find((c) => c.id === m.uid)!.content).toBe('代购小王');
    await editor(site.pub, 'POST', `moderation/nickname/${m.uid}/approve`, {});
    const [row] = await site.pub.database.db.select().from(members).where(eq(members.uid, m.uid));
    expect(row!.nickname).toBe('代购小王');
    // a name published since replaces one still waiting
    expect((await moderateNickname(ctx, m.uid, '代购阿三')).outcome).toBe('hold');
    expect((await moderateNickname(ctx, m.uid, '河畔读者')).outcome).toBe('publish');
    expect((await queue(site.pub, 'held', 'nickname')).map((c) => c.id)).not.toContain(m.uid);
  });
});

describe('speed', () => {
  it('10,000 banned and 10,000 suspect words: a decision without the webhook costs well under a millisecond', async () => {
    const words = (tag: string) =>
      Array.from({ length: 10_000 }, (_, i) => `${tag}${i.toString(36)}词${(i * 7919).toString(36)}`);
    expect((await settings({ bannedWords: words('禁'), suspectWords: words('疑') })).statusCode).toBe(200);
    const [m] = await signedInMembers(site.pub, 1);
    const moderation = site.pub.app.publisher.moderation;
    const item = {
      kind: 'comment' as const,
      uid: m!.uid,
      content: '这是一条普通的评论，说说今天的新闻。'.repeat(25),
      pics: [],
      maxChars: 500,
      noun: '评论',
    };
    await moderation.decide(item);
    const started = performance.now();
    for (let i = 0; i < 1_000; i += 1) await moderation.decide(item);
    expect((performance.now() - started) / 1_000).toBeLessThan(1);
  });
});
