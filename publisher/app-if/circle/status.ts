import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  circlePosts,
  circles,
  POST_STATUS,
  type CirclePostRow,
  type PostStatus,
} from '../../db/schema/index.ts';

/**
 * Moves a post to `status` in `tx`, the circle's public post count with it (one public post more or less), and
 * answers the row as it was; undefined when there is no such post.
 */
export async function movePost(
  tx: Db,
  postId: number,
  status: PostStatus,
): Promise<CirclePostRow | undefined> {
  const [before] = await tx
    .select()
    .from(circlePosts)
    .where(eq(circlePosts.postId, postId))
    .limit(1)
    .for('update');
  if (!before) return undefined;
  await tx.update(circlePosts).set({ status }).where(eq(circlePosts.postId, postId));
  const delta = Number(status === POST_STATUS.public) - Number(before.status === POST_STATUS.public);
  if (delta !== 0)
    await tx
      .update(circles)
      .set({ countPost: sql`${circles.countPost} + ${delta}` })
      .where(eq(circles.circleId, before.circleId));
  return before;
}
