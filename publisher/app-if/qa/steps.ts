import { eq } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { qaInquiries, qaSteps, type QaInquiryRow, type QaStep } from '../../db/schema/index.ts';

/** The newsroom's moves (editor API) and the step each one writes. */
export const MOVES = {
  accept: 'accepted',
  pass: 'passed',
  reply: 'replied',
  close: 'closed',
  reopen: 'accepted',
} as const;
export type Move = keyof typeof MOVES;

/** Which moves each latest step allows: an inquiry goes accepted → passed → replied → closed, reopened after. */
const ALLOWED: Record<QaStep, Move[]> = {
  submitted: ['accept', 'close'],
  accepted: ['pass', 'reply', 'close'],
  passed: ['reply', 'pass', 'close'],
  replied: ['close', 'reply', 'pass'],
  followUp: ['reply', 'pass', 'close'],
  closed: ['reopen'],
};

export const allowed = (q: QaInquiryRow, move: Move) => ALLOWED[q.step].includes(move);

/** Writes a step with its date and makes it the inquiry's latest, in one transaction. */
export async function addStep(
  ctx: PublisherContext,
  q: QaInquiryRow,
  step: QaStep,
  extra: { departmentId?: number; content?: string; pics?: string[]; at?: number } = {},
): Promise<void> {
  const at = extra.at ?? ctx.clock.now();
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(qaSteps).values({
      inquiryId: q.id,
      step,
      at,
      departmentId: extra.departmentId ?? (step === 'replied' ? q.departmentId : 0),
      content: extra.content ?? '',
      pics: extra.pics ?? [],
    });
    await tx
      .update(qaInquiries)
      .set({ step, ...(extra.departmentId ? { departmentId: extra.departmentId } : {}) })
      .where(eq(qaInquiries.id, q.id));
  });
  ctx.changes.notify();
}
