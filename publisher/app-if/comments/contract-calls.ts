import sharp from 'sharp';
import { expect } from 'vitest';
import type { AreaContractCalls } from '../../every-operation.ts';
import { createArticle, createComment, createMember } from '../../test-support.ts';

export const commentsContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700009401';
  await createMember(c.pub, { phone, password: 'contract-1' });
  await c.sso('sendCode', { phone, type: 'login' });
  const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
  const uid = Number(member.uid);
  const token = String(member.accessToken);
  const { fileId } = await createArticle(c.pub, { title: '契约评论稿件', content: '<p>正文</p>' });
  // a liked comment with replies, one answering another, so every field of a thread is filled
  const { id, replyIds } = await createComment(c.pub, { articleId: fileId, praise: 9, replies: 2 });
  await createComment(c.pub, { articleId: fileId, parentId: replyIds[0]!, content: '回复的回复' });
  await c.app('discussView', { id: fileId, source: 0, page: 0 }, { token: c.token });
  await c.app('discussHot', { id: fileId, source: 0 }, { token: c.token });
  await c.app('discussReply', { id, page: 0 }, { token: c.token });
  await c.app('discussCount', { id: fileId, source: 0 }, { token: c.token });
  await c.app('discussViewMember', { id: fileId, source: 0, page: 0, userID: uid }, { token });
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
  const picture = await c.app(
    'discussUpload',
    { userID: uid },
    { token, method: 'POST', file: { name: 'photo.png', type: 'image/png', bytes: png } },
  );
  const posted = await c.app(
    'discuss',
    {
      rootID: fileId,
      userID: uid,
      content: '契约评论',
      requestKey: 'contract-key-1',
      pics: String(picture.picID),
    },
    { token, method: 'POST' },
  );
  expect(posted.value).toBe('true');
  await c.app('myDiscuss', { userID: uid, rootID: fileId }, { token });
  // the member's page: every comment of theirs
  await c.app('myDiscuss', { userID: uid, page: 0 }, { token, form: 'member' });
  await c.app(
    'expose',
    { userID: uid, rootID: id, sourceType: 1, type: 1, reason: '不实信息' },
    { token, method: 'POST' },
  );
  const own = (posted.discuss as { id: number }).id;
  await c.app('delMyDiscuss', { userID: uid, fileId: own }, { token });
};
