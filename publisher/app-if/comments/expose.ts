import { z } from 'zod';
import { operation } from '../../context.ts';
import { COMMENT_STATUS, commentReports, REPORT_TARGET } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { fileReport } from '../../moderation/cases.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { ownId } from '../subscription/member.ts';
import { normaliseComment } from './text.ts';
import { commentPictureUrl } from './wire.ts';

/**
 * `expose` (POST, member; PUBLISHER_API §3.4 `userID, userName, reason, rootID, sourceType (0 article, 1 comment),
 * type (0–9)`): a reader reports an article or a comment to the newsroom; a public comment goes to the moderation's
 * reported queue (docs/moderation.md). Reporting the same thing again changes nothing. Answers `{value:"true"}`.
 */
export const expose = operation({
  name: 'expose',
  method: 'POST',
  access: 'member',
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    rootID: intParam('rootID', 1, MAX_ID),
    sourceType: optionalIntParam('sourceType', 0, 1, 1),
    type: optionalIntParam('type', 0, 9, 0),
    reason: z.string().max(500, '举报理由过长').optional().default(''),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const comment = input.sourceType === 1 ? await ctx.comments.byId(input.rootID) : undefined;
    const exists = input.sourceType === 1 ? comment : await ctx.articles.article(input.rootID);
    if (!exists) throw badInput(input.sourceType === 1 ? '评论不存在' : '稿件不存在');
    await ctx.db
      .insert(commentReports)
      .values({
        targetKind: input.sourceType === 1 ? REPORT_TARGET.comment : REPORT_TARGET.article,
        targetId: input.rootID,
        uid,
        type: input.type,
        reason: normaliseComment(input.reason),
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
    // a public comment reported waits in the newsroom's reported queue (one that waits already stays where it is)
    if (comment?.status === COMMENT_STATUS.approved) {
      const pics = comment.pics.map((ref) => commentPictureUrl(ctx, ref));
      await fileReport(
        ctx.db,
        'comment',
        comment.id,
        { uid: comment.uid, content: comment.content, pics },
        ctx.clock.now(),
      );
    }
    return { value: 'true' };
  },
});
