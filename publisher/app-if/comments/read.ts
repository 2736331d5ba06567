import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { articles, COMMENT_STATUS, type CommentRow } from '../../db/schema/index.ts';
import { rejectionReasons } from '../../moderation/cases.ts';
import { intParam, MAX_ID, MAX_PAGE, optionalIntParam } from '../../validation.ts';
import { commentablePost, POST_SOURCE, postCommentsArePublic } from '../circle/read.ts';
import { ownId } from '../subscription/member.ts';
import { discussSettings } from './settings.ts';
import { commentSourceParam } from './source.ts';
import { COMMENTS_PAGE, type CommentSource } from './store.ts';
import { commentWire } from './wire.ts';

const idParam = intParam('id', 1, MAX_ID);
const sourceParam = commentSourceParam('source');
const pageParam = optionalIntParam('page', 0, MAX_PAGE, 0);

/** Whether the public reads show what was said on this thing: not a private circle's post (docs/circle.md). */
const readable = async (ctx: PublisherContext, id: number, source: number) =>
  source !== POST_SOURCE || postCommentsArePublic(ctx.db, id);

/** The comments a reply answers when that is not its thread's top-level comment, by id. */
async function parentsOf(ctx: PublisherContext, rows: CommentRow[]): Promise<Map<number, CommentRow>> {
  const ids = [
    ...new Set(rows.filter((r) => r.parentId && r.parentId !== r.threadId).map((r) => r.parentId)),
  ];
  const found = await Promise.all(ids.map((id) => ctx.comments.byId(id)));
  return new Map(found.flatMap((row) => (row ? [[row.id, row] as const] : [])));
}

/** Replies as the wire sends them, each naming the comment it answers when that is another reply. */
export async function repliesWire(ctx: PublisherContext, rows: CommentRow[]) {
  const parents = await parentsOf(ctx, rows);
  return rows.map((r) => commentWire(ctx, r, parents.get(r.parentId)));
}

/** Top-level comments, each with its first replies as `topDiscuss` {list, page, hasMore}. */
export async function threadsWire(ctx: PublisherContext, rows: CommentRow[]) {
  const { countReply } = await discussSettings(ctx);
  const replies = await ctx.comments.firstReplies(
    rows.filter((r) => r.countReply > 0).map((r) => r.id),
    countReply,
  );
  const wired = await repliesWire(ctx, replies);
  return rows.map((r) => {
    const list = wired.filter((w, i) => replies[i]!.threadId === r.id);
    return {
      ...commentWire(ctx, r),
      topDiscuss: { list, page: 0, hasMore: r.countReply > list.length },
    };
  });
}

/** A page of the latest public top-level comments with their first replies: `{list, totalCount, hasMore}`. */
async function latestPage(ctx: PublisherContext, id: number, source: CommentSource, page: number) {
  const { rows, total } = await ctx.comments.latest(id, source, page);
  return {
    list: await threadsWire(ctx, rows),
    totalCount: total,
    hasMore: (page + 1) * COMMENTS_PAGE < total,
  };
}

const nothing = { list: [], totalCount: 0, hasMore: false };

/**
 * `discussView?id=&source=&page=` (PUBLISHER_API §3.4, §4.4): the public top-level comments of an article (source 0)
 * or a live (1), newest first, 20 a page, with their first replies. `{list, totalCount, hasMore}`. `lastFileId` is
 * accepted and ignored (the page says where to start).
 */
export const discussView = operation({
  name: 'discussView',
  method: 'GET',
  access: 'token',
  cached: true,
  input: z.object({ id: idParam, source: sourceParam, page: pageParam }),
  async handle(ctx, input) {
    if (!(await readable(ctx, input.id, input.source))) return nothing;
    return latestPage(ctx, input.id, input.source, input.page);
  },
});

/**
 * `discussViewMember?id=&source=&page=&userID=` (member, never cached: one member's answer): discussView as that
 * member may read it. For a private circle's post (source 6) its joined members read the conversation the public
 * reads leave out; anyone else hears no comments. Every other source answers as discussView.
 */
