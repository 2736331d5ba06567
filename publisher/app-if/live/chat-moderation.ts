import { eq, sql } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { LIVE_DISCUSS_STATUS, liveDiscuss, type LiveDiscussStatus } from '../../db/schema/index.ts';
import type { AdapterAnswer, ModerationAdapter } from '../../moderation/adapter.ts';

async function moveTo(
  ctx: PublisherContext,
  tx: Db,
  id: number,
  status: LiveDiscussStatus,
): Promise<AdapterAnswer> {
  const [before] = await tx.select().from(liveDiscuss).where(eq(liveDiscuss.id, id)).limit(1);
  if (!before) return 'missing';
  await ctx.live.setDiscussStatus(id, status, tx);
  const facts = { uid: before.uid, content: before.content, pics: [] };
  // a message that just became public reaches the live's readers; one public already was pushed when it did
  return status === LIVE_DISCUSS_STATUS.public && before.status !== status
    ? { ...facts, after: () => ctx.live.announceDiscuss(id) }
    : facts;
}

/** A live's chat in the moderation pipeline: a decision is the message's status. */
export const chatModeration: ModerationAdapter = {
  kind: 'chat',
  approve: (ctx, tx, id) => moveTo(ctx, tx, id, LIVE_DISCUSS_STATUS.public),
  reject: (ctx, tx, id) => moveTo(ctx, tx, id, LIVE_DISCUSS_STATUS.rejected),
  publicItems: (uid, limit) =>
    sql`(select count(*) from (select 1 from ${liveDiscuss} d where d.uid = ${uid}
      and d.status = ${LIVE_DISCUSS_STATUS.public} limit ${limit}) y)`,
};
