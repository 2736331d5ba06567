import { z } from 'zod';
import { operation } from '../../context.ts';
import { rejectionReasons } from '../../moderation/cases.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { readerOf } from '../subscription/member.ts';
import { circleById, likedBy, membershipOf, postPage, readsPosts, type PostWithAuthor } from './read.ts';
import { postWire } from './wire.ts';
import type { PublisherContext } from '../../context.ts';

/** Posts as a reader sees them: their likes marked, the reasons of their own rejected posts beside them. */
export async function postsFor(ctx: PublisherContext, rows: PostWithAuthor[], uid: number | null) {
  const ids = rows.map((r) => r.post.postId);
  const [liked, reasons] = await Promise.all([
    likedBy(ctx.db, uid, ids),
    rejectionReasons(
      ctx.db,
      'post',
      rows.filter((r) => r.post.status === 2).map((r) => r.post.postId),
    ),
  ]);
  return rows.map((r) =>
    postWire(ctx, r, { praised: liked.has(r.post.postId), rejectReason: reasons.get(r.post.postId) }),
  );
}

/**
 * `circlePostList` (spec §7 "post list": `circleID`, `listType` 1 newest or 2 hottest, `page` 0-based, 20 a page,
 * `userID` for the reader's likes and own held posts): pinned posts first on the first page. A private circle's posts
 * are its members' alone: anyone else is answered `locked` 1 and no posts. An unknown circle is `data:"empty"`.
 */
export const circlePostList = operation({
  name: 'circlePostList',
  method: 'GET',
  access: 'token',
  input: z.object({
    circleID: intParam('circleID', 1, MAX_ID),
    listType: optionalIntParam('listType', 1, 2, 1),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
    userID: intParam('userID', 1, MAX_ID).optional(),
  }),
  async handle(ctx, input, caller) {
    const uid = readerOf(input.userID, caller);
    const circle = await circleById(ctx.db, input.circleID);
    if (!circle) return 'empty';
    if (circle.closed === 1 || !readsPosts(circle, await membershipOf(ctx.db, circle.circleId, uid)))
      return { list: [], hasMore: false, locked: 1 };
    const { rows, hasMore } = await postPage(
      ctx.db,
      circle.circleId,
      input.listType as 1 | 2,
      input.page,
      uid,
    );
    return { list: await postsFor(ctx, rows, uid), hasMore, locked: 0 };
  },
});
