import { z } from 'zod';
import { operation } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { POST_STATUS } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { dropHeld } from '../../moderation/cases.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { postById } from './read.ts';
import { movePost } from './status.ts';

/**
 * `circlePostDelete` (POST `postID, userID`): the author deletes their own post (public, held or rejected); it leaves
 * the circle and its count, and a case still waiting on it is dropped. Another's post: 403. Answers `{value:"true"}`.
 */
export const circlePostDelete = operation({
  name: 'circlePostDelete',
  method: 'POST',
  access: 'member',
  input: z.object({ postID: intParam('postID', 1, MAX_ID), userID: userIdParam }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const row = await postById(ctx.db, input.postID);
    if (!row || row.post.status === POST_STATUS.deleted)
      throw new PublisherError(404, STATUS.error, '帖子不存在');
    if (row.post.uid !== uid) throw new PublisherError(403, STATUS.error, '只能删除自己的帖子');
    await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await movePost(tx, input.postID, POST_STATUS.deleted);
      await dropHeld(tx, 'post', input.postID);
    });
    ctx.changes.notify();
    return { value: 'true' };
  },
});
