import { expect } from 'vitest';
import sharp from 'sharp';
import type { AreaContractCalls } from '../../every-operation.ts';
import { createActivity, createMember } from '../../test-support.ts';

export const activityContractCalls: AreaContractCalls = async (c) => {
  const [entrant, merchant] = await Promise.all(
    ['13700001301', '13700001302'].map(async (phone) => {
      await createMember(c.pub, { phone, password: 'contract-1' });
      await c.sso('sendCode', { phone, type: 'login' });
      const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
      return { uid: Number(member.uid), token: String(member.accessToken) };
    }),
  );
  const { fileId } = await createActivity(c.pub, {
    title: '契约活动',
    form: 'rich',
    verifiers: [{ shopSite: 'front-desk', uid: merchant!.uid }],
  });
  await c.app('activityCats', {}, { token: c.token });
  await c.app('activityList', { catID: -1, page: 0 }, { token: c.token });
  await c.app('activityDetail', { fileId }, { token: c.token });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  const upload = await c.app(
    'activityUpload',
    { picture: `data:image/png;base64,${png.toString('base64')}` },
    { token: entrant!.token, method: 'POST' },
  );
  const form = {
    entry_realName: '契约',
    entry_phone: '13700001301',
    entry_idCard: '11010519491231002X',
    entry_group: '青年组',
    entry_sex: '女',
    entry_topics: ['自然风光'],
    entry_date: '2031-01-01',
    entry_photo: `upload:${String(upload.picID)}`,
  };
  const signed = await c.app(
    'activityRegist',
    { fileId, signForm: JSON.stringify(form) },
    { token: entrant!.token, method: 'POST' },
  );
  expect(signed.registCode).toEqual(expect.any(String));
  await c.app('entryList', { fileId }, { token: c.token });
  await c.app(
    'checkEntryRepeatField',
    { fileId, field: 'entry_phone', value: '13700001301' },
    { token: c.token },
  );
  await c.app('myActivityList', { page: 0 }, { token: entrant!.token });
  // the entry and its voucher, answered on the web as in the app
  await c.app('getActivityVoucher', { fileId }, { token: entrant!.token, method: 'POST' });
  await c.app(
    'activityVerify',
    { activityID: fileId, registCode: String(signed.registCode), shopSite: 'front-desk', action: 'use' },
    { token: merchant!.token, method: 'POST' },
  );
};
