import type { AreaContractCalls } from '../../every-operation.ts';
import { createMember, createVote, voteCaptchaAnswer } from '../../test-support.ts';
import { newNonce, recordKey, sealVoteRecord } from './record-cipher.ts';

export const voteContractCalls: AreaContractCalls = async (c) => {
  const phone = '13700001991';
  await createMember(c.pub, { phone, password: 'contract-1' });
  await c.sso('sendCode', { phone, type: 'login' });
  const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
  const as = { token: String(member.accessToken), method: 'POST' as const };
  const uid = Number(member.uid);
  const { voteId, optionIds } = await createVote(c.pub, { title: '契约投票' });
  await c.app('getVoteInfo', { voteID: voteId }, { token: c.token });
  await c.app('getVoteOptions', { voteID: voteId, page: 0 }, { token: c.token });
  await c.app('getVoteOption', { optionID: optionIds[0]! }, { token: c.token });
  await c.app('getVoteOptionsByName', { voteID: voteId, name: '选项' }, { token: c.token });
  await c.app('saveVoteUserInfo', { voteID: voteId, userInfo: JSON.stringify({ name: '契约', phone }) }, as);
  const codeKey = 'contract-code-key-0001';
  const { answer } = await voteCaptchaAnswer(c.pub, codeKey);
  const record = await sealVoteRecord(
    { voteID: voteId, optionID: optionIds[0]!, userID: uid, t: c.pub.clock.now(), nonce: newNonce() },
    await recordKey('qinglan-demo-key'),
  );
  await c.app('recordVoteCountAndLog', { voteID: voteId, codeKey, verifyCode: answer, record }, as);
  await c.app('voteResult', { voteID: voteId }, as);
};
