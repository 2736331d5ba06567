import { z } from 'zod';
import { operation } from '../../context.ts';
import { optionalIntParam } from '../../validation.ts';
import { MAX_COUNT, MAX_KEY, MAX_START } from '../search/search-all-in-time.ts';
import { dateParam, optionalPaperIdParam, paperOf } from './params.ts';
import { searchPrinted } from './store.ts';
import { printedItem } from './wire.ts';

/**
 * `searchAllPaper?key&start&count` (Founder's, PUBLISHER_API §3.3) with ours: `id` (the paper; the first when left
 * out) and `date` (one issue: search within an edition) → `{list[…], hasMore}`: printed articles holding every word
 * of `key` in their titles or body (store.ts searchPrinted), newest issue first, then in page order; each item as a
 * page lists it, with its issue's `date`.
 */
export const searchAllPaper = operation({
  name: 'searchAllPaper',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    key: z
      .string({ error: '缺少参数 key' })
      .transform((s) => s.trim())
      .pipe(z.string().min(1, '请输入搜索词').max(MAX_KEY, `搜索词不能超过 ${MAX_KEY} 个字`)),
    id: optionalPaperIdParam,
    date: dateParam,
    start: optionalIntParam('start', 0, MAX_START, 0),
    count: optionalIntParam('count', 1, MAX_COUNT, 20),
  }),
  async handle(ctx, input) {
    const paper = await paperOf(ctx, input.id);
    const { rows, hasMore } = await searchPrinted(ctx.db, { ...input, paperId: paper.id });
    return { list: rows.map((r) => printedItem(ctx.publicUrl, r, r.layout)), hasMore };
  },
});
