import { eq, sql } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { circlePosts, POST_STATUS, type PostStatus } from '../../db/schema/index.ts';
import type { AdapterAnswer, ModerationAdapter } from '../../moderation/adapter.ts';
import { movePost } from './status.ts';
import { fileUrl } from './wire.ts';

async function decide(ctx: PublisherContext, tx: Db, id: number, status: PostStatus): Promise<AdapterAnswer> {
  const [row] = await tx.select().from(circlePosts).where(eq(circlePosts.postId, id)).limit(1);
  if (!row) return 'missing';
  if (row.status === POST_STATUS.deleted) return 'gone';
  await movePost(tx, id, status);
  return { uid: row.uid, content: row.content, pics: row.attachments.map((a) => fileUrl(ctx, a.key)) };
}

/**
 * Circle posts in the moderation pipeline (docs/circle.md): approving makes a post public, rejecting (a held one, or
 * a public one reported and removed) takes it out of the circle; its author sees the newsroom's reason.
 */
export const postModeration: ModerationAdapter = {
  kind: 'post',
  approve: (ctx, tx, id) => decide(ctx, tx, id, POST_STATUS.public),
  reject: (ctx, tx, id) => decide(ctx, tx, id, POST_STATUS.rejected),
  publicItems: (uid, limit) =>
    sql`(select count(*) from (select 1 from ${circlePosts} p where p.uid = ${uid}
      and p.status = ${POST_STATUS.public} limit ${limit}) x)`,
};
