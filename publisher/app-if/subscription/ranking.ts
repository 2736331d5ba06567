import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { xyAccounts, xyRankVotes } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, plainText } from '../../validation.ts';
import {
  currentPeriod,
  FOLLOW_KIND,
  followedIds,
  isOpenAccount,
  RANK_CAP,
  ranking,
  votedIds,
} from './accounts.ts';
import { ownId, userIdParam, withinToggleRate } from './member.ts';
import { periodWire, rankWire } from './wire.ts';

/** The period's ranking (影响力排行榜), capped at 20 (spec §9), with the period and its rules (打榜规则). */
export const xyRank = operation({
  name: 'xyRank',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({}),
  async handle(ctx) {
    const period = await currentPeriod(ctx.db, ctx.clock.now());
    const rows = await ranking(ctx.db, period?.id ?? 0, { limit: RANK_CAP });
    return {
      period: periodWire(period),
      rules: period?.rules ?? [],
      list: rows.map((a) => rankWire(ctx.publicUrl, a)),
    };
  },
});

/** Accounts by name with their place, and the caller's own flags (PUBLISHER_API §3.7: a bare array). */
export const searchXyRank = operation({
  name: 'searchXyRank',
  method: 'GET',
  access: 'token',
  input: z.object({ key: plainText('key', 20) }),
  async handle(ctx, input, caller) {
    const period = await currentPeriod(ctx.db, ctx.clock.now());
    const rows = await ranking(ctx.db, period?.id ?? 0, { limit: RANK_CAP, nameLike: input.key });
    const uid = caller.uid;
    const [voted = [], followed = []]: number[][] = uid
      ? await Promise.all([
          period ? votedIds(ctx.db, period.id, uid) : [],
          followedIds(ctx.db, uid, FOLLOW_KIND.account),
        ])
      : [[], []];
    return rows.map((a) => ({
      ...rankWire(ctx.publicUrl, a),
      canHit: period && !voted.includes(a.id) ? 1 : 0,
      isFollow: followed.includes(a.id) ? 1 : 0,
    }));
  },
});

/**
 * A rank-vote (打榜, POST `siteID,id,userID`): once per member, account and period. The primary key decides a race
 * between two taps; a second vote, a vote outside any period or for a closed account is refused and counts nothing.
 */
export const hitXyBulletin = operation({
  name: 'hitXyBulletin',
  method: 'POST',
  access: 'member',
  input: z.object({ id: intParam('id', 1, MAX_ID), userID: userIdParam }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    withinToggleRate(ctx, uid);
    const now = ctx.clock.now();
    const period = await currentPeriod(ctx.db, now);
    if (!period) throw badInput('当前不在打榜时间内');
    const [account] = await ctx.db.select().from(xyAccounts).where(eq(xyAccounts.id, input.id)).limit(1);
    if (!account) throw badInput(`青岚号 ${input.id} 不存在`);
    if (!isOpenAccount(account)) throw badInput('该青岚号已关闭或被封禁，不能打榜');
    try {
      await ctx.db.insert(xyRankVotes).values({ periodId: period.id, uid, xyId: input.id, votedAt: now });
    } catch (error) {
      if (isUniqueViolation(error)) throw badInput('本期已为该青岚号打过榜');
      throw error;
    }
    return { value: 'true' };
  },
});

/**
 * The member's rank-votes in the current period (PUBLISHER_API §3.7 getUserHitInfo): which accounts they voted for,
 * and whether voting is open at all.
 */
export const getUserHitInfo = operation({
  name: 'getUserHitInfo',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const period = await currentPeriod(ctx.db, ctx.clock.now());
    return {
      period: periodWire(period),
      hitIds: period ? await votedIds(ctx.db, period.id, uid) : [],
    };
  },
});
