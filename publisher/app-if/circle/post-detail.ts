import { z } from 'zod';
import { operation } from '../../context.ts';
import { POST_STATUS } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { readerOf } from '../subscription/member.ts';
import { postsFor } from './posts.ts';
import { circleById, membershipOf, postById, readsPosts } from './read.ts';
import { circleItem } from './wire.ts';

/**
 * `circlePostDetail` (spec §7 "post detail": `postID`, `userID` for the reader's like and own post): the post and its
 * `circle`. Unknown, deleted, or held or rejected and not the reader's: `data:"empty"`. In a private circle the
 * reader is not a member of, or a closed one: `locked` 1 with the circle and no post.
 */
export const circlePostDetail = operation({
  name: 'circlePostDetail',
  method: 'GET',
  access: 'token',
  input: z.object({
    postID: intParam('postID', 1, MAX_ID),
    userID: intParam('userID', 1, MAX_ID).optional(),
  }),
  async handle(ctx, input, caller) {
    const uid = readerOf(input.userID, caller);
    const row = await postById(ctx.db, input.postID);
    if (!row || row.post.status === POST_STATUS.deleted) return 'empty';
    if (row.post.status !== POST_STATUS.public && row.post.uid !== uid) return 'empty';
    const circle = (await circleById(ctx.db, row.post.circleId))!;
    if (circle.closed === 1 || !readsPosts(circle, await membershipOf(ctx.db, circle.circleId, uid)))
      return { locked: 1, circle: circleItem(ctx, circle) };
    const [post] = await postsFor(ctx, [row], uid);
    return { ...post!, locked: 0, circle: circleItem(ctx, circle) };
  },
});
