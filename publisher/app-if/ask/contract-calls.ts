import sharp from 'sharp';
import { expect } from 'vitest';
import type { AreaContractCalls } from '../../every-operation.ts';
import { createAskQuestion, createAskTopic, createMember } from '../../test-support.ts';

/**
 * A topic with an answered question, which a member likes; they follow the topic and ask with a picture (the upload
 * service's id), then read their own questions: every field of the topic, the lists, the question and the member's
 * list is filled.
 */
export const askContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700004101';
  await createMember(c.pub, { phone, password: 'contract-1' });
  await c.sso('sendCode', { phone, type: 'login' });
  const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
  const uid = Number(member.uid);
  const token = String(member.accessToken);
  const { topicId } = await createAskTopic(c.pub, { title: '契约话题', answerer: '契约记者', role: '记者' });
  const { id } = await createAskQuestion(c.pub, {
    topicId,
    content: '契约问题',
    answer: '契约回答',
    praise: 3,
  });
  await c.app('getSubject', { id: topicId }, { token: c.token, form: 'ask' });
  await c.app('questionList', { subjectID: topicId, page: 0 }, { token: c.token });
  await c.app('questionListHot', { subjectID: topicId, page: 0 }, { token: c.token });
  await c.app('questionDetail', { fileId: id }, { token: c.token });
  await c.app('questionPraise', { fileId: id, userID: uid }, { token, method: 'POST' });
  // the member's read of the question: with their like (praised 1)
  await c.app('questionDetail', { fileId: id, userID: uid }, { token });
  await c.app('topicSub', { id: topicId, type: 3, userID: uid }, { token, method: 'POST' });
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const picture = await c.app(
    'discussUpload',
    { userID: uid },
    { token, method: 'POST', file: { name: 'photo.png', type: 'image/png', bytes: png } },
  );
  const asked = await c.app(
    'ask',
    {
      userID: uid,
      subjectID: topicId,
      question: '契约提问',
      pic: String(picture.picID),
      requestKey: 'contract-ask-1',
    },
    { token, method: 'POST' },
  );
  expect(asked.value).toBe('true');
  await c.app('myQuestion', { userID: uid, page: 0 }, { token });
};
