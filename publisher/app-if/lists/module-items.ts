import type { PublisherContext } from '../../context.ts';
import type { ArticleRow, ModuleRow } from '../../db/schema/index.ts';
import { picUrl } from '../../wire.ts';
import { cardItem, listItem, type WireContext } from './list-item.ts';
import { CIRCLE_TYPE, circleCards } from '../circle/module-cards.ts';

/**
 * A module's items: article cards (list items with the fields a list needs, list-item.ts `cardItem`), people
 * (type 7) as PUBLISHER_API §4.9 shows them, or circles as cards (type 18). moduleView, the module's own page, has the full list items.
 */
export async function moduleItems(
  ctx: PublisherContext,
  w: WireContext,
  m: ModuleRow,
  full = false,
  fetched?: Map<number, ArticleRow>,
) {
  // a 圈子 module: circles, not articles (circle/module-cards.ts)
  if (m.type === CIRCLE_TYPE) return circleCards(ctx, m);
  if (m.type === 7) {
    const reporters = await ctx.articles.reporters();
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
    : await ctx.lists.articlesByIds(m.fileIds);
  return rows.map((a) => (full ? listItem(w, a) : cardItem(w, a)));
}
