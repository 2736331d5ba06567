import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousToken,
  callAppIf,
  createArticle,
  createLeader,
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

type Leader = { id: number; name: string; duty: string };
const call = (params: Record<string, string | number>) => callAppIf(pub.app, 'leaderView', params, { token });

describe('leaders', () => {
  it('lists the four demo leaders first, then a leader made later', async () => {
    const { leaderId } = await createLeader(pub, { name: '林望舒', duty: '青岚市副市长' });
    const { body } = await callAppIf(pub.app, 'regionleaderView', {}, { token });
    const leaders = body.data as Leader[];
    expect(leaders.slice(0, 4).map((l) => l.name)).toEqual(['沈望川', '白清源', '陆云舒', '钟明远']);
    expect(leaders.at(-1)).toMatchObject({ id: leaderId, name: '林望舒', duty: '青岚市副市长' });
  });

  it('pages a leader’s reports, newest first, 20 at a time', async () => {
    const fileIds: number[] = [];
    for (let n = 0; n < 21; n++)
      fileIds.push((await createArticle(pub, { title: `报道${n}`, content: '<p>正文</p>' })).fileId);
    const { leaderId } = await createLeader(pub, { name: '季远山', fileIds });
    const first = await call({ id: leaderId, start: 0, count: 20 });
    const data = first.body.data as { leader: Leader; list: { fileId: number }[] };
    expect(data.leader.name).toBe('季远山');
    expect(data.list).toHaveLength(20);
    const second = (await call({ id: leaderId, start: 20, count: 20 })).body.data as { list: unknown[] };
    expect(second.list).toHaveLength(1);
  });

  it('answers an unknown leader with status -1 and bad ids with 400', async () => {
    const unknown = await call({ id: 759_999 });
    expect(unknown.body.status).toBe(-1);
    for (const id of ['abc', '-1', '0', '9'.repeat(30)]) expect((await call({ id })).statusCode).toBe(400);
    expect((await callAppIf(pub.app, 'leaderView', {}, { token })).statusCode).toBe(400);
  });
});
