import type { PublisherContext } from '../context.ts';
import { fileCases, heldItem, type HeldItem } from './cases.ts';
import { decideItem } from './decisions.ts';
import type { ModerationDecision, ModerationItem } from './kinds.ts';

/**
 * Saves an item the pipeline let in (published or held) and answers the final decision. `save` stores it in its
 * area's table, public or waiting, files `held` with it when given (in the same transaction) and answers its id; its
 * text is then remembered for the repeat rule (a text refused, or never saved, is no repeat). Where the site
 * consults a service (webhook.ts) the item is saved waiting, the service is asked about it by id, and its answer is
 * applied: published, held (its case filed), or rejected (the reader is refused; its closed case keeps the service's
 * reason). `changedAfterSave`: the answer moved the saved item (read it again to answer with it).
 */
export async function admit(
  ctx: PublisherContext,
  item: ModerationItem & { uid: number },
  decision: ModerationDecision,
  save: (publish: boolean, held: HeldItem | undefined) => Promise<number>,
): Promise<{ id: number; decision: ModerationDecision; changedAfterSave: boolean }> {
  if (!(await ctx.moderation.consults())) {
    const publish = decision.outcome === 'publish';
    const id = await save(publish, publish ? undefined : heldItem(item, decision, item.uid));
    ctx.moderation.remember(item.uid, item.content);
    if (publish) ctx.moderation.standings.published(item.uid);
    return { id, decision, changedAfterSave: false };
  }
  const id = await save(false, undefined);
  ctx.moderation.remember(item.uid, item.content);
  const final = await ctx.moderation.consult(item, id, decision);
  if (final.outcome === 'publish') {
    await decideItem(ctx, item.kind, id, 'approve', null, false);
  } else if (final.outcome === 'hold') {
    await fileCases(ctx.db, [{ ...heldItem(item, final, item.uid), itemId: id, createdAt: ctx.clock.now() }]);
  } else {
    await decideItem(ctx, item.kind, id, 'reject', final.note ?? null);
  }
  return { id, decision: final, changedAfterSave: final.outcome !== 'hold' };
}
