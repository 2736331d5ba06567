import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousToken,
  callAppIf,
  createArticle,
  createLive,
  createComment,
  createLiveChat,
  createMember,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';
import { editor, resetModeration } from '../../moderation/test-helpers.ts';

let pub: TestPublisher;
let token: string;
beforeAll(async () => {
  pub = await testPublisher();
  token = await anonymousToken(pub.app);
});
afterAll(() => pub.close());

const view = (params: Record<string, string | number>) => callAppIf(pub.app, 'memberView', params, { token });

describe('a member’s public page (memberView)', () => {
  it('shows the nickname and avatar, never the phone, and their chat in lives newest first, paged', async () => {
    const { uid } = await createMember(pub, { phone: '13900000001', password: 'pw', nickname: '江边观众' });
    const lives = await callAppIf(pub.app, 'getLiveArticles', {}, { token });
    const liveId = (lives.body.data as { list: { linkID: number }[] }).list[0]!.linkID;
    for (let n = 1; n <= 21; n++) await createLiveChat(pub, { liveId, uid, content: `第${n}条` });

    const { body } = await view({ userID: uid, start: 0, count: 20 });
    const data = body.data as {
      member: Record<string, unknown>;
      list: { content: string; rootID: number }[];
    };
    expect(data.member).toEqual({ userID: uid, cancelled: 0, nickname: '江边观众', head: '' });
    expect(JSON.stringify(body)).not.toContain('13900000001');
    expect(data.list).toHaveLength(20);
    expect(data.list[0]).toMatchObject({ content: '第21条', rootID: liveId, sourceType: 1 });
    const rest = (await view({ userID: uid, start: 20 })).body.data as { list: { content: string }[] };
    expect(rest.list.map((r) => r.content)).toEqual(['第1条']);
  });

  it('lists their approved article comments with their chat, newest first, never a pending or a hidden one', async () => {
    const { uid } = await createMember(pub, { phone: '13900000002', password: 'pw', nickname: '河畔读者' });
    const { fileId } = await createArticle(pub, { title: '桥梁通车', content: '<p>大桥今天通车。</p>' });
    const draft = await createArticle(pub, { title: '草稿', content: '<p>未发布</p>', status: 0 });
    await createComment(pub, { articleId: draft.fileId, uid, content: '草稿上的评论' });
    const lives = await callAppIf(pub.app, 'getLiveArticles', {}, { token });
    const liveId = (lives.body.data as { list: { linkID: number }[] }).list[0]!.linkID;
    await createComment(pub, { articleId: fileId, uid, content: '早就该修了' });
    pub.clock.advance(1_000);
    await createLiveChat(pub, { liveId, uid, content: '现场人好多' });
    pub.clock.advance(1_000);
    await createComment(pub, { articleId: fileId, uid, content: '还在审核', pending: true });
    await createComment(pub, { articleId: fileId, uid, content: '通车了' });

    const { list } = (await view({ userID: uid })).body.data as {
      list: { content: string; sourceType: number; rootID: number; fileId: number; title: string }[];
    };
    expect(list.map((r) => r.content)).toEqual(['通车了', '现场人好多', '早就该修了']);
    expect(list[0]).toMatchObject({ sourceType: 0, rootID: fileId, fileId, title: '桥梁通车' });
    expect(list[1]).toMatchObject({ sourceType: 1, rootID: liveId });
  });

  it('never shows a chat message held or rejected by moderation', async () => {
    await editor(pub, 'PUT', 'moderation/settings', { suspectWords: ['代购'] });
    const [m] = await signedInMembers(pub, 1);
    const liveId = (await createLive(pub, { title: '审核直播' })).id;
    const chat = async (content: string) =>
      (
        await callAppIf(
          pub.app,
          'liveDiscuss',
          { id: liveId, userID: m!.uid, content },
          { token: m!.token, method: 'POST' },
        )
      ).body.data as { id: number; discussStatus: number };
    await chat('主持人好');
    const held = await chat('代购请私信');
    const rejected = await chat('代购看这里');
    expect([held.discussStatus, rejected.discussStatus]).toEqual([0, 0]);
    await editor(pub, 'POST', `moderation/chat/${rejected.id}/reject`, { reason: '广告' });
    await resetModeration(pub);

    const { list } = (await view({ userID: m!.uid })).body.data as { list: { content: string }[] };
    expect(list.map((r) => r.content)).toEqual(['主持人好']);
  });

  it('an unknown member is status -1; bad ids are refused with 400', async () => {
    expect((await view({ userID: 1_999_999_999 })).body.status).toBe(-1);
    for (const userID of ['x', '0', '-3']) expect((await view({ userID })).statusCode).toBe(400);
  });
});
