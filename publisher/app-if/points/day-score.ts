import { and, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { members, scoreRecords } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownMember } from './own-member.ts';

const DAY = 86_400_000;
const BEIJING = 8 * 3_600_000;
/** the days the daily totals cover, today included */
export const SCORE_DAYS = 7;

/** "2026-11-24", the Beijing calendar day of `ms`. */
export function beijingDay(ms: number): string {
  return new Date(ms + BEIJING).toISOString().slice(0, 10);
}

/**
 * myDayScoreSts (spec §7 "daily score totals"): the member's points total (a string, as amuc's `member/score`
 * sends it) and what they earned on each of the last seven days, today first, days without points as 0.
 */
export const myDayScoreSts = operation({
  name: 'myDayScoreSts',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: intParam('userID', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const uid = ownMember(input.userID, caller);
    const now = ctx.clock.now();
    const todayStart = Math.floor((now + BEIJING) / DAY) * DAY - BEIJING;
    const since = todayStart - (SCORE_DAYS - 1) * DAY;
    const [member] = await ctx.db
      .select({ score: members.score })
      .from(members)
      .where(eq(members.uid, uid))
      .limit(1);
    const rows = await ctx.db
      .select({
        day: sql<number>`floor((${scoreRecords.createdAt} + ${BEIJING}) / ${DAY})`.mapWith(Number),
        score: sql<number>`sum(${scoreRecords.score})`.mapWith(Number),
      })
      .from(scoreRecords)
      .where(and(eq(scoreRecords.uid, uid), gte(scoreRecords.createdAt, since)))
      .groupBy(sql`1`);
    const byDay = new Map(rows.map((r) => [beijingDay(r.day * DAY), r.score]));
    const list = Array.from({ length: SCORE_DAYS }, (_, i) => {
      const day = beijingDay(todayStart - i * DAY);
      return { day, score: byDay.get(day) ?? 0 };
    });
    return { score: String(member?.score ?? 0), todayScore: list[0]!.score, list };
  },
});
