import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { reporters, subscriptions, xyAccounts } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import {
  accountsByIds,
  fanCount,
  FOLLOW_KIND,
  followedIds,
  isOpenAccount,
  type FollowKind,
} from './accounts.ts';
import { followType, ownId, userIdParam, withinToggleRate } from './member.ts';
import { accountWire } from './wire.ts';
import { topicById } from '../ask/read.ts';

/** What can be followed: an open account, a reporter, or a 问吧 topic. */
async function followable(ctx: PublisherContext, kind: FollowKind, id: number): Promise<void> {
  if (kind === FOLLOW_KIND.topic) {
    if (!(await topicById(ctx.db, id))) throw badInput(`话题 ${id} 不存在`);
    return;
  }
  if (kind === FOLLOW_KIND.account) {
    const [a] = await ctx.db.select().from(xyAccounts).where(eq(xyAccounts.id, id)).limit(1);
    if (!a) throw badInput(`青岚号 ${id} 不存在`);
    if (!isOpenAccount(a)) throw badInput('该青岚号已关闭或被封禁，无法订阅');
    return;
  }
  const [r] = await ctx.db.select({ id: reporters.id }).from(reporters).where(eq(reporters.id, id)).limit(1);
  if (!r) throw badInput(`记者 ${id} 不存在`);
}

const toggleInput = z.object({
  id: intParam('id', 1, MAX_ID),
  type: followType,
  userID: userIdParam,
});

/**
 * topicSub / topicSubCancel (PUBLISHER_API §3.7, POST `siteID,id,type,userID,device`): the state asked for, whatever
 * it was before, so a repeat changes nothing and the last call wins. Answers the fan count as it now is.
 */
function toggle(name: 'topicSub' | 'topicSubCancel', following: boolean) {
  return operation({
    name,
    method: 'POST',
    access: 'member',
    input: toggleInput,
    async handle(ctx, input, caller) {
      const uid = ownId(input, caller);
      withinToggleRate(ctx, uid);
      await followable(ctx, input.type, input.id);
      const key = and(
        eq(subscriptions.uid, uid),
        eq(subscriptions.kind, input.type),
        eq(subscriptions.targetId, input.id),
      );
      if (following) {
        await ctx.db
          .insert(subscriptions)
          .values({ uid, kind: input.type, targetId: input.id, createdAt: ctx.clock.now() })
          .onConflictDoNothing();
      } else {
        await ctx.db.delete(subscriptions).where(key);
      }
      return {
        value: 'true',
        isFollow: following ? 1 : 0,
        fans: await fanCount(ctx.db, input.type, input.id),
      };
    },
  });
}

export const topicSub = toggle('topicSub', true);
export const topicSubCancel = toggle('topicSubCancel', false);

/**
 * What the member follows (PUBLISHER_API §3.7 getSubcribeXys), newest first: type 0 the accounts (closed ones left
 * out), type 1 the reporters' ids, type 3 the 问吧 topics' ids.
 */
export const getSubcribeXys = operation({
  name: 'getSubcribeXys',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam, type: followType.optional().transform((t) => t ?? 0) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const ids = await followedIds(ctx.db, uid, input.type);
    if (input.type !== FOLLOW_KIND.account) return { list: ids.map((id) => ({ id, type: input.type })) };
    const accounts = await accountsByIds(ctx.db, ctx.clock.now(), ids);
    return { list: accounts.map((a) => accountWire(ctx.publicUrl, a)) };
  },
});
