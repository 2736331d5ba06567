import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import type { VoteRefusal } from './ballot-box.ts';
import { codeKeyParam } from './captcha.ts';
import { voteDay, voteOr404 } from './member.ts';
import { cachedRecordKey, openVoteRecord } from './record-cipher.ts';
import { isBegin } from './wire.ts';

/** How far a record's time may be from the publisher's: a record kept longer is refused. */
export const RECORD_WINDOW_MS = 5 * 60_000;

/** The messages a reader sees when a vote is not counted. */
export const VOTE_REFUSALS = {
  notBegun: '投票未开始',
  ended: '投票已结束',
  codeExpired: '验证码已失效，请重新获取',
  codeWrong: '验证码错误',
  badRecord: '投票记录无效',
  oldRecord: '投票记录已过期，请重新投票',
  otherVote: '该选项不属于本次投票',
  needInfo: '请先填写投票信息',
  dayLimit: '今日投票次数已用完',
  optionLimit: '今日为该选项投票次数已用完',
  replayed: '该投票记录已使用',
} as const;

const refused = (message: string) => new PublisherError(409, STATUS.error, message);
/** How each refusal reaches the reader: what the reader sent is wrong (400), or the vote cannot count now (409). */
const refusal: Record<VoteRefusal, PublisherError> = {
  codeExpired: badInput(VOTE_REFUSALS.codeExpired),
  codeWrong: badInput(VOTE_REFUSALS.codeWrong),
  badRecord: badInput(VOTE_REFUSALS.badRecord),
  oldRecord: badInput(VOTE_REFUSALS.oldRecord),
  otherVote: badInput(VOTE_REFUSALS.otherVote),
  needInfo: refused(VOTE_REFUSALS.needInfo),
  dayLimit: refused(VOTE_REFUSALS.dayLimit),
  optionLimit: refused(VOTE_REFUSALS.optionLimit),
  replayed: refused(VOTE_REFUSALS.replayed),
};

/**
 * `recordVoteCountAndLog` (POST, member): one vote. `record` is the SM4-sealed {voteID, optionID, userID, t, nonce}
 * (spec §7: "encrypted with a block cipher"; docs/vote-record.md); `codeKey` and `verifyCode` the image code it
 * answers. In order: the window (isbegin), the code (taken out whatever the answer: one use), the record (opens,
 * names this vote, this member, a recent time), the option (of this vote), the user info, a replayed nonce, the
 * limits. The window and the record are checked here; the rest in the ballot box's batch (ballot-box.ts), in the
 * same order. Answers the option's new count and rank and the votes left today.
 */
export const recordVoteCountAndLog = operation({
  name: 'recordVoteCountAndLog',
  method: 'POST',
  access: 'member',
  input: z.object({
    voteID: intParam('voteID', 1, MAX_ID),
    codeKey: codeKeyParam,
    verifyCode: z
      .string({ error: VOTE_REFUSALS.codeWrong })
      .trim()
      .regex(/^[A-Za-z0-9]{1,8}$/, VOTE_REFUSALS.codeWrong),
    record: z.string({ error: VOTE_REFUSALS.badRecord }).max(1_024, VOTE_REFUSALS.badRecord),
  }),
  async handle(ctx, input, caller) {
    const uid = caller.uid ?? 0;
    const v = await voteOr404(ctx, input.voteID);
    const now = ctx.clock.now();
    const phase = isBegin(v, now);
    if (phase === 0) throw refused(VOTE_REFUSALS.notBegun);
    if (phase === 2) throw refused(VOTE_REFUSALS.ended);

    const site = await ctx.sites.get();
    const record = await openVoteRecord(
      input.record,
      await cachedRecordKey(String(site?.config.encryptKey4 ?? '')),
    );
    const opened = record && record.voteID === v.voteId && record.userID === uid;
    const day = voteDay(now);
    const cast = await ctx.votes.cast({
      voteId: v.voteId,
      optionId: opened ? record.optionID : 0,
      uid,
      day,
      nonce: opened ? record.nonce : '',
      ip: caller.ip,
      dayLimit: v.dayLimit,
      optionDayLimit: v.optionDayLimit,
      code: { codeKey: input.codeKey, answer: input.verifyCode.toUpperCase(), now },
      // told only once the code has passed, as the checks' order wants
      refusal: !opened ? 'badRecord' : Math.abs(record.t - now) > RECORD_WINDOW_MS ? 'oldRecord' : undefined,
      needsInfo: v.userInfoRule.length > 0,
    });
    if (typeof cast === 'string') throw refusal[cast];
    return {
      result: 'true',
      optionID: record!.optionID,
      count: cast.count,
      rank: cast.rank,
      dayLeft: v.dayLimit > 0 ? Math.max(0, v.dayLimit - cast.dayUsed) : -1,
      optionLeft: v.optionDayLimit > 0 ? Math.max(0, v.optionDayLimit - cast.optionUsed) : -1,
    };
  },
});
