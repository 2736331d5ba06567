import type { PublisherContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { MODERATION_ADAPTERS } from './adapters.ts';
import { closeCase, openCase } from './cases.ts';
import type { ModerationKind } from './kinds.ts';

export type Verdict = 'approve' | 'reject';
/** `unknown`: no adapter for the kind yet (its area is not built), so nothing of it can exist. */
type DecisionAnswer = 'done' | 'missing' | 'gone' | 'unknown';

/**
 * Approves or rejects one item: its own table changes through its area's adapter (a comment's status and the
 * counts that follow it) and its case is closed with the reason, in one transaction; then readers are told. The
 * member's standing is read again on their next item (their record changed).
 */
export async function decideItem(
  ctx: PublisherContext,
  kind: ModerationKind,
  id: number,
  verdict: Verdict,
  reason: string | null,
  /** false: the webhook let a waiting item through; nothing was decided about the member */
  recorded = true,
): Promise<DecisionAnswer> {
  const adapter = MODERATION_ADAPTERS[kind];
  if (!adapter) return 'unknown';
  const answer = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const held = await openCase(tx, kind, id);
    const facts =
      verdict === 'approve'
        ? await adapter.approve(ctx, tx, id, held)
        : await adapter.reject(ctx, tx, id, held);
    if (typeof facts !== 'string' && (recorded || held))
      await closeCase(
        tx,
        kind,
        id,
        { uid: facts.uid, content: facts.content, pics: facts.pics },
        verdict === 'approve' ? 'approved' : 'rejected',
        reason,
        ctx.clock.now(),
      );
    return facts;
  });
  if (typeof answer === 'string') return answer;
  await answer.after?.();
  ctx.moderation.standings.forget(answer.uid);
  ctx.changes.notify();
  return 'done';
}
