import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { circlePostLikes, circlePosts, POST_STATUS } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam, withinToggleRate } from '../subscription/member.ts';
import { circleById, membershipOf, postById, readsPosts } from './read.ts';

/**
 * `circlePostPraise` (POST `postID, userID`): the member likes a public post they may read, once: the like's row is
 * keyed by post and member, and the count moves only in the transaction that inserted it, so taps racing on several
 * devices or processes count one. Answers `{countPraise, praised: 1}`.
 */
export const circlePostPraise = operation({
  name: 'circlePostPraise',
  method: 'POST',
  access: 'member',
  input: z.object({ postID: intParam('postID', 1, MAX_ID), userID: userIdParam }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    withinToggleRate(ctx, uid);
    const row = await postById(ctx.db, input.postID);
    if (!row || row.post.status !== POST_STATUS.public)
      throw new PublisherError(404, STATUS.error, '帖子不存在');
    const circle = (await circleById(ctx.db, row.post.circleId))!;
    if (!readsPosts(circle, await membershipOf(ctx.db, circle.circleId, uid)))
      throw new PublisherError(403, STATUS.error, '加入圈子后才能点赞');
    const countPraise = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const added = await tx
        .insert(circlePostLikes)
        .values({ postId: input.postID, uid, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ uid: circlePostLikes.uid });
      const [post] =
        added.length > 0
          ? await tx
              .update(circlePosts)
              .set({ countPraise: sql`${circlePosts.countPraise} + 1` })
              .where(eq(circlePosts.postId, input.postID))
              .returning({ n: circlePosts.countPraise })
          : await tx
              .select({ n: circlePosts.countPraise })
              .from(circlePosts)
              .where(eq(circlePosts.postId, input.postID));
      return post!.n;
    });
    return { countPraise, praised: 1 };
  },
});
