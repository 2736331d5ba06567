import { z } from 'zod';
import { operation } from '../../context.ts';
import { cardItem } from '../lists/list-item.ts';
import { wireContext } from '../lists/wire-context.ts';
import { optionalIntParam } from '../../validation.ts';
import { accountsNamed } from '../subscription/accounts.ts';
import { accountHit } from './account-hit.ts';
import { ACCOUNTS, ALL_ARTICLES } from './classify.ts';
import { matchText } from './match-text.ts';

/** Longer is not a search but a paste (or a probe); the reader's page says so before it asks. */
export const MAX_KEY = 100;
export const MAX_COUNT = 50;
/** Far past what a reader pages through; deeper offsets only cost the database. */
export const MAX_START = 1_000;

/**
 * `searchAllInTime?key&tclass&start&count` → `{list: [list item + matchText], hasMore}`: published articles holding
 * every word of `key` in their title, body or author (docs/adr-search.md), ranked by title, author and the body's
 * opening, then newest.
 * `tclass` is a tab's (searchClassify): -1 every article, otherwise that articleType; 15 finds 订阅号 accounts by
 * name, whole or in part (account-hit.ts). `matchText` is the body's words around the first match, plain text.
 * Each hit is a list card (cardItem: the fields the front end's list parser reads, as home's modules carry) with
 * `textAbstract`, not the full list item: a page of 20 full items was ~41 KB, mostly the same picture URLs
 * repeated (picBig, picMiddle, picSmall, pic_list_title, pic0–2 beside pic_list) and fields no result shows; its
 * JSON, the socket write and the garbage were a third of a search's time (docs/adr-search.md).
 */
export const searchAllInTime = operation({
  name: 'searchAllInTime',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    key: z
      .string({ error: '缺少参数 key' })
      .transform((s) => s.trim())
      .pipe(z.string().min(1, '请输入搜索词').max(MAX_KEY, `搜索词不能超过 ${MAX_KEY} 个字`)),
    tclass: optionalIntParam('tclass', -1, 99, ALL_ARTICLES),
    start: optionalIntParam('start', 0, MAX_START, 0),
    count: optionalIntParam('count', 1, MAX_COUNT, 20),
  }),
  async handle(ctx, input, caller) {
    if (input.tclass === ACCOUNTS) {
      const rows = await accountsNamed(ctx.db, input.key, input.start, input.count + 1);
      return {
        list: rows.slice(0, input.count).map((a) => accountHit(ctx.publicUrl, a)),
        hasMore: rows.length > input.count,
      };
    }
    const articleType = input.tclass === ALL_ARTICLES ? null : input.tclass;
    const page = await ctx.search.search(input.key, articleType, input.start, input.count);
    const w = await wireContext(ctx, caller);
    return {
      list: page.rows.map((a) => ({
        ...cardItem(w, a),
        textAbstract: a.abstract,
        matchText: matchText(a.content, input.key),
      })),
      hasMore: page.hasMore,
    };
  },
});
