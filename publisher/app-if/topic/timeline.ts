import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { timelineEntries, timelines } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { picUrl, wireTime } from '../../wire.ts';
import { listItem } from '../lists/list-item.ts';
import { wireContext } from '../lists/wire-context.ts';

/**
 * A hot point's time axis (热点详情): its title, summary and picture, and every dated entry oldest first with the
 * `fileId` of the article that tells more (0: none); those articles are `articles`, as list items.
 */
export const getTimeline = operation({
  name: 'getTimeline',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const [timeline] = await ctx.db.select().from(timelines).where(eq(timelines.id, input.id)).limit(1);
    if (!timeline) throw badInput(`热点 ${input.id} 不存在`);
    const entries = await ctx.db
      .select()
      .from(timelineEntries)
      .where(eq(timelineEntries.timelineId, timeline.id))
      .orderBy(asc(timelineEntries.happenedAt), asc(timelineEntries.id));
    const told = await ctx.lists.articlesByIds([...new Set(entries.map((e) => e.fileId).filter(Boolean))]);
    const w = await wireContext(ctx, caller);
    return {
      id: timeline.id,
      title: timeline.title,
      summary: timeline.summary,
      pic: picUrl(ctx.publicUrl, timeline.picRef),
      list: entries.map((e) => ({
        id: e.id,
        time: wireTime(e.happenedAt),
        title: e.title,
        content: e.text,
        fileId: told.some((a) => a.fileId === e.fileId) ? e.fileId : 0,
      })),
      articles: told.map((a) => listItem(w, a)),
    };
  },
});
