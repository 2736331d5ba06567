import { and, desc, gt, isNull, lte } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import { calls, type ModuleRow } from '../../db/schema/index.ts';
import { picUrl } from '../../wire.ts';
import { READER_ITEM_TYPE } from '../../seed/reader-entries.ts';

/** A module's type for calls for submissions (ours: the 征稿 module), read live from the open calls. */
export const CALLS_MODULE_TYPE = 19;

/** how many open calls the 征稿 module shows on home */
const CALLS_SHOWN = 5;

/**
 * A 征稿 module's items (module type 19): the calls open now, the latest to open first, each as an article card of
 * the call's item type (111, `linkID` the call: itemLink opens seekArticleDetail), its organizer as the abstract. A
 * call the newsroom makes joins it when its window opens and leaves when it closes: nobody edits the module.
 */
export async function openCallCards(ctx: PublisherContext, m: ModuleRow) {
  const now = ctx.clock.now();
  const open = await ctx.db
    .select()
    .from(calls)
    .where(and(lte(calls.startAt, now), gt(calls.endAt, now), isNull(calls.closedAt)))
    .orderBy(desc(calls.startAt), desc(calls.callId))
    .limit(CALLS_SHOWN);
  return open.map((c) => {
    const picture = picUrl(ctx.publicUrl, c.coverRef);
    return {
      fileId: c.callId,
      title: c.title,
      columnID: m.columnId,
      articleType: READER_ITEM_TYPE.call,
      linkID: c.callId,
      ...(picture ? { picBig: picture, picMiddle: picture, picSmall: picture } : {}),
      attAbstract: c.organizer,
    };
  });
}
