// Comment likes (issue 40, as 澎湃 shows them): one per member and comment, counted in the comment's countPraise.
// Founder's deployments answer no such operation that we know of: the shapes are ours (docs/comments.md).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { COMMENT_STATUS, commentLikes, comments } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId } from '../subscription/member.ts';
import { COMMENT_REFUSED, refuseComment } from './refusals.ts';
import { commentSourceParam } from './source.ts';

/** Likes a member may send in a second: a finger on every comment of a screen, not a script. */
const LIKES_PER_SECOND = 10;

/**
 * `discussPraise` (POST, member) `{userID, id}`: the member likes the public comment `id`. A like already given
 * counts nothing more and answers the same. `{value:"true", countPraise}`: the comment's likes now. A comment that is
 * not public (gone, waiting, rejected) answers 10204.
 */
export const discussPraise = operation({
  name: 'discussPraise',
  method: 'POST',
  access: 'member',
  input: z.object({ userID: intParam('userID', 1, MAX_ID), id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    if (!ctx.limiter.hit(`discussPraise:${uid}`, LIKES_PER_SECOND, 1000))
      throw refuseComment(COMMENT_REFUSED.tooFast, '操作过于频繁，请稍后再试', 429);
    const countPraise = await ctx.db.transaction(async (tx) => {
      const [comment] = await tx
        .select({ status: comments.status, countPraise: comments.countPraise })
        .from(comments)
        .where(eq(comments.id, input.id));
      if (comment?.status !== COMMENT_STATUS.approved) return undefined;
      const added = await tx
        .insert(commentLikes)
        .values({ commentId: input.id, uid, likedAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ uid: commentLikes.uid });
      if (added.length === 0) return comment.countPraise;
      const [row] = await tx
        .update(comments)
        .set({ countPraise: sql`${comments.countPraise} + 1` })
        .where(eq(comments.id, input.id))
        .returning({ countPraise: comments.countPraise });
      return row?.countPraise ?? comment.countPraise + 1;
    });
    if (countPraise === undefined) throw refuseComment(COMMENT_REFUSED.target, '评论不存在或已被删除');
    return { value: 'true', countPraise };
  },
});

/**
 * `myDiscussPraise?userID=&rootID=&sourceType=` (member): the public comments of one article (live, question) the
 * member liked, each with its likes now, so the page marks them and its counts agree with the like it just gave
 * (the lists are shared and a few seconds old). `{list: [{id, countPraise}]}`.
 */
export const myDiscussPraise = operation({
  name: 'myDiscussPraise',
  method: 'GET',
  access: 'member',
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    rootID: intParam('rootID', 1, MAX_ID),
    sourceType: commentSourceParam('sourceType'),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const liked = ctx.db.select({ id: commentLikes.commentId }).from(commentLikes).where(eq(commentLikes.uid, uid));
    const list = await ctx.db
      .select({ id: comments.id, countPraise: comments.countPraise })
      .from(comments)
      .where(
        and(
          eq(comments.articleId, input.rootID),
          eq(comments.source, input.sourceType),
          eq(comments.status, COMMENT_STATUS.approved),
          inArray(comments.id, liked),
        ),
      )
      .orderBy(comments.id);
    return { list };
  },
});
