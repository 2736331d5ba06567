import { eq } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { submissions, type ReaderReview } from '../../db/schema/index.ts';
import type { AdapterAnswer, ModerationAdapter } from '../../moderation/adapter.ts';
import { publicUrlOf } from '../../uploads/store.ts';

async function reviewTo(
  ctx: PublisherContext,
  tx: Db,
  id: number,
  review: ReaderReview,
): Promise<AdapterAnswer> {
  const [row] = await tx.update(submissions).set({ review }).where(eq(submissions.id, id)).returning();
  if (!row) return 'missing';
  return {
    uid: row.uid,
    content: `${row.title}\n${row.content}`,
    pics: row.files.map((f) => publicUrlOf(ctx.uploads.store, f.key)),
  };
}

/** Submissions in the moderation pipeline: a decision is the text's review, before the newsroom's own. */
export const submissionModeration: ModerationAdapter = {
  kind: 'submission',
  approve: (ctx, tx, id) => reviewTo(ctx, tx, id, 'clear'),
  reject: (ctx, tx, id) => reviewTo(ctx, tx, id, 'rejected'),
};
