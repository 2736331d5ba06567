import { and, asc, count, desc, eq, getTableColumns, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  articles,
  COMMENT_STATUS,
  comments,
  commentUploads,
  type CommentRow,
  type CommentStatus,
} from '../../db/schema/index.ts';

export const COMMENTS_PAGE = 20;
/** Source 0: an article's comments; 1: a live's (PUBLISHER_API §5 discuss/counts `source`). */
export type CommentSource = 0 | 1;
export type CommentPage = { rows: CommentRow[]; total: number };
export type NewComment = {
  articleId: number;
  source: CommentSource;
  parentId: number;
  threadId: number;
  uid: number;
  userName: string;
  content: string;
  pics: string[];
  official: 0 | 1;
  status: CommentStatus;
  createdAt: number;
  requestKey: string | null;
};

const approved = eq(comments.status, COMMENT_STATUS.approved);
const topLevelOf = (articleId: number, source: CommentSource) =>
  and(eq(comments.articleId, articleId), eq(comments.source, source), eq(comments.parentId, 0));

export type CommentStore = ReturnType<typeof commentStore>;

/**
 * The comments' queries. Every status change recounts what depends on it (the thread's `countReply`, the article's
 * `count_discuss`) in the same transaction, from the rows themselves, so the counts cannot drift.
 */