export const discussViewMember = operation({
  name: 'discussViewMember',
  method: 'GET',
  access: 'member',
  input: z.object({
    id: idParam,
    source: sourceParam,
    page: pageParam,
    userID: intParam('userID', 1, MAX_ID),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const readsIt =
      input.source === POST_SOURCE
        ? await commentablePost(ctx.db, input.id, uid)
        : await readable(ctx, input.id, input.source);
    if (!readsIt) return nothing;
    return latestPage(ctx, input.id, input.source, input.page);
  },
});

/** `discussHot?id=&source=` : the most liked public comments (countHot of them, the site's setting). `{list}`. */
export const discussHot = operation({
  name: 'discussHot',
  method: 'GET',
  access: 'token',
  cached: true,
  input: z.object({ id: idParam, source: sourceParam }),
  async handle(ctx, input) {
    if (!(await readable(ctx, input.id, input.source))) return { list: [] };
    const { countHot } = await discussSettings(ctx);
    return { list: await threadsWire(ctx, await ctx.comments.hot(input.id, input.source, countHot)) };
  },
});

/**
 * `discussReply?id=<comment>&page=` : a whole thread, newest reply first, 20 a page. `{main, list, totalCount, hasMore}`;
 * `main` is the thread's top-level comment. A comment that is not public answers an empty `{}` main and list.
 */
export const discussReply = operation({
  name: 'discussReply',
  method: 'GET',
  access: 'token',
  cached: true,
  input: z.object({ id: idParam, page: pageParam }),
  async handle(ctx, input) {
    const main = await ctx.comments.byId(input.id);
    if (
      !main ||
      main.status !== 1 ||
      main.parentId !== 0 ||
      !(await readable(ctx, main.articleId, main.source))
    )
      return { main: {}, list: [], totalCount: 0, hasMore: false };
    const { rows, total } = await ctx.comments.replies(main.id, input.page);
    return {
      main: commentWire(ctx, main),
      list: await repliesWire(ctx, rows),
      totalCount: total,
      hasMore: (input.page + 1) * COMMENTS_PAGE < total,
    };
  },
});

/** `discussCount?id=&source=` : every public comment, replies included. `{count}`. */
export const discussCount = operation({
  name: 'discussCount',
  method: 'GET',
  access: 'token',
  cached: true,
  input: z.object({ id: idParam, source: sourceParam }),
  handle: async (ctx, input) => ({
    count: (await readable(ctx, input.id, input.source))
      ? await ctx.comments.count(input.id, input.source)
      : 0,
  }),
});

/** The titles of the articles (source 0) the comments were said on, by id; other sources' pages name themselves. */
async function articleTitles(ctx: PublisherContext, rows: CommentRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.filter((r) => r.source === 0).map((r) => r.articleId))];
  if (ids.length === 0) return new Map();
  const found = await ctx.db
    .select({ fileId: articles.fileId, title: articles.title })
    .from(articles)
    .where(inArray(articles.fileId, ids));
  return new Map(found.map((a) => [a.fileId, a.title]));
}

/**
 * `myDiscuss?userID=&rootID=&sourceType=` (member): the member's own comments on one article or live that are not
 * public, newest first: waiting for review (`discussStatus` 0, shown marked 审核中) or rejected (`discussStatus` 2,
 * marked 未通过). Without `rootID` (Founder's `myDiscuss?userID&siteID&page`, the member's page 我的评论): every
 * comment of theirs, public ones too (`discussStatus` 1), newest first, 20 a page, each with `rootTitle` _(ours)_, the
 * article's title ('' for other sources). Each carries `rejectReason`: the newsroom's words for a rejected one, ''
 * when it gave none and for the others. Only their author sees them. `{list}`.
 */
export const myDiscuss = operation({
  name: 'myDiscuss',
  method: 'GET',
  access: 'member',
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    rootID: optionalIntParam('rootID', 0, MAX_ID, 0),
    sourceType: commentSourceParam('sourceType'),
    page: pageParam,
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const everywhere = input.rootID === 0;
    const rows = everywhere
      ? await ctx.comments.ofMember(uid, input.page)
      : await ctx.comments.unpublishedOf(uid, input.rootID, input.sourceType);
    const rejected = rows.filter((r) => r.status === COMMENT_STATUS.rejected).map((r) => r.id);
    const [reasons, titles, wired] = await Promise.all([
      rejectionReasons(ctx.db, 'comment', rejected),
      everywhere ? articleTitles(ctx, rows) : undefined,
      repliesWire(ctx, rows),
    ]);
    // every item carries the field, so the answer has one shape
    return {
      list: wired.map((w) => ({
        ...w,
        rejectReason: reasons.get(w.id) ?? '',
        ...(titles ? { rootTitle: titles.get(w.articleID) ?? '' } : {}),
      })),
    };
  },
});
