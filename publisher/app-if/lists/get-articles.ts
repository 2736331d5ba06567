import { z } from 'zod';
import { operation } from '../../context.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { listItem } from './list-item.ts';
import { listsArticles, moduleItems } from './module-items.ts';
import { wireContext } from './wire-context.ts';

export const getArticles = operation({
  name: 'getArticles',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({
    columnId: intParam('columnId', 0, MAX_ID),
    lastFileId: optionalIntParam('lastFileId', 0, MAX_ID, 0),
    page: optionalIntParam('page', 0, MAX_PAGE, 0),
    version: optionalIntParam('version', 0, Number.MAX_SAFE_INTEGER, 0),
    adv: optionalIntParam('adv', 0, 1, 0),
    columnStyle: optionalIntParam('columnStyle', 0, 100_000, 0),
  }),
  async handle(ctx, input, caller) {
    const w = await wireContext(ctx, caller);
    const column = w.columns.get(input.columnId);
    const { rows, hasMore, totalCount } = await ctx.lists.columnPage(
      input.columnId,
      input.lastFileId,
      input.page,
    );
    const firstPage = input.page === 0 && input.lastFileId === 0;
    const topCount = firstPage ? (column?.topCount ?? 0) : 0;
    const list = rows.map((a, i) => listItem(w, a, i < topCount ? i + 1 : 0));
    const columnModules = firstPage ? await ctx.lists.modules(input.columnId) : [];
    const top = columnModules.find((m) => m.isTopModule === 1);
    // Every module's articles in one query (published only, as articlesByIds reads them).
    const fetched = new Map(
      (await ctx.lists.articlesByIds(columnModules.flatMap((m) => (listsArticles(m) ? m.fileIds : [])))).map(
        (a) => [a.fileId, a],
      ),
    );
    const modules = await Promise.all(
      columnModules
        .filter((m) => m.isTopModule === 0)
        .map(async (m) => {
          const items = await moduleItems(ctx, w, m, false, fetched);
          return {
            type: m.type,
            showType: 0,
            moduleID: m.moduleId,
            name: m.name,
            count: items.length,
            position: m.position,
            mark: '',
            showMore: m.showMore,
            videoStyle: 0,
            recommStyle: 0,
            fieldStyle: 0,
            displayStyle: m.displayStyle,
            targetColumn: { isJump: 0, id: m.columnId, icon: '', style: 0 },
            charactor: items,
          };
        }),
    );
    const showsLive = firstPage && (input.columnId === 1 || column?.name === '直播');
    return {
      list,
      carousel: list.slice(0, topCount),
      modules,
      topModule: top
        ? {
            moduleID: top.moduleId,
            name: top.name,
            cmDisplayStyle: top.cmDisplayStyle,
            charactor: await moduleItems(ctx, w, top, false, fetched),
          }
        : null,
      liveArticles: showsLive ? (await ctx.lists.liveNow()).map((a) => listItem(w, a)) : [],
      adv: [],
      hasMore,
      totalCount,
    };
  },
});
