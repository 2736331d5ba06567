import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousToken,
  callAppIf,
  createArticle,
  editorHeaders,
  signedInMembers,
  testPublisher,
  uploadedFile,
  type TestPublisher,
} from '../../test-support.ts';
import { film, png } from '../../uploads/test-files.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

type Member = { uid: number; token: string };
type Wire = Record<string, unknown> & { attachments: { type: number; url: string; poster: string }[] };

const editor = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  pub.app.inject({
    method,
    url: `/editor/api/${url}`,
    headers: editorHeaders,
    ...(payload ? { payload } : {}),
  });

const send = (m: Member, params: Record<string, string | number>) =>
  callAppIf(pub.app, 'tipoff', { userID: m.uid, ...params }, { token: m.token, method: 'POST' });

const read = async (docID: number, m?: Member) =>
  (
    await callAppIf(pub.app, 'tipoffContent', m ? { docID, userID: m.uid } : { docID }, {
      token: m?.token ?? (await anonymousToken(pub.app)),
    })
  ).body.data as Wire | 'empty';

const tip = {
  topic: '北坡路口积水',
  content: '早上七点积水没过脚踝。',
  contactNo: '13800001111',
  userName: '王女士',
};

async function sent(m: Member, params: Record<string, string | number> = {}) {
  const { body } = await send(m, { ...tip, ...params });
  expect(body.status, body.message).toBe(0);
  return Number((body.data as { docID: number }).docID);
}

