import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { askQuestions, QUESTION_STATUS, type QuestionStatus } from '../../db/schema/index.ts';
import type { AdapterAnswer, ModerationAdapter } from '../../moderation/adapter.ts';
import { askPictureUrl } from './wire.ts';
import type { PublisherContext } from '../../context.ts';

async function moveTo(
  ctx: PublisherContext,
  tx: Db,
  id: number,
  status: QuestionStatus,
): Promise<AdapterAnswer> {
  const [q] = await tx.select().from(askQuestions).where(eq(askQuestions.id, id)).limit(1);
  if (!q) return 'missing';
  await tx.update(askQuestions).set({ status }).where(eq(askQuestions.id, id));
  ctx.changes.notify();
  return { uid: q.uid, content: q.content, pics: q.pics.map((ref) => askPictureUrl(ctx, ref)) };
}

/**
 * 问吧 questions in the moderation pipeline: approving lets a question in (it waits for the answerer, and is public
 * once answered); rejecting keeps it from the answerer and the page for good (its asker sees why in myQuestion).
 */
export const questionModeration: ModerationAdapter = {
  kind: 'question',
  approve: (ctx, tx, id) => moveTo(ctx, tx, id, QUESTION_STATUS.admitted),
  reject: (ctx, tx, id) => moveTo(ctx, tx, id, QUESTION_STATUS.rejected),
  publicItems: (uid, limit) =>
    sql`(select count(*) from (select 1 from ${askQuestions} q where q.uid = ${uid}
      and q.status = ${QUESTION_STATUS.admitted} limit ${limit}) y)`,
};
