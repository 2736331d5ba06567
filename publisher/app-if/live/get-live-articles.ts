import { z } from 'zod';
import { operation } from '../../context.ts';
import { MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { listItem } from '../lists/list-item.ts';
import { wireContext } from '../lists/wire-context.ts';
import { REPORTS_PAGE } from './store.ts';

/**
 * `getLiveArticles?page=` (PUBLISHER_API §3.2): every live of the site as list items (articleType 6, `linkID` the
 * live topic id, `liveStatus`), newest start first, 20 a page. `columnId` is accepted and not needed: one site, one
 * set of lives.
 */
export const getLiveArticles = operation({
  name: 'getLiveArticles',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    columnId: optionalIntParam('columnId', 0, MAX_ID, 0),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
  }),
  async handle(ctx, input, caller) {
    const [w, { rows, total }] = await Promise.all([wireContext(ctx, caller), ctx.live.page(input.page)]);
    return {
      list: rows.map(({ article }) => listItem(w, article)),
      hasMore: (input.page + 1) * REPORTS_PAGE < total,
      totalCount: total,
    };
  },
});
