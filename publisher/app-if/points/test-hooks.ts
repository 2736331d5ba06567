import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { members } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { plainText } from '../../validation.ts';
import { intField, testHook } from '../test-hook.ts';
import { awardPoints } from './ledger.ts';

/**
 * `POST /app_if/test/points` `{uid, records:[{score, rule?, note?, daysAgo?}]}` → `{total}`: points history lines for a
 * member (`daysAgo` back from now, 0 by default), the total moved with them.
 */
export const addPoints = testHook({
  name: 'points',
  input: z.object({
    uid: intField('uid', 1, 2_147_483_647),
    records: z
      .array(
        z.object({
          score: intField('score', -100_000, 100_000),
          rule: plainText('rule', 20).optional(),
          note: plainText('note', 60).optional(),
          daysAgo: intField('daysAgo', 0, 3650).optional(),
        }),
      )
      .min(1)
      .max(200),
  }),
  async handle(ctx, input) {
    const [member] = await ctx.db.select().from(members).where(eq(members.uid, input.uid)).limit(1);
    if (!member) throw badInput(`会员 ${input.uid} 不存在`);
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      // one millisecond apart, in the order given: the last one sent is the newest
      for (const [i, r] of input.records.entries()) {
        await awardPoints(tx, {
          uid: input.uid,
          score: r.score,
          rule: r.rule ?? '阅读',
          note: r.note ?? '阅读文章',
          at: now - (r.daysAgo ?? 0) * 86_400_000 - (input.records.length - i),
        });
      }
    });
    const [after] = await ctx.db.select().from(members).where(eq(members.uid, input.uid)).limit(1);
    return { total: after?.score ?? 0 };
  },
});

export const pointsTestHooks = [addPoints];
