import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { circleMembers, circles } from '../../db/schema/index.ts';
import { PublisherError, STATUS } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId, userIdParam, withinToggleRate } from '../subscription/member.ts';
import { circleById, mayPost, membershipOf } from './read.ts';
import { memberWire } from './wire.ts';

const input = z.object({ circleID: intParam('circleID', 1, MAX_ID), userID: userIdParam });

const moveCount = (tx: Db, circleId: number, delta: number) =>
  tx
    .update(circles)
    .set({ countMember: sql`${circles.countMember} + ${delta}` })
    .where(eq(circles.circleId, circleId));

async function openCircle(ctx: { db: Db }, circleId: number) {
  const circle = await circleById(ctx.db, circleId);
  if (!circle) throw new PublisherError(404, STATUS.error, '圈子不存在');
  if (circle.closed === 1) throw new PublisherError(409, STATUS.error, '该圈子已关闭');
  return circle;
}

/**
 * `circleJoin` (POST `circleID, userID`): a public circle is joined at once; a private one is asked to join, and the
 * member waits (state 1, 审核中) until a keeper approves (editor API). Joining again changes nothing. Answers the
 * reader's `member` standing as circleDetail sends it.
 */
export const circleJoin = operation({
  name: 'circleJoin',
  method: 'POST',
  access: 'member',
  input,
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    withinToggleRate(ctx, uid);
    const circle = await openCircle(ctx, input.circleID);
    const state = circle.isPrivate === 1 ? 'requested' : 'joined';
    await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const added = await tx
        .insert(circleMembers)
        .values({ circleId: circle.circleId, uid, role: 'member', state, createdAt: ctx.clock.now() })
        .onConflictDoNothing()
        .returning({ uid: circleMembers.uid });
      if (added.length > 0 && state === 'joined') await moveCount(tx, circle.circleId, 1);
    });
    ctx.changes.notify();
    const membership = await membershipOf(ctx.db, circle.circleId, uid);
    return memberWire(membership, mayPost(circle, membership));
  },
});

/**
 * `circleQuit` (POST `circleID, userID`): leaves the circle, or withdraws a request to join. A circle's last keeper
 * cannot leave it (409: the newsroom names another first). Answers the standing (state 0).
 */
export const circleQuit = operation({
  name: 'circleQuit',
  method: 'POST',
  access: 'member',
  input,
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    withinToggleRate(ctx, uid);
    const circle = await openCircle(ctx, input.circleID);
    await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const here = and(eq(circleMembers.circleId, circle.circleId), eq(circleMembers.uid, uid));
      const [row] = await tx.select().from(circleMembers).where(here).for('update');
      if (!row) return;
      if (row.role === 'keeper') {
        const [keepers] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(circleMembers)
          .where(and(eq(circleMembers.circleId, circle.circleId), eq(circleMembers.role, 'keeper')));
        if ((keepers?.n ?? 0) <= 1) throw new PublisherError(409, STATUS.error, '圈主不能退出圈子');
      }
      await tx.delete(circleMembers).where(here);
      if (row.state === 'joined') await moveCount(tx, circle.circleId, -1);
    });
    ctx.changes.notify();
    return memberWire(undefined, false);
  },
});
