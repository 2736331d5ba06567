import type { PublisherContext } from '../../context.ts';
import type { ArticleRow, ModuleRow } from '../../db/schema/index.ts';
import { picUrl } from '../../wire.ts';
import { CIRCLE_TYPE, circleCards } from '../circle/module-cards.ts';
import { courseItems, newestCourses } from '../study/list.ts';
import { CALLS_MODULE_TYPE, openCallCards } from '../submission/module-cards.ts';
import { cardItem, listItem, type WireContext } from './list-item.ts';

/**
 * The module types whose items are not articles: people (7, Founder's), courses (13, ours: the 学习 module),
 * circles (18, ours: the 圈子 module, object type 18) and calls for submissions (19, ours: the 征稿 module). Every
 * other type is made of the articles its row names.
 */
export const MODULE_TYPE = {
  people: 7,
  courses: 13,
  circles: CIRCLE_TYPE,
  calls: CALLS_MODULE_TYPE,
} as const;

/** a courses module's size: the newest courses, a row of cards on home */
const COURSES_SHOWN = 6;

type ItemsOf = (ctx: PublisherContext, m: ModuleRow) => Promise<unknown[]>;

/** What a module of each non-article type lists, each item as that kind's own list answers it. */
const itemsByType: Record<number, ItemsOf> = {
  // people as PUBLISHER_API §4.9 shows them
  [MODULE_TYPE.people]: async (ctx, m) => {
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
  },
  // the newest courses, as courseList's items: switching the module on is all the newsroom does
  [MODULE_TYPE.courses]: async (ctx) => courseItems(ctx, await newestCourses(ctx, COURSES_SHOWN)),
  // the circles its row names (fileIds), as article cards of type 18 (circle/module-cards.ts)
  [MODULE_TYPE.circles]: circleCards,
  // the calls open now, as cards that open the call (submission/module-cards.ts)
  [MODULE_TYPE.calls]: openCallCards,
};

/** A module of articles (its row's fileIds), as opposed to one of people, courses, circles or calls. */
export const listsArticles = (m: ModuleRow) => !(m.type in itemsByType);

/**
 * A module's items: article cards (list items with the fields a list needs, list-item.ts `cardItem`), or the items
 * of its kind (`itemsByType`). moduleView, the module's own page, has the full list items.
 */
export async function moduleItems(
  ctx: PublisherContext,
  w: WireContext,
  m: ModuleRow,
  full = false,
  fetched?: Map<number, ArticleRow>,
) {
  const ofKind = itemsByType[m.type];
  if (ofKind) return ofKind(ctx, m);
  const rows = fetched
    ? m.fileIds.map((id) => fetched.get(id)).filter((a): a is ArticleRow => a !== undefined)
    : await ctx.lists.articlesByIds(m.fileIds);
  return rows.map((a) => (full ? listItem(w, a) : cardItem(w, a)));
}
