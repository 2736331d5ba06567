import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { scoreRecords } from '../../db/schema/index.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { wireTime } from '../../wire.ts';
import { ownMember } from './own-member.ts';

export const SCORE_PAGE = 20;

/**
 * myScoreList (spec §7 "day-score list", amuc `member/scoreList`): the member's points history, newest first, 20 a
 * page (`page` 0-based); each line as event1's result items spell it (`srname` the rule, `msg`, `score`).
 */
export const myScoreList = operation({
  name: 'myScoreList',
  method: 'GET',
  access: 'member',
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
  }),
  async handle(ctx, input, caller) {
    const uid = ownMember(input.userID, caller);
    const rows = await ctx.db
      .select()
      .from(scoreRecords)
      .where(and(eq(scoreRecords.uid, uid)))
      .orderBy(desc(scoreRecords.createdAt), desc(scoreRecords.id))
      .limit(SCORE_PAGE)
      .offset(input.page * SCORE_PAGE);
    return {
      list: rows.map((r) => ({
        id: r.id,
        srname: r.rule,
        msg: r.note,
        score: r.score,
        createTime: wireTime(r.createdAt),
      })),
    };
  },
});
