import type { AreaContractCalls } from '../../every-operation.ts';
import { addPoints, createMember } from '../../test-support.ts';

/** A member with points earned today and earlier reads the daily totals and the history. */
export const pointsContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700001401';
  const { uid } = await createMember(c.pub, { phone, password: 'contract-1' });
  await addPoints(c.pub, { uid, records: [{ score: 5, daysAgo: 2 }, { score: 10 }] });
  await c.sso('sendCode', { phone, type: 'login' });
  const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
  const token = String(member.accessToken);
  await c.app('myDayScoreSts', { userID: uid }, { token });
  await c.app('myScoreList', { userID: uid, page: 0 }, { token });
};
