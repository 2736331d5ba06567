import { eq, sql } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { COMMENT_STATUS, comments, type CommentStatus } from '../../db/schema/index.ts';
import type { AdapterAnswer, ModerationAdapter } from '../../moderation/adapter.ts';
import { commentPictureUrl } from './wire.ts';

async function moveTo(
  ctx: PublisherContext,
  tx: Db,
  id: number,
  status: CommentStatus,
): Promise<AdapterAnswer> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).limit(1);
  if (!row) return 'missing';
  if (row.status === COMMENT_STATUS.deleted) return 'gone';
  // the store's own change: the thread's replies and the article's count are recounted with it
  await ctx.comments.setStatus(id, status, tx);
  return {
    uid: row.uid,
    content: row.content,
    pics: row.pics.map((ref) => commentPictureUrl(ctx, ref)),
  };
}

/** Comments and replies in the moderation pipeline: a decision is the comment's status (docs/comments.md). */
export const commentModeration: ModerationAdapter = {
  kind: 'comment',
  approve: (ctx, tx, id) => moveTo(ctx, tx, id, COMMENT_STATUS.approved),
  reject: (ctx, tx, id) => moveTo(ctx, tx, id, COMMENT_STATUS.rejected),
  publicItems: (uid, limit) =>
    sql`(select count(*) from (select 1 from ${comments} c where c.uid = ${uid}
      and c.status = ${COMMENT_STATUS.approved} and c.official = 0 limit ${limit}) x)`,
};
