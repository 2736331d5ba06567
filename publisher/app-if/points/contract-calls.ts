import type { AreaContractCalls } from '../../every-operation.ts';
import { addPoints, createArticle, createMember, issueCertificate } from '../../test-support.ts';

/** A member with points earned today and earlier, and a certificate, reads the daily totals, history, certificates. */
export const pointsContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700001401';
  const { uid } = await createMember(c.pub, { phone, password: 'contract-1' });
  await addPoints(c.pub, { uid, records: [{ score: 5, daysAgo: 2 }, { score: 10 }] });
  const { fileId } = await createArticle(c.pub, { title: '我的投稿', content: '<p>投稿正文</p>' });
  await issueCertificate(c.pub, { uid, fileId });
  await c.sso('sendCode', { phone, type: 'login' });
  const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
  const token = String(member.accessToken);
  await c.app('myDayScoreSts', { userID: uid }, { token });
  await c.app('myScoreList', { userID: uid, page: 0 }, { token });
  await c.app('myCertificates', { userID: uid }, { token });
  // reading an article earns points (event1)
  await c.app('event1', { eType: '浏览', member: uid, articleID: fileId }, { token, method: 'POST' });
};
