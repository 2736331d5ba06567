import { z } from 'zod';
import { operation, type PublisherContext } from '../context.ts';
import { badInput } from '../envelope.ts';
import { picUrl } from '../wire.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../validation.ts';
import { cardItem, listItem, type WireContext } from './article-wire.ts';
import type { ArticleRow, ModuleRow } from './content-store.ts';
import { wireContext } from './wire-context.ts';

/**
 * A module's items: article cards (list items with the fields a list needs, article-wire.ts `cardItem`), or people
 * (type 7) as PUBLISHER_API §4.9 shows them. moduleView, the module's own page, has the full list items.
 */
async function moduleItems(
  ctx: PublisherContext,
  w: WireContext,
  m: ModuleRow,
  full = false,
  fetched?: Map<number, ArticleRow>,
) {
  if (m.type === 7) {
    const reporters = await ctx.content.reporters();
    return m.reporterIds
      .map((id) => reporters.find((r) => r.id === id))
      .filter((r) => r !== undefined)
      .map((r) => ({
        id: r.id,
        cmiName: r.name,
        duty: r.duty,
        description: r.description,
        url: picUrl(ctx.publicUrl, r.photoRef),
        columnID: m.columnId,
        groupID: 0,
      }));
  }
  const rows = fetched
    ? m.fileIds.map((id) => fetched.get(id)).filter((a): a is ArticleRow => a !== undefined)
    : await ctx.content.articlesByIds(m.fileIds);
  return rows.map((a) => (full ? listItem(w, a) : cardItem(w, a)));
}

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
    const { rows, hasMore, totalCount } = await ctx.content.columnPage(
      input.columnId,
      input.lastFileId,
      input.page,
    );
    const firstPage = input.page === 0 && input.lastFileId === 0;
    const topCount = firstPage ? (column?.topCount ?? 0) : 0;
    const list = rows.map((a, i) => listItem(w, a, i < topCount ? i + 1 : 0));
    const columnModules = firstPage ? await ctx.content.modules(input.columnId) : [];
    const top = columnModules.find((m) => m.isTopModule === 1);
    // Every module's articles in one query (published only, as articlesByIds reads them).
    const fetched = new Map(
      (await ctx.content.articlesByIds(columnModules.flatMap((m) => (m.type === 7 ? [] : m.fileIds)))).map(
        (a) => [a.fileId, a],
      ),
    );
    const modules = await Promise.all(
      columnModules
        .filter((m) => m.isTopModule === 0)
        .map(async (m) => ({
          type: m.type,
          showType: 0,
          moduleID: m.moduleId,
          name: m.name,
          count: m.type === 7 ? m.reporterIds.length : m.fileIds.length,
          position: m.position,
          mark: '',
          showMore: m.showMore,
          videoStyle: 0,
          recommStyle: 0,
          fieldStyle: 0,
          displayStyle: m.displayStyle,
          targetColumn: { isJump: 0, id: m.columnId, icon: '', style: 0 },
          charactor: await moduleItems(ctx, w, m, false, fetched),
        })),
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
      liveArticles: showsLive ? (await ctx.content.liveNow()).map((a) => listItem(w, a)) : [],
      adv: [],
      hasMore,
      totalCount,
    };
  },
});

export const moduleView = operation({
  name: 'moduleView',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ id: intParam('id', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const m = await ctx.content.module(input.id);
    if (!m) throw badInput('Your server has down or target user not exist !');
    const w = await wireContext(ctx, caller);
    return { type: m.type, moduleID: m.moduleId, name: m.name, list: await moduleItems(ctx, w, m, true) };
  },
});

export const articleHot = operation({
  name: 'articleHot',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ columnId: optionalIntParam('columnId', 0, MAX_ID, 0) }),
  async handle(ctx, input, caller) {
    const w = await wireContext(ctx, caller);
    return { list: (await ctx.content.hot(input.columnId)).map((a) => listItem(w, a)) };
  },
});

export const getRelArticles = operation({
  name: 'getRelArticles',
  cached: true,
  method: 'GET',
  access: 'token',
  input: z.object({ articleId: intParam('articleId', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const article = await ctx.content.article(input.articleId);
    if (!article || article.status !== 1) throw badInput(`稿件 ${input.articleId} 不存在`);
    const w = await wireContext(ctx, caller);
    return { list: (await ctx.content.related(article, 5)).map((a) => listItem(w, a)) };
  },
});
