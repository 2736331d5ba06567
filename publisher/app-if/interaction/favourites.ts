import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { operation } from '../../context.ts';
import { articles, favourites } from '../../db/schema/index.ts';
import { badInput } from '../../envelope.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { wireTime } from '../../wire.ts';
import { ownId, userIdParam, withinToggleRate } from '../subscription/member.ts';

/** Favourites hold articles (object type 0) in this issue; other object types arrive with their pages. */
const favType = optionalIntParam('type', 0, 0, 0);
const PAGE_SIZE = 20;

const target = { userID: userIdParam, articleID: intParam('articleID', 1, MAX_ID), type: favType };

/** http(s) or nothing: the picture is shown in the member's list, so nothing else may be stored. */
const imgUrl = z
  .string()
  .max(1_000, 'imgUrl 过长')
  .refine((u) => u === '' || /^https?:\/\/[^\s<>"']+$/.test(u), 'imgUrl 必须是 http(s) 地址')
  .optional();

/** fav (GET `articleID&siteID&type&userID&channel&imgUrl`): saves the article for the member; a repeat changes nothing. */
export const fav = operation({
  name: 'fav',
  method: 'GET',
  access: 'member',
  input: z.object({ ...target, channel: optionalIntParam('channel', 0, 5, 1), imgUrl }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    withinToggleRate(ctx, uid);
    const a = await ctx.articles.article(input.articleID);
    if (!a || a.status !== 1) throw badInput(`稿件 ${input.articleID} 不存在`);
    await ctx.db
      .insert(favourites)
      .values({
        uid,
        type: input.type,
        articleId: input.articleID,
        channel: input.channel,
        imgUrl: input.imgUrl ?? '',
        createdAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
    return { value: 'true' };
  },
});

const key = (uid: number, input: { type: number; articleID: number }) =>
  and(eq(favourites.uid, uid), eq(favourites.type, input.type), eq(favourites.articleId, input.articleID));

/** favCancel (GET `userID&siteID&type&articleID&cancel=1`): the article leaves the member's favourites. */
export const favCancel = operation({
  name: 'favCancel',
  method: 'GET',
  access: 'member',
  input: z.object({ ...target, cancel: optionalIntParam('cancel', 1, 1, 1) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    withinToggleRate(ctx, uid);
    await ctx.db.delete(favourites).where(key(uid, input));
    return { value: 'true' };
  },
});

/** hasFav (GET `userID&articleID&siteID&type`): whether the member saved it, as the other writes spell true. */
export const hasFav = operation({
  name: 'hasFav',
  method: 'GET',
  access: 'member',
  input: z.object(target),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const [row] = await ctx.db
      .select({ uid: favourites.uid })
      .from(favourites)
      .where(key(uid, input))
      .limit(1);
    return { value: row ? 'true' : 'false', hasFav: row ? 1 : 0 };
  },
});

/** myFav (POST `userID&siteID&page`): the member's favourites, newest first, 20 a page (PUBLISHER_API §4.9). */
export const myFav = operation({
  name: 'myFav',
  method: 'POST',
  access: 'member',
  input: z.object({ userID: userIdParam, page: optionalIntParam('page', 0, MAX_PAGE, 0) }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const rows = await ctx.db
      .select()
      .from(favourites)
      .where(eq(favourites.uid, uid))
      .orderBy(desc(favourites.createdAt), desc(favourites.articleId))
      .limit(PAGE_SIZE)
      .offset(input.page * PAGE_SIZE);
    const ids = rows.map((r) => r.articleId);
    const found = ids.length ? await ctx.db.select().from(articles).where(inArray(articles.fileId, ids)) : [];
    const byId = new Map(found.map((a) => [a.fileId, a]));
    return {
      list: rows.flatMap((r) => {
        const a = byId.get(r.articleId);
        if (!a || a.status !== 1) return [];
        return [
          {
            siteID: caller.site.siteId,
            type: r.type,
            channel: r.channel,
            articleID: r.articleId,
            title: a.title,
            articleType: a.articleType,
            columnID: a.columnId,
            time: wireTime(r.createdAt),
            imgUrl: r.imgUrl,
            contentUrl: `${ctx.publicUrl}/app_if/getArticleContent?articleId=${a.fileId}`,
            countClick: a.countClick,
            countPraise: a.countPraise,
            countDiscuss: a.countDiscuss,
          },
        ];
      }),
    };
  },
});
