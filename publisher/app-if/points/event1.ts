import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { articles, members, pointEvents } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { beijingDay } from './day-score.ts';
import { awardPoints } from './ledger.ts';
import { ownMember } from './own-member.ts';
import { EVENT1_CODES, POINT_RULES, type PointEventType } from './rules.ts';

const eventTypes = Object.keys(POINT_RULES) as PointEventType[];

/**
 * event1 (spec §7 "event and event1 (points)", amuc `event/event1`: eType, member): a signed-in member read or shared
 * an article (articleID, this publisher's addition: the cap is per article). Pays the rule's points once per article
 * and day, up to the rule's daily count (rules.ts), in one transaction with the member's row locked so two taps at
 * once never pay twice. Answers as amuc does: `{eType, eStartTime, code:"1002", result:[{msg, score, code, srname}]}`
 * with code 1004 when paid and 1003 when over the rule. Visitors have no member id, so they never get here.
 */
export const event1 = operation({
  name: 'event1',
  method: 'POST',
  access: 'member',
  input: z.object({
    eType: z.enum(eventTypes, { error: `eType 必须是 ${eventTypes.join('、')} 之一` }),
    member: intParam('member', 1, MAX_ID),
    articleID: intParam('articleID', 1, MAX_ID),
  }),
  async handle(ctx, input, caller) {
    const uid = ownMember(input.member, caller);
    const rule = POINT_RULES[input.eType];
    const [article] = await ctx.db
      .select({ id: articles.fileId })
      .from(articles)
      .where(eq(articles.fileId, input.articleID))
      .limit(1);
    if (!article) throw badInput(`文章 ${input.articleID} 不存在`);
    const now = ctx.clock.now();
    const day = beijingDay(now);
    const paid = await ctx.db.transaction(async (tx) => {
      await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, uid)).for('update');
      const [today] = await tx
        .select({ n: count() })
        .from(pointEvents)
        .where(and(eq(pointEvents.uid, uid), eq(pointEvents.rule, rule.rule), eq(pointEvents.day, day)));
      if ((today?.n ?? 0) >= rule.perDay) return false;
      const fresh = await tx
        .insert(pointEvents)
        .values({ uid, rule: rule.rule, articleId: input.articleID, day, createdAt: now })
        .onConflictDoNothing()
        .returning({ uid: pointEvents.uid });
      if (fresh.length === 0) return false;
      await awardPoints(tx, { uid, score: rule.score, rule: rule.rule, note: rule.note, at: now });
      return true;
    });
    return {
      eType: input.eType,
      eStartTime: now,
      code: EVENT1_CODES.wrapper,
      result: [
        {
          msg: paid ? '计算积分成功' : '超出积分规则计分次数',
          score: paid ? rule.score : 0,
          code: paid ? EVENT1_CODES.earned : EVENT1_CODES.overRule,
          srname: rule.rule,
        },
      ],
    };
  },
});
