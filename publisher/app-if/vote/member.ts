import { z } from 'zod';
import { operation } from '../../context.ts';
import type { VoteRow } from '../../db/schema/index.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { intParam, jsonObject, MAX_ID } from '../../validation.ts';
import { checkSignForm } from '../activity/sign-form.ts';
import { isBegin } from './wire.ts';

const DAY = 86_400_000;
/** Limits are per day in Beijing time (UTC+8): the day number since the epoch. */
export const voteDay = (now: number) => Math.floor((now + 8 * 3_600_000) / DAY);

export async function voteOr404(
  ctx: { votes: { vote: (id: number) => Promise<VoteRow | undefined> } },
  id: number,
) {
  const v = await ctx.votes.vote(id);
  if (!v) throw new PublisherError(404, STATUS.error, `投票 ${id} 不存在`);
  return v;
}

/** What the user-info box asks, checked as the sign-up form's fields are (required, formats, no markup). */
export function checkVoteInfo(v: VoteRow, sent: Record<string, unknown>, now: number) {
  return checkSignForm(
    v.userInfoRule.map((f) => ({ ...f, unique: false, options: [] })),
    sent,
    now,
  );
}

/**
 * `voteResult` (POST, member): the member's standing in the vote today: votes left in all and per option voted for,
 * the limits, and whether the user-info box must be filled in first (`needInfo` 1).
 */
export const voteResult = operation({
  name: 'voteResult',
  method: 'POST',
  access: 'member',
  input: z.object({ voteID: intParam('voteID', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const v = await voteOr404(ctx, input.voteID);
    const uid = caller.uid ?? 0;
    const now = ctx.clock.now();
    const [tally, info] = await Promise.all([
      ctx.votes.tally(v.voteId, uid, voteDay(now)),
      v.userInfoRule.length > 0 ? ctx.votes.memberInfo(v.voteId, uid) : Promise.resolve({}),
    ]);
    return {
      voteID: String(v.voteId),
      isbegin: isBegin(v, now),
      dayLimit: v.dayLimit,
      dayLeft: v.dayLimit > 0 ? Math.max(0, v.dayLimit - tally.total) : -1,
      optionLimit: v.optionDayLimit,
      voted: [...tally.perOption].map(([optionID, used]) => ({ optionID, used })),
      needInfo: info ? 0 : 1,
    };
  },
});

/** `saveVoteUserInfo` (POST, member): the user-info box's answers (`userInfo`, JSON), checked and kept once. */
export const saveVoteUserInfo = operation({
  name: 'saveVoteUserInfo',
  method: 'POST',
  access: 'member',
  input: z.object({
    voteID: intParam('voteID', 1, MAX_ID),
    userInfo: z.string({ error: '缺少参数 userInfo' }).max(4_000, '投票信息过长'),
  }),
  async handle(ctx, input, caller) {
    const v = await voteOr404(ctx, input.voteID);
    const sent = jsonObject(input.userInfo, '投票信息格式不正确');
    const checked = checkVoteInfo(v, sent, ctx.clock.now());
    if ('problem' in checked) throw badInput(checked.problem);
    // the first answers stand: a second box (another tab) changes nothing and is no error
    await ctx.votes.saveMemberInfo(v.voteId, caller.uid ?? 0, checked.values);
    return { value: 'true' };
  },
});
