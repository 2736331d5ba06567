// What a circle's keepers do, one way for both doors: the newsroom's editor API (publisher/editor/circles.ts) and the
// keepers themselves in the app (keeper.ts, with a member's token, checked to be a keeper of that circle).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { circleMembers, circleNotices, circlePosts, circles, members } from '../../db/schema/index.ts';

export const countMembers = (tx: Db, circleId: number) =>
  tx
    .update(circles)
    .set({
      countMember: sql`(select count(*)::int from ${circleMembers} m where m.circle_id = ${circleId} and m.state = 'joined')`,
    })
    .where(eq(circles.circleId, circleId));

/** The requests to join that wait for a keeper, oldest first. */
export const joinRequests = (db: Db, circleId: number) =>
  db
    .select({
      uid: circleMembers.uid,
      nickname: members.nickname,
      headRef: members.headRef,
      createdAt: circleMembers.createdAt,
    })
    .from(circleMembers)
    .innerJoin(members, eq(members.uid, circleMembers.uid))
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.state, 'requested')))
    .orderBy(asc(circleMembers.createdAt));

/**
 * A join request decided: approved, the member joins; refused, the request is dropped (they may ask again). False
 * when no such request waits.
 */
export async function decideJoin(
  ctx: PublisherContext,
  circleId: number,
  uid: number,
  verdict: 'approve' | 'reject',
): Promise<boolean> {
  const request = and(
    eq(circleMembers.circleId, circleId),
    eq(circleMembers.uid, uid),
    eq(circleMembers.state, 'requested'),
  );
  const done = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const rows =
      verdict === 'approve'
        ? await tx.update(circleMembers).set({ state: 'joined' }).where(request).returning()
        : await tx.delete(circleMembers).where(request).returning();
    await countMembers(tx, circleId);
    return rows.length > 0;
  });
  if (done) ctx.changes.notify();
  return done;
}

/** A post pinned to the head of its circle's lists, or let go; false when there is no such post. */
export async function pinPost(ctx: PublisherContext, postId: number, pinned: boolean): Promise<boolean> {
  const [row] = await ctx.db
    .update(circlePosts)
    .set({ pinned: pinned ? 1 : 0 })
    .where(eq(circlePosts.postId, postId))
    .returning({ id: circlePosts.postId });
  if (row) ctx.changes.notify();
  return !!row;
}

/** A notice written in the circle (HTML, sanitised where it is shown); `uid` 0 for the newsroom. Its id. */
export async function addNotice(
  ctx: PublisherContext,
  circleId: number,
  notice: { title: string; content: string; pinned: boolean; uid: number },
): Promise<number> {
  const [row] = await ctx.db
    .insert(circleNotices)
    .values({
      circleId,
      title: notice.title,
      content: notice.content,
      uid: notice.uid,
      pinned: notice.pinned ? 1 : 0,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: circleNotices.noticeId });
  ctx.changes.notify();
  return row!.id;
}
