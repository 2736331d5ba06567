import type { PublisherContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { admit } from './admit.ts';
import { fileCases } from './cases.ts';
import type { ModerationDecision, ModerationItem } from './kinds.ts';
import { refusalOf } from './refusal.ts';

/**
 * A reader's new item the pipeline let in (a 问吧 question, a 问政 inquiry…), saved through `admit`: `insert` stores
 * its row, public or waiting, and its held case goes in with it (one transaction). A consulted service's refusal
 * after saving refuses the reader as a first refusal would (`failed` the words when it gives none). The row's id.
 */
export async function admitNew(
  ctx: PublisherContext,
  item: ModerationItem & { uid: number },
  decision: ModerationDecision,
  insert: (tx: Db, publish: boolean) => Promise<number>,
  failed: string,
): Promise<number> {
  const admitted = await admit(ctx, item, decision, async (publish, held) =>
    ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const id = await insert(tx, publish);
      if (held) await fileCases(tx, [{ ...held, itemId: id, createdAt: ctx.clock.now() }]);
      return id;
    }),
  );
  if (admitted.decision.outcome === 'refuse') throw refusalOf(admitted.decision, failed);
  return admitted.id;
}
