import sharp from 'sharp';
import { expect } from 'vitest';
import type { AreaContractCalls } from '../../every-operation.ts';
import { createMember, editorHeaders } from '../../test-support.ts';

/**
 * A member submits an inquiry with a picture; the newsroom accepts it, passes it on and replies; the member follows
 * up and rates it: every field of qaDetail (both generations), qaForm and myQA is filled.
 */
export const qaContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700004102';
  await createMember(c.pub, { phone, password: 'contract-1' });
  await c.sso('sendCode', { phone, type: 'login' });
  const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
  const uid = Number(member.uid);
  const token = String(member.accessToken);
  const form = await c.app('qaForm', {}, { token: c.token });
  const [department] = form.departments as { id: number }[];
  const [category] = form.categories as { id: number }[];
  const [region] = form.regions as { id: number }[];
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#63a' } })
    .png()
    .toBuffer();
  const picture = await c.app(
    'discussUpload',
    { userID: uid },
    { token, method: 'POST', file: { name: 'photo.png', type: 'image/png', bytes: png } },
  );
  const saved = await c.app(
    'saveQa',
    {
      userID: uid,
      title: '契约问政',
      content: '契约问政内容',
      realName: '张三',
      phone: '13800001234',
      groupID: category!.id,
      regionId: region!.id,
      departmentId: department!.id,
      location: '青岚区',
      pics: String(picture.picID),
      requestKey: 'contract-qa-1',
    },
    { token, method: 'POST' },
  );
  const id = Number(saved.fileId);
  const move = (body: object) =>
    c.pub.app.inject({
      method: 'POST',
      url: `/editor/api/qa/inquiries/${id}/steps`,
      headers: editorHeaders,
      payload: body,
    });
  for (const body of [
    { move: 'accept' },
    { move: 'pass', departmentId: department!.id },
    { move: 'reply', content: '契约回复' },
  ])
    expect((await move(body)).statusCode).toBe(201);
  await c.app('qaFollowUp', { userID: uid, fileId: id, content: '契约追问' }, { token, method: 'POST' });
  await c.app(
    'qaRate',
    { userID: uid, fileId: id, rating: 4, comment: '契约评价' },
    { token, method: 'POST' },
  );
  await c.app('qaDetail', { fileId: id }, { token: c.token });
  await c.app('qaDetail', { fileId: id }, { token: c.token, form: 'new' });
  await c.app('myQA', { userID: uid, page: 0 }, { token });
};