describe('tipoff', () => {
  it('keeps a photo and a film from the scene; its author reads them, and never sees the phone on the wire', async () => {
    const [m] = (await signedInMembers(pub, 1)) as [Member];
    const photo = await uploadedFile(pub, m, { name: 'a.png', type: 'image/png', bytes: await png() });
    const clip = await uploadedFile(pub, m, { name: 'b.mov', type: 'video/quicktime', bytes: await film() });
    const id = await sent(m, { imgUrl: String(photo), videoUrl: String(clip), place: '北坡路口' });
    const wire = (await read(id, m)) as Wire;
    expect(wire).toMatchObject({
      docID: id,
      title: tip.topic,
      status: 0,
      reviewStatus: 1,
      isAnswer: 0,
      place: '北坡路口',
    });
    expect(wire.attachments.map((a) => a.type)).toEqual([1, 2]);
    expect(wire.attachments[1]!.poster).toMatch(/-poster\.jpg$/);
    expect(wire.images).toEqual([wire.attachments[0]!.url]);
    expect(JSON.stringify(wire)).not.toContain('13800001111');
    const mine = (await callAppIf(pub.app, 'myTipoff', { userID: m.uid }, { token: m.token })).body.data as {
      list: { docID: number }[];
    };
    expect(mine.list.map((t) => t.docID)).toEqual([id]);
  });

  it('is nobody else’s to read until the newsroom publishes it', async () => {
    const [author, other] = (await signedInMembers(pub, 2)) as [Member, Member];
    const id = await sent(author);
    expect(await read(id, other)).toBe('empty');
    expect(await read(id)).toBe('empty');
    // another member may not ask in the author's name
    const posing = await callAppIf(
      pub.app,
      'tipoffContent',
      { docID: id, userID: author.uid },
      { token: other.token },
    );
    expect(posing.statusCode).toBe(403);

    const queue = (await editor('GET', 'tipoffs?state=new')).json() as {
      list: { id: number; contactNo: string }[];
    };
    expect(queue.list.find((t) => t.id === id)?.contactNo).toBe('13800001111');
    expect((await editor('POST', `tipoffs/${id}/checking`, {})).statusCode).toBe(200);
    const adopted = await editor('POST', `tipoffs/${id}/adopt`, { reply: '记者已到现场' });
    expect(adopted.json()).toMatchObject({ state: 'adopted', reply: '记者已到现场' });
    expect(await read(id, author)).toMatchObject({ status: 2, isAnswer: 1, answer: '记者已到现场' });
    expect(await read(id, other)).toBe('empty');

    const { fileId } = await createArticle(pub, { title: '北坡积水追踪', content: '<p>追踪报道。</p>' });
    expect((await editor('POST', `tipoffs/${id}/publish`, { articleId: fileId })).statusCode).toBe(200);
    expect(await read(id, other)).toMatchObject({ status: 4, articleID: fileId });
    expect(await read(id)).toMatchObject({ status: 4 });
    // published is where it ends
    expect((await editor('POST', `tipoffs/${id}/decline`, {})).statusCode).toBe(409);
  });

  it('refuses files that are not the member’s, or not of the kind their list says, and bad input, with 400', async () => {
    const [m, other] = (await signedInMembers(pub, 2)) as [Member, Member];
    const photo = await uploadedFile(pub, m, { name: 'a.png', type: 'image/png', bytes: await png() });
    const as = async (who: Member, params: Record<string, string>) =>
      (await send(who, { ...tip, ...params })).statusCode;
    expect(await as(m, { videoUrl: String(photo) })).toBe(400);
    expect(await as(other, { imgUrl: String(photo) })).toBe(400);
    expect(await as(m, { imgUrl: 'x,1' })).toBe(400);
    expect(await as(m, { topic: '' })).toBe(400);
    expect(await as(m, { content: '长'.repeat(2_001) })).toBe(400);
    expect(await as(m, { contactNo: '<b>' })).toBe(400);
    const stranger = await callAppIf(
      pub.app,
      'tipoff',
      { userID: m.uid, ...tip },
      { token: await anonymousToken(pub.app), method: 'POST' },
    );
    expect(stranger.body.status).not.toBe(0);
  });

  it('sends once for one request key, and the moderation’s banned words refuse it; a held one waits 审核中', async () => {
    const [m] = (await signedInMembers(pub, 1)) as [Member];
    const first = await sent(m, { requestKey: 'tip-key-0001' });
    expect(await sent(m, { requestKey: 'tip-key-0001' })).toBe(first);
    await editor('PUT', 'moderation/settings', { bannedWords: ['禁词'], suspectWords: ['可疑'] });
    const refused = await send(m, { ...tip, content: '这里有禁词' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('内容包含违禁词，请修改后再发');
    const held = await sent(m, { content: '有点可疑的事' });
    expect(await read(held, m)).toMatchObject({ reviewStatus: 0 });
    expect((await editor('POST', `tipoffs/${held}/adopt`, {})).statusCode).toBe(409);
    await editor('PUT', 'moderation/settings', { bannedWords: [], suspectWords: [] });
  });

  it('pays its author points once when first adopted, on the tip-off and in 积分明细, however it moves after', async () => {
    const [m] = (await signedInMembers(pub, 1)) as [Member];
    const id = await sent(m, { anonymous: '1' });
    const scores = async () =>
      (
        (await callAppIf(pub.app, 'myScoreList', { userID: m.uid }, { token: m.token })).body.data as {
          list: { srname: string; msg: string; score: number }[];
        }
      ).list.filter((r) => r.srname === '报料');
    expect(await read(id, m)).toMatchObject({ rewardPoints: 0 });
    expect((await editor('POST', `tipoffs/${id}/adopt`, { reply: '已采用，谢谢' })).statusCode).toBe(200);
    expect(await read(id, m)).toMatchObject({ status: 2, rewardPoints: 20 });
    expect(await scores()).toMatchObject([{ msg: `报料被采用：${tip.topic}`, score: 20 }]);
    // not adopted, then adopted again: still paid once
    expect((await editor('POST', `tipoffs/${id}/decline`, {})).statusCode).toBe(200);
    expect((await editor('POST', `tipoffs/${id}/adopt`, {})).statusCode).toBe(200);
    expect(await scores()).toHaveLength(1);
    expect(await read(id, m)).toMatchObject({ rewardPoints: 20 });
    // a tip-off never adopted pays nothing
    const declined = await sent(m);
    await editor('POST', `tipoffs/${declined}/decline`, {});
    expect(await read(declined, m)).toMatchObject({ rewardPoints: 0 });
    expect(await scores()).toHaveLength(1);
  });

  it('keeps the place the reader’s browser gave, both coordinates or none, beside the typed place', async () => {
    const [m] = (await signedInMembers(pub, 1)) as [Member];
    const id = await sent(m, { place: '北坡路口', latitude: '30.2741', longitude: '120.1551' });
    expect(await read(id, m)).toMatchObject({ place: '北坡路口', located: 1, latitude: 30.2741, longitude: 120.1551 });
    expect(await read(await sent(m), m)).toMatchObject({ located: 0 });
    const status = async (params: Record<string, string>) => (await send(m, { ...tip, ...params })).statusCode;
    expect(await status({ latitude: '30.2741' })).toBe(400);
    expect(await status({ latitude: '91', longitude: '120' })).toBe(400);
    expect(await status({ latitude: 'north', longitude: '120' })).toBe(400);
  });
});