export function commentStore(db: Db) {
  async function recount(tx: Db, row: Pick<CommentRow, 'articleId' | 'source' | 'threadId' | 'id'>) {
    const thread = row.threadId || row.id;
    await tx
      .update(comments)
      .set({
        countReply: sql`(select count(*) from ${comments} c where c.thread_id = ${thread} and c.status = ${COMMENT_STATUS.approved})`,
      })
      .where(eq(comments.id, thread));
    if (row.source !== 0) return;
    // a reply counts while its thread's top-level comment is public too
    await tx
      .update(articles)
      .set({
        countDiscuss: sql`(select count(*) from ${comments} c where c.article_id = ${row.articleId} and c.source = 0
          and c.status = ${COMMENT_STATUS.approved}
          and (c.thread_id = 0 or exists (select 1 from ${comments} t where t.id = c.thread_id and t.status = ${COMMENT_STATUS.approved})))`,
      })
      .where(eq(articles.fileId, row.articleId));
  }

  /** A page of 20 matching comments, newest first, and how many match in all. */
  async function pageOf(where: SQL | undefined, page: number): Promise<CommentPage> {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(comments)
        .where(where)
        .orderBy(desc(comments.id))
        .limit(COMMENTS_PAGE)
        .offset(page * COMMENTS_PAGE),
      db.select({ n: count() }).from(comments).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    byId: async (id: number): Promise<CommentRow | undefined> =>
      (await db.select().from(comments).where(eq(comments.id, id)).limit(1))[0],

    /** Approved top-level comments, newest first. */
    latest: (articleId: number, source: CommentSource, page: number) =>
      pageOf(and(topLevelOf(articleId, source), approved), page),

    /** The most liked approved top-level comments (featured ones first); those nobody liked are not hot. */
    hot: (articleId: number, source: CommentSource, limit: number) =>
      db
        .select()
        .from(comments)
        .where(
          and(
            topLevelOf(articleId, source),
            approved,
            or(sql`${comments.countPraise} > 0`, eq(comments.isWonderful, 1)),
          ),
        )
        .orderBy(desc(comments.isWonderful), desc(comments.countPraise), desc(comments.id))
        .limit(limit),

    /** The newest `perThread` approved replies of each thread. */
    async firstReplies(threadIds: number[], perThread: number): Promise<CommentRow[]> {
      if (threadIds.length === 0 || perThread <= 0) return [];
      const ranked = db
        .select({
          ...getTableColumns(comments),
          rank: sql<number>`row_number() over (partition by ${comments.threadId} order by ${comments.id} desc)`.as(
            'rank',
          ),
        })
        .from(comments)
        .where(and(inArray(comments.threadId, threadIds), approved))
        .as('ranked');
      const rows = await db.select().from(ranked).where(lte(ranked.rank, perThread)).orderBy(desc(ranked.id));
      return rows.map(({ rank: _rank, ...row }) => row as CommentRow);
    },

    /** A thread's approved replies, newest first. */
    replies: (threadId: number, page: number) => pageOf(and(eq(comments.threadId, threadId), approved), page),

    /** Every public comment of an article or live, replies included (the figure shown beside 评论). */
    async count(articleId: number, source: CommentSource): Promise<number> {
      if (source === 0) {
        const [a] = await db
          .select({ n: articles.countDiscuss })
          .from(articles)
          .where(eq(articles.fileId, articleId))
          .limit(1);
        return a?.n ?? 0;
      }
      const [row] = await db
        .select({ n: count() })
        .from(comments)
        .where(and(eq(comments.articleId, articleId), eq(comments.source, source), approved));
      return row?.n ?? 0;
    },

    /** A member's comments still waiting for review on one article or live (only they see them). */
    pendingOf: (uid: number, articleId: number, source: CommentSource) =>
      db
        .select()
        .from(comments)
        .where(
          and(
            eq(comments.uid, uid),
            eq(comments.articleId, articleId),
            eq(comments.source, source),
            eq(comments.status, COMMENT_STATUS.pending),
          ),
        )
        .orderBy(desc(comments.id))
        .limit(50),

    byRequestKey: async (uid: number, key: string): Promise<CommentRow | undefined> =>
      (
        await db
          .select()
          .from(comments)
          .where(and(eq(comments.uid, uid), eq(comments.requestKey, key)))
          .limit(1)
      )[0],

    async add(comment: NewComment): Promise<CommentRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(comments)
          .values({ ...comment, countPraise: 0, countReply: 0, isWonderful: 0 })
          .returning();
        if (comment.status === COMMENT_STATUS.approved) await recount(tx as unknown as Db, row!);
        return row!;
      });
    },

    /** Moves a comment to `status` and recounts; false when there is no such comment. */
    async setStatus(id: number, status: CommentStatus): Promise<CommentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(comments).set({ status }).where(eq(comments.id, id)).returning();
        if (row) await recount(tx as unknown as Db, row);
        return row;
      });
    },

    /** Sets a comment's like count (seed and test hooks; likes themselves are the like area's). */
    setPraise: (id: number, n: number) =>
      db.update(comments).set({ countPraise: n }).where(eq(comments.id, id)),

    /** Keeps a checked picture for the member; answers its ref (`<id>.<format>`). */
    async saveUpload(uid: number, format: string, bytes: Buffer, now: number): Promise<string> {
      const [row] = await db
        .insert(commentUploads)
        .values({ uid, format, bytes: bytes.toString('base64'), createdAt: now })
        .returning({ id: commentUploads.id });
      return `${row!.id}.${format}`;
    },

    /** The refs of the member's own uploads among `ids`, in the order asked; undefined when one is not theirs. */
    async ownedPictures(uid: number, ids: number[]): Promise<string[] | undefined> {
      const rows = await db
        .select({ id: commentUploads.id, format: commentUploads.format })
        .from(commentUploads)
        .where(and(eq(commentUploads.uid, uid), inArray(commentUploads.id, ids)));
      const formats = new Map(rows.map((r) => [r.id, r.format]));
      if (ids.some((id) => !formats.has(id))) return undefined;
      return ids.map((id) => `${id}.${formats.get(id)}`);
    },

    /** An uploaded picture's bytes and format, by ref. */
    async picture(ref: string): Promise<{ format: string; bytes: Buffer } | undefined> {
      const id = Number(ref.split('.')[0]);
      const [row] = await db.select().from(commentUploads).where(eq(commentUploads.id, id)).limit(1);
      return row && `${row.id}.${row.format}` === ref
        ? { format: row.format, bytes: Buffer.from(row.bytes, 'base64') }
        : undefined;
    },

    /** The moderation queue, oldest first. */
    queue: (status: CommentStatus, limit: number) =>
      db.select().from(comments).where(eq(comments.status, status)).orderBy(asc(comments.id)).limit(limit),
  };
}
