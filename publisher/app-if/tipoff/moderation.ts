import { eq } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { tipoffs, type ReaderReview } from '../../db/schema/index.ts';
import type { AdapterAnswer, ModerationAdapter } from '../../moderation/adapter.ts';
import { publicUrlOf } from '../../uploads/store.ts';
import { moderatedText } from './text.ts';

async function reviewTo(
  ctx: PublisherContext,
  tx: Db,
  id: number,
  review: ReaderReview,
): Promise<AdapterAnswer> {
  const [row] = await tx.update(tipoffs).set({ review }).where(eq(tipoffs.id, id)).returning();
  if (!row) return 'missing';
  return {
    uid: row.uid,
    content: moderatedText(row),
    pics: row.files.map((f) => publicUrlOf(ctx.uploads.store, f.key)),
  };
}

/**
 * Tip-offs in the moderation pipeline: its decision is the text's review (a tip-off is never public by it: the
 * newsroom's queue takes a let-in one, its author sees a held one 审核中 and a rejected one 未通过 with the reason).
 */
export const tipoffModeration: ModerationAdapter = {
  kind: 'tipoff',
  approve: (ctx, tx, id) => reviewTo(ctx, tx, id, 'clear'),
  reject: (ctx, tx, id) => reviewTo(ctx, tx, id, 'rejected'),
};
