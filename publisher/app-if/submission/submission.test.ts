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
import { png } from '../../uploads/test-files.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

type Member = { uid: number; token: string };
const DAY = 86_400_000;

const editor = (method: 'GET' | 'POST', url: string, payload?: object) =>
  pub.app.inject({
    method,
    url: `/editor/api/${url}`,
    headers: editorHeaders,
    ...(payload ? { payload } : {}),
  });

async function openCall(window = { from: -DAY, to: 10 * DAY }) {
  const now = pub.clock.now();
  const made = await editor('POST', 'calls', {
    title: '青岚的夏天',
    organizer: '青岚日报社',
    rules: '1. 原创。',
    content: '<p>征稿</p>',
    startTime: now + window.from,
    endTime: now + window.to,
  });
  expect(made.statusCode, made.body).toBe(201);
  return Number(made.json().id);
}

const submit = (m: Member, callID: number, params: Record<string, string | number> = {}) =>
  callAppIf(
    pub.app,
    'submitArticle',
    {
      userID: m.uid,
      callID,
      title: '湖畔荷花',
      content: '清晨的青岚湖。',
      authorName: '林小溪',
      contactNo: '13800003333',
      ...params,
    },
    { token: m.token, method: 'POST' },
  );

const mine = async (m: Member, id: number) =>
  (await callAppIf(pub.app, 'inputArticleContent', { userID: m.uid, id }, { token: m.token })).body.data as
    Record<string, unknown> | 'empty';

describe('calls for submissions', () => {
  it('lists calls with where they stand and reads one with its rules and detail', async () => {
    const open = await openCall();
    const later = await openCall({ from: DAY, to: 2 * DAY });
    const token = await anonymousToken(pub.app);
    const list = (await callAppIf(pub.app, 'inputArticleList', {}, { token })).body.data as {
      list: { id: number; status: number }[];
    };
    expect(list.list.find((c) => c.id === open)?.status).toBe(1);
    expect(list.list.find((c) => c.id === later)?.status).toBe(0);
    const detail = (await callAppIf(pub.app, 'inputArticleDetail', { id: open }, { token })).body.data;
    expect(detail).toMatchObject({
      title: '青岚的夏天',
      organizer: '青岚日报社',
      rules: '1. 原创。',
      status: 1,
    });
    expect((await callAppIf(pub.app, 'inputArticleDetail', { id: 879_999 }, { token })).body.data).toBe(
      'empty',
    );
  });

  it('takes a submission with a picture while open; the newsroom fails it with a reason, then adopts another with its article', async () => {
    const callID = await openCall();
    const [m, other] = (await signedInMembers(pub, 2)) as [Member, Member];
    const picture = await uploadedFile(pub, m, { name: 'a.png', type: 'image/png', bytes: await png() });
    const first = await submit(m, callID, { files: String(picture) });
    expect(first.body.status, first.body.message).toBe(0);
    const id = Number((first.body.data as { id: number }).id);
    expect(await mine(m, id)).toMatchObject({ status: 0, callTitle: '青岚的夏天', authorName: '林小溪' });
    expect(JSON.stringify(await mine(m, id))).not.toContain('13800003333');
    expect(await mine(other, id)).toBe('empty');

    const listed = (await editor('GET', `calls/${callID}/submissions`)).json() as {
      list: { id: number; contactNo: string }[];
    };
    expect(listed.list.map((s) => [s.id, s.contactNo])).toEqual([[id, '13800003333']]);
    expect((await editor('POST', `submissions/${id}/review`, { decision: 'fail' })).statusCode).toBe(400);
    expect(
      (await editor('POST', `submissions/${id}/review`, { decision: 'fail', reason: '照片非原创' }))
        .statusCode,
    ).toBe(200);
    expect(await mine(m, id)).toMatchObject({ status: 2, reason: '照片非原创' });

    const second = Number(((await submit(m, callID, { title: '老街树荫' })).body.data as { id: number }).id);
    const { fileId, columnId } = await createArticle(pub, {
      title: '青岚的夏天·入选作品',
      content: '<p>入选</p>',
    });
    expect(
      (await editor('POST', `submissions/${second}/review`, { decision: 'adopt', articleId: fileId }))
        .statusCode,
    ).toBe(200);
    expect(await mine(m, second)).toMatchObject({ status: 3, articleID: fileId, articleColumnID: columnId });
    const all = (await callAppIf(pub.app, 'myInputArticles', { userID: m.uid, callID }, { token: m.token }))
      .body.data as {
      list: { id: number; status: number }[];
    };
    expect(all.list.map((s) => [s.id, s.status])).toEqual([
      [second, 3],
      [id, 2],
    ]);

    const csv = await editor('GET', `calls/${callID}/submissions.csv`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('"照片非原创"');
    expect(csv.body.split('\r\n')).toHaveLength(4);
  });

  it('refuses a submission to a closed or unopened call (409), bad input (400), and a stranger', async () => {
    const [m] = (await signedInMembers(pub, 1)) as [Member];
    const closing = await openCall();
    expect((await editor('POST', `calls/${closing}/close`, {})).statusCode).toBe(200);
    expect((await submit(m, closing)).statusCode).toBe(409);
    expect(
      (await callAppIf(pub.app, 'inputArticleDetail', { id: closing }, { token: m.token })).body.data,
    ).toMatchObject({ status: 2 });
    expect((await submit(m, await openCall({ from: DAY, to: 2 * DAY }))).statusCode).toBe(409);
    const open = await openCall();
    expect((await submit(m, open, { title: '' })).statusCode).toBe(400);
    expect((await submit(m, open, { files: '1,2' })).statusCode).toBe(400);
    expect((await submit(m, 879_999)).statusCode).toBe(404);
    expect(
      (await editor('POST', 'calls', { title: 'x', organizer: 'y', startTime: 2, endTime: 1 })).statusCode,
    ).toBe(400);
  });
});
