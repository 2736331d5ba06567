import { z } from 'zod';
import { operation } from '../../context.ts';
import { COMMENT_STATUS } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId } from '../subscription/member.ts';

/**
 * `delMyDiscuss?userID=&fileId=<comment id>` (GET, member; PUBLISHER_API §2.1): a nested status inside the success
 * envelope: 0 删除成功 `{fileId, userID}`, 1 只能删除自己的评论, 2 评论不存在 (deleted already included). A deleted
 * top-level comment takes its thread's replies out of the counts with it.
 */
export const delMyDiscuss = operation({
  name: 'delMyDiscuss',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: intParam('userID', 1, MAX_ID), fileId: intParam('fileId', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const comment = await ctx.comments.byId(input.fileId);
    if (!comment || comment.status === COMMENT_STATUS.deleted)
      return { status: 2, message: '评论不存在', data: {} };
    if (comment.uid !== uid) return { status: 1, message: '只能删除自己的评论', data: {} };
    await ctx.comments.setStatus(comment.id, COMMENT_STATUS.deleted);
    ctx.changes.notify();
    return { status: 0, message: '删除成功', data: { fileId: comment.id, userID: uid } };
  },
});
