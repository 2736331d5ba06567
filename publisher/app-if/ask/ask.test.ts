import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousToken,
  callAppIf,
  createAskQuestion,
  createAskTopic,
  editorHeaders,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';

let pub: TestPublisher;
let anon: string;
beforeAll(async () => {
  pub = await testPublisher();
  anon = await anonymousToken(pub.app);
});
afterAll(() => pub.close());

type Member = { uid: number; token: string };
type Item = {
  fileId: number;
  question: string;
  answered: number;
  status?: string;
  attachments: { url: string }[];
};

const read = async (op: string, params: Record<string, string | number>) => {
  const { body } = await callAppIf(pub.app, op, params, { token: anon });
  expect(body.status, body.message).toBe(0);
  return body.data as Record<string, unknown>;
};
const post = (op: string, m: Member, params: Record<string, string | number>) =>
  callAppIf(pub.app, op, { ...params, userID: m.uid }, { token: m.token, method: 'POST' });
const editor = (method: 'POST' | 'PATCH' | 'GET' | 'PUT', url: string, payload?: object) =>
  pub.app.inject({
    method,
    url: `/editor/api/${url}`,
    headers: editorHeaders,
    ...(payload ? { payload } : {}),
  });

async function picture(m: Member): Promise<number> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a63' } })
    .jpeg()
    .toBuffer();
  const { body } = await callAppIf(
    pub.app,
    'discussUpload',
    { userID: m.uid },
    { token: m.token, method: 'POST', file: { name: 'q.jpg', type: 'image/jpeg', bytes } },
  );
  expect(body.status, body.message).toBe(0);
  return (body.data as { picID: number }).picID;
}

