import { eq, sql } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { INQUIRY_STATUS, qaInquiries, type InquiryStatus } from '../../db/schema/index.ts';
import type { AdapterAnswer, ModerationAdapter } from '../../moderation/adapter.ts';
import { qaFileUrl } from './wire.ts';

async function moveTo(
  ctx: PublisherContext,
  tx: Db,
  id: number,
  status: InquiryStatus,
): Promise<AdapterAnswer> {
  const [q] = await tx.select().from(qaInquiries).where(eq(qaInquiries.id, id)).limit(1);
  if (!q) return 'missing';
  await tx.update(qaInquiries).set({ status }).where(eq(qaInquiries.id, id));
  ctx.changes.notify();
  return { uid: q.uid, content: `${q.title}\n${q.content}`, pics: q.pics.map((ref) => qaFileUrl(ctx, ref)) };
}

/** 问政 inquiries in the moderation pipeline: approving lets one in (the newsroom then accepts it), rejecting ends it. */
export const inquiryModeration: ModerationAdapter = {
  kind: 'inquiry',
  approve: (ctx, tx, id) => moveTo(ctx, tx, id, INQUIRY_STATUS.admitted),
  reject: (ctx, tx, id) => moveTo(ctx, tx, id, INQUIRY_STATUS.rejected),
  publicItems: (uid, limit) =>
    sql`(select count(*) from (select 1 from ${qaInquiries} q where q.uid = ${uid}
      and q.status = ${INQUIRY_STATUS.admitted} limit ${limit}) y)`,
};
