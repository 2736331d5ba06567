import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { circleMembers, circles } from '../../db/schema/index.ts';
import { MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { postsFor } from './posts.ts';
import { mayPost, POST_PAGE, postsOfMember } from './read.ts';
import { circleItem, memberWire } from './wire.ts';

/**
 * `myCircles` (member, `userID`; the member's page): the circles they are in or asked to join, first joined first,
 * each with their standing (`member`).
 */
export const myCircles = operation({
  name: 'myCircles',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const rows = await ctx.db
      .select({ circle: circles, role: circleMembers.role, state: circleMembers.state })
      .from(circleMembers)
      .innerJoin(circles, eq(circles.circleId, circleMembers.circleId))
      .where(eq(circleMembers.uid, uid))
      .orderBy(asc(circleMembers.createdAt))
      .limit(200);
    return {
      list: rows.map(({ circle, role, state }) => ({
        ...circleItem(ctx, circle),
        member: memberWire({ role, state }, mayPost(circle, { role, state })),
      })),
    };
  },
});

/**
 * `myCirclePosts` (member, `userID, page`): the member's own posts in every circle, newest first, 20 a page, the held
 * (审核中) and rejected ones with their reason too.
 */
export const myCirclePosts = operation({
  name: 'myCirclePosts',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam, page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const rows = await postsOfMember(ctx.db, uid, input.page);
    return { list: await postsFor(ctx, rows.slice(0, POST_PAGE), uid), hasMore: rows.length > POST_PAGE };
  },
});