describe('问吧: topics, questions, asking and answering', () => {
  it('getSubject answers the 问吧 topic for id and the 专题 for columnId; neither or both is bad input', async () => {
    const { topicId } = await createAskTopic(pub, {
      title: '湖边的问题',
      answerer: '李记者',
      role: '环保记者',
    });
    await createAskQuestion(pub, { topicId, content: '答了', answer: '是的' });
    await createAskQuestion(pub, { topicId, content: '还没答' });
    const topic = await read('getSubject', { id: topicId });
    expect(topic).toMatchObject({
      fileId: topicId,
      title: '湖边的问题',
      answerer: '李记者',
      group: '环保记者',
      countQuestion: 2,
      countAnswer: 1,
      countFan: 0,
      questionClosed: 0,
    });
    expect(await read('getSubject', { id: 99_999 })).toBe('empty');
    const special = await read('getSubject', { columnId: 51 });
    expect(special).toHaveProperty('columnID', 51);
    for (const params of [{}, { id: topicId, columnId: 51 }] as Record<string, number>[]) {
      const { statusCode } = await callAppIf(pub.app, 'getSubject', params, { token: anon });
      expect(statusCode).toBe(400);
    }
  });

  it('lists only answered questions: latest by answer time, hot by likes, 20 a page', async () => {
    const { topicId } = await createAskTopic(pub, { title: '分页话题' });
    for (let i = 0; i < 21; i++) {
      pub.clock.advance(1_000);
      await createAskQuestion(pub, {
        topicId,
        content: `问题${i}`,
        answer: `回答${i}`,
        praise: i === 3 ? 500 : i,
      });
    }
    await createAskQuestion(pub, { topicId, content: '等待回答' });
    const first = await read('questionList', { subjectID: topicId, page: 0 });
    const list = first.list as Item[];
    expect(list).toHaveLength(20);
    expect(list[0]!.question).toBe('问题20');
    expect(list.map((q) => q.question)).not.toContain('等待回答');
    expect(first).toMatchObject({ countAnswer: 21, hasMore: true, main: { fileId: topicId } });
    expect(((await read('questionList', { subjectID: topicId, page: 1 })).list as Item[]).length).toBe(1);
    const hot = (await read('questionListHot', { subjectID: topicId, page: 0 })).list as Item[];
    expect(hot[0]!.question).toBe('问题3');
  });

  it('a member follows a topic (topicSub type 3) and the fan count is counted', async () => {
    const { topicId } = await createAskTopic(pub, { title: '关注话题' });
    const [m] = await signedInMembers(pub, 1);
    const { body } = await post('topicSub', m!, { id: topicId, type: 3 });
    expect(body.data).toMatchObject({ isFollow: 1, fans: 1 });
    expect(await read('getSubject', { id: topicId })).toMatchObject({ countFan: 1 });
    const missing = await post('topicSub', m!, { id: 99_998, type: 3 });
    expect(missing.statusCode).toBe(400);
  });

  it('a question asked with a picture waits for its answer, seen by its asker only, then is public once answered', async () => {
    const { topicId } = await createAskTopic(pub, { title: '提问话题' });
    const [m, other] = await signedInMembers(pub, 2);
    const pic = await picture(m!);
    const asked = await post('ask', m!, {
      subjectID: topicId,
      question: '  <b>南岸</b>步道什么时候开放？ ',
      pic: String(pic),
      userName: '冒充的名字',
      requestKey: 'ask-key-000001',
    });
    expect(asked.body.status, asked.body.message).toBe(0);
    const id = (asked.body.data as { fileId: number }).fileId;
    // the same key again asks nothing more
    const again = await post('ask', m!, {
      subjectID: topicId,
      question: '南岸步道什么时候开放？',
      requestKey: 'ask-key-000001',
    });
    expect((again.body.data as { fileId: number }).fileId).toBe(id);

    expect(await read('questionDetail', { fileId: id })).toBe('empty');
    expect((await read('questionList', { subjectID: topicId })).list).toEqual([]);
    const mine = await callAppIf(pub.app, 'myQuestion', { userID: m!.uid }, { token: m!.token });
    const own = (mine.body.data as { list: (Item & { author: string })[] }).list;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      fileId: id,
      answered: 0,
      status: 'waiting',
      question: '<b>南岸</b>步道什么时候开放？',
    });
    expect(own[0]!.author).not.toBe('冒充的名字');
    expect(own[0]!.attachments[0]!.url).toMatch(/\/pic\/uploads\/[0-9a-f]+\.jpg$/);
    // another member's upload is not theirs to attach
    const stolen = await post('ask', other!, { subjectID: topicId, question: '借图', pic: String(pic) });
    expect(stolen.statusCode).toBe(400);
    // nobody else reads another's questions
    const peek = await callAppIf(pub.app, 'myQuestion', { userID: m!.uid }, { token: other!.token });
    expect(peek.statusCode).toBe(403);

    const waiting = await editor('GET', `ask/questions?status=waiting&topicId=${topicId}`);
    expect(waiting.json().list.map((q: { id: number }) => q.id)).toEqual([id]);
    const answered = await editor('POST', `ask/questions/${id}/answer`, { answer: '下月中旬开放。' });
    expect(answered.statusCode, answered.body).toBe(200);
    pub.clock.advance(6_000);
    expect(await read('questionDetail', { fileId: id })).toMatchObject({
      fileId: id,
      subjectID: topicId,
      content: '<b>南岸</b>步道什么时候开放？',
      answer: '下月中旬开放。',
    });
    const after = await callAppIf(pub.app, 'myQuestion', { userID: m!.uid }, { token: m!.token });
    expect((after.body.data as { list: Item[] }).list[0]).toMatchObject({ answered: 1, status: 'answered' });
  });

  it('bad input and closed topics are refused with a message, never a 5xx', async () => {
    const { topicId } = await createAskTopic(pub, { title: '关闭话题' });
    const [m] = await signedInMembers(pub, 1);
    const empty = await post('ask', m!, { subjectID: topicId, question: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('请输入内容');
    const long = await post('ask', m!, { subjectID: topicId, question: '问'.repeat(501) });
    expect(long.body.message).toBe('问题不能超过500字');
    const unknown = await post('ask', m!, { subjectID: 99_997, question: '有人吗' });
    expect(unknown.statusCode).toBe(404);
    const closed = await editor('PATCH', `ask/topics/${topicId}`, { questionClosed: true });
    expect(closed.json()).toMatchObject({ questionClosed: true, discussClosed: false });
    const refused = await post('ask', m!, { subjectID: topicId, question: '还能问吗' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('该话题已停止提问');
    expect((await editor('POST', 'ask/questions/99999999/answer', { answer: 'x' })).statusCode).toBe(404);
    expect((await editor('POST', 'ask/topics', { title: '' })).statusCode).toBe(400);
  });

  it('a question held by moderation waits in the queue (审核中 to its asker) and is let in by the newsroom', async () => {
    const { topicId } = await createAskTopic(pub, { title: '审核话题' });
    const [m] = await signedInMembers(pub, 1);
    expect((await editor('PUT', 'moderation/settings', { suspectWords: ['可疑词'] })).statusCode).toBe(200);
    try {
      const asked = await post('ask', m!, { subjectID: topicId, question: '这里有可疑词吗' });
      const id = (asked.body.data as { fileId: number }).fileId;
      const own = await callAppIf(pub.app, 'myQuestion', { userID: m!.uid }, { token: m!.token });
      expect((own.body.data as { list: Item[] }).list[0]).toMatchObject({ fileId: id, status: 'review' });
      expect((await editor('POST', `ask/questions/${id}/answer`, { answer: '先不答' })).statusCode).toBe(409);
      expect((await editor('POST', `moderation/question/${id}/approve`)).statusCode).toBe(200);
      expect((await editor('POST', `ask/questions/${id}/answer`, { answer: '答了' })).statusCode).toBe(200);
    } finally {
      await editor('PUT', 'moderation/settings', { suspectWords: [] });
    }
  });

  it('an answered question takes comments (source 4); one not answered does not', async () => {
    const { topicId } = await createAskTopic(pub, { title: '评论话题' });
    const { id } = await createAskQuestion(pub, { topicId, content: '可评论', answer: '好' });
    const { id: waiting } = await createAskQuestion(pub, { topicId, content: '未回答' });
    const [m] = await signedInMembers(pub, 1);
    const ok = await post('discuss', m!, { rootID: id, sourceType: 4, content: '有用的回答' });
    expect(ok.body.status, ok.body.message).toBe(0);
    const no = await post('discuss', m!, { rootID: waiting, sourceType: 4, content: '抢先' });
    expect(no.statusCode).toBe(404);
    // the topic's own comments (source 7), unless the newsroom closed them
    const onTopic = await post('discuss', m!, { rootID: topicId, sourceType: 7, content: '好话题' });
    expect(onTopic.body.status, onTopic.body.message).toBe(0);
    const { topicId: quiet } = await createAskTopic(pub, { title: '不评论的话题', discussClosed: true });
    const closed = await post('discuss', m!, { rootID: quiet, sourceType: 7, content: '评论' });
    expect(closed.statusCode).toBe(409);
    expect((await post('discuss', m!, { rootID: 899_999, sourceType: 7, content: '评论' })).statusCode).toBe(
      404,
    );
    // the demo site reviews comments first (auditType 1): the newsroom lets it in
    const comment = (ok.body.data as { discuss: { id: number } }).discuss.id;
    expect((await editor('POST', `comments/${comment}/approve`)).statusCode).toBe(200);
    pub.clock.advance(6_000);
    expect(await read('questionDetail', { fileId: id })).toMatchObject({ countDiscuss: 1 });
  });

  it('a member likes an answered question once however many taps race; two members count two', async () => {
    const { topicId } = await createAskTopic(pub, { title: '点赞话题' });
    const { id } = await createAskQuestion(pub, { topicId, content: '点我', answer: '好', praise: 5 });
    const [one, two] = await signedInMembers(pub, 2);
    const detail = async (m: Member) => {
      const { body } = await callAppIf(
        pub.app,
        'questionDetail',
        { fileId: id, userID: m.uid },
        { token: m.token },
      );
      expect(body.status, body.message).toBe(0);
      return body.data as { countPraise: number; praised: number };
    };
    expect(await detail(one!)).toMatchObject({ countPraise: 5, praised: 0 });
    const taps = await Promise.all(
      Array.from({ length: 20 }, () => post('questionPraise', one!, { fileId: id })),
    );
    // every tap is answered (the rate limit lets a finger's pace through), and answers the one like
    expect(taps.map((t) => t.body.data)).toEqual(Array(20).fill({ countPraise: 6, praised: 1 }));
    expect(await detail(one!)).toMatchObject({ countPraise: 6, praised: 1 });
    expect((await post('questionPraise', two!, { fileId: id })).body.data).toEqual({
      countPraise: 7,
      praised: 1,
    });
    expect(await detail(two!)).toMatchObject({ countPraise: 7, praised: 1 });
    // a visitor's read says nothing of anyone's like; no member reads another's
    expect(await read('questionDetail', { fileId: id })).toMatchObject({ countPraise: 7, praised: 0 });
    const other = await callAppIf(
      pub.app,
      'questionDetail',
      { fileId: id, userID: two!.uid },
      { token: one!.token },
    );
    expect(other.statusCode).toBe(403);
  });

  it('a like of a question not answered, unknown, or without a member is refused with a message', async () => {
    const { topicId } = await createAskTopic(pub, { title: '不能点赞的话题' });
    const { id: waiting } = await createAskQuestion(pub, { topicId, content: '未回答' });
    const [m] = await signedInMembers(pub, 1);
    for (const fileId of [waiting, 899_998]) {
      const refused = await post('questionPraise', m!, { fileId });
      expect([refused.statusCode, refused.body.message]).toEqual([404, '问题不存在或尚未回答']);
    }
    const anonymous = await callAppIf(
      pub.app,
      'questionPraise',
      { fileId: waiting, userID: m!.uid },
      {
        token: anon,
        method: 'POST',
      },
    );
    expect(anonymous.body.status).not.toBe(0);
    expect((await post('questionPraise', m!, { fileId: 'x' })).statusCode).toBe(400);
  });
});
