import { inArray } from 'drizzle-orm';
import type { PublisherContext } from '../../context.ts';
import { circles, type ModuleRow } from '../../db/schema/index.ts';
import { fileUrl } from './wire.ts';

/** A module's object type for circles (spec §3 object types: a circle is 18), its items' `articleType`. */
export const CIRCLE_TYPE = 18;

/**
 * A 圈子 module's items (module type 18, its `fileIds` the circles' ids, in that order): each circle as an article
 * card, so every list draws it: `fileId` and `linkID` the circle's id, `articleType` 18 (itemLink opens its page),
 * the cover as its picture, the summary as its abstract. A closed circle is left out.
 */
export async function circleCards(ctx: PublisherContext, m: ModuleRow) {
  if (m.fileIds.length === 0) return [];
  const rows = await ctx.db.select().from(circles).where(inArray(circles.circleId, m.fileIds));
  const byId = new Map(rows.filter((c) => c.closed === 0).map((c) => [c.circleId, c]));
  return m.fileIds.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    const picture = c.coverRef ? fileUrl(ctx, c.coverRef) : '';
    return [
      {
        fileId: c.circleId,
        title: c.name,
        columnID: m.columnId,
        articleType: CIRCLE_TYPE,
        linkID: c.circleId,
        picBig: picture,
        picMiddle: picture,
        picSmall: picture,
        attAbstract: c.summary,
        countDiscuss: c.countPost,
      },
    ];
  });
}
