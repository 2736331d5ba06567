import { z } from 'zod';
import { operation } from '../../context.ts';
import { commentReports, POST_STATUS, REPORT_TARGET } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { fileReport } from '../../moderation/cases.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { normaliseComment } from '../comments/text.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { postById } from './read.ts';
import { fileUrl } from './wire.ts';

/**
 * `circlePostExpose` (POST `postID, userID, type (0–9, as expose), reason`): a reader reports a public post (举报). The
 * report is kept with the others (comment_reports, target kind REPORT_TARGET.post: not the comment source 6, which
 * would meet a reported comment of the same id) and the post waits in the moderation's reported queue, where the
 * newsroom removes it with a reason or leaves it. Reporting again changes nothing.
 */
export const circlePostExpose = operation({
  name: 'circlePostExpose',
  method: 'POST',
  access: 'member',
  input: z.object({
    postID: intParam('postID', 1, MAX_ID),
    userID: userIdParam,
    type: optionalIntParam('type', 0, 9, 0),
    reason: z.string().max(500, '举报理由过长').optional().default(''),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const row = await postById(ctx.db, input.postID);
    if (!row || row.post.status !== POST_STATUS.public)
      throw new PublisherError(404, STATUS.error, '帖子不存在');
    const now = ctx.clock.now();
    await ctx.db
      .insert(commentReports)
      .values({
        targetKind: REPORT_TARGET.post,
        targetId: input.postID,
        uid,
        type: input.type,
        reason: normaliseComment(input.reason),
        createdAt: now,
      })
      .onConflictDoNothing();
    const { post } = row;
    await fileReport(
      ctx.db,
      'post',
      post.postId,
      { uid: post.uid, content: post.content, pics: post.attachments.map((a) => fileUrl(ctx, a.key)) },
      now,
    );
    return { value: 'true' };
  },
});
