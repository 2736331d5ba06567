import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { circleMembers, circles } from '../../db/schema/index.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { postsFor } from './posts.ts';
import { POST_PAGE, publicPostsOfMember } from './read.ts';
import { circleItem } from './wire.ts';

/** Circles a member's page names: far more than anyone joins. */
const MAX_CIRCLES = 50;

/**
 * `circleMemberView?userID=&page=` (ours; userDetail): what every reader may see of one member in circles: the public,
 * open circles they are in (first joined first) and their public posts there, newest first, 20 a page. A private
 * circle, and what is posted in it, is its members' alone: never here. The same for every reader (cached).
 * `{circles[circle], list[post], hasMore}`; a member in no circle, or no member, answers both empty.
 */
export const circleMemberView = operation({
  name: 'circleMemberView',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
  }),
  async handle(ctx, input) {
    const joined = await ctx.db
      .select({ circle: circles })
      .from(circleMembers)
      .innerJoin(circles, eq(circles.circleId, circleMembers.circleId))
      .where(
        and(
          eq(circleMembers.uid, input.userID),
          eq(circleMembers.state, 'joined'),
          eq(circles.isPrivate, 0),
          eq(circles.closed, 0),
        ),
      )
      .orderBy(asc(circleMembers.createdAt))
      .limit(MAX_CIRCLES);
    const rows = await publicPostsOfMember(ctx.db, input.userID, input.page);
    return {
      circles: joined.map(({ circle }) => circleItem(ctx, circle)),
      list: await postsFor(ctx, rows.slice(0, POST_PAGE), null),
      hasMore: rows.length > POST_PAGE,
    };
  },
});
