import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, optionalIntParam } from '../../validation.ts';
import { picUrl } from '../../wire.ts';
import { listItem } from '../lists/list-item.ts';
import { wireContext } from '../lists/wire-context.ts';

/**
 * A special topic (专题, articleType 3) in one call: the topic column (the item's linkID) with each of its
 * sub-columns and that sub-column's first `count` items (default 5), as clients otherwise gather it from getColumns
 * and a getArticles per sub-column (PUBLISHER_API §3.3). A topic without sub-columns answers an empty `list`.
 */
export const getSubSpecialArticles = operation({
  name: 'getSubSpecialArticles',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    columnId: intParam('columnId', 1, MAX_ID),
    count: optionalIntParam('count', 1, 20, 5),
  }),
  async handle(ctx, input, caller) {
    const all = await ctx.columns.all();
    const topic = all.find((c) => c.columnId === input.columnId);
    if (!topic) throw badInput(`专题 ${input.columnId} 不存在`);
    const w = await wireContext(ctx, caller);
    const subColumns = all.filter((c) => c.parentId === topic.columnId).sort((a, b) => a.orderId - b.orderId);
    const list = await Promise.all(
      subColumns.map(async (c) => {
        const page = await ctx.lists.columnPage(c.columnId, 0, 0);
        return {
          columnId: c.columnId,
          columnID: c.columnId,
          columnName: c.name,
          description: c.description,
          totalCount: page.totalCount,
          hasMore: page.totalCount > input.count,
          list: page.rows.slice(0, input.count).map((a) => listItem(w, a)),
        };
      }),
    );
    return {
      columnId: topic.columnId,
      columnID: topic.columnId,
      columnName: topic.name,
      description: topic.description,
      phoneIcon: picUrl(ctx.publicUrl, topic.iconRef),
      list,
    };
  },
});
