import { and, asc, count, desc, eq, getTableColumns, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupCommit, rehearsed, rowsOf } from '../../db/group-commit.ts';
import { fileCases, type HeldItem } from '../../moderation/cases.ts';
import {
  articles,
  members,
  COMMENT_STATUS,
  comments,
  commentUploads,
  type CommentRow,
  type CommentStatus,
} from '../../db/schema/index.ts';

export const COMMENTS_PAGE = 20;
/** Source 0: an article's comments; 1: a live's (PUBLISHER_API §5 discuss/counts `source`); 4: a 问吧 question's; 6: a
 * circle post's. */
export type CommentSource = 0 | 1 | 4 | 5 | 6 | 7;
export type CommentPage = { rows: CommentRow[]; total: number };
export type NewComment = {
  articleId: number;
  source: CommentSource;
  parentId: number;
  threadId: number;
  uid: number;
  /** the member's nickname (网友<uid> without one) when not given */
  userName?: string;
  content: string;
  pics: string[];
  official: 0 | 1;
  status: CommentStatus;
  createdAt: number;
  requestKey: string | null;
  /** held by moderation: its case, filed with the comment in the batch's transaction */
  held?: HeldItem;
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

  /**
   * One batch of new comments in one transaction: the members' names read at once, one insert for the batch (a
   * requestKey posted before, or twice in the batch, is not posted again: the first comment answers), and the counts
   * of the approved ones incremented in one statement (the thread's replies; the article's comments, a reply only
   * while its thread's top-level comment is public), never recounted: the cost stays the same however many comments
   * an article has.
   */
  async function addBatch(tx: Db, batch: NewComment[]): Promise<CommentRow[]> {
    const unnamed = [...new Set(batch.filter((c) => !c.userName).map((c) => c.uid))];
    const names = new Map(
      unnamed.length === 0
        ? []
        : (
            await tx
              .select({ uid: members.uid, nickname: members.nickname })
              .from(members)
              .where(inArray(members.uid, unnamed))
          ).map((m) => [m.uid, m.nickname]),
    );
    const keyOf = (c: Pick<CommentRow, 'uid' | 'requestKey'>) =>
      c.requestKey ? `${c.uid}:${c.requestKey}` : undefined;
    const seen = new Set<string>();
    const fresh = batch.filter((c) => {
      const key = keyOf(c);
      if (key === undefined) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const inserted = await tx
      .insert(comments)
      .values(
        fresh.map(({ held: _held, ...c }) => ({
          ...c,
          userName: c.userName || names.get(c.uid) || `网友${c.uid}`,
          countPraise: 0,
          countReply: 0,
          isWonderful: 0,
        })),
      )
      .onConflictDoNothing()
      .returning();
    const byKey = new Map<string, CommentRow>();
    const unkeyed: CommentRow[] = [];
    for (const row of inserted) {
      const key = keyOf(row);
      if (key === undefined) unkeyed.push(row);
      else byKey.set(key, row);
    }
    // the held comments this batch wrote (not a double tap's first comment) wait in the moderation queue
    let nth = 0;
    const held = fresh.flatMap((c) => {
      const key = keyOf(c);
      const row = key === undefined ? unkeyed[nth++] : byKey.get(key);
      return c.held && row ? [{ ...c.held, itemId: row.id, createdAt: c.createdAt }] : [];
    });
    await fileCases(tx, held);
    // keys posted before this batch (a retry that raced past the check in post.ts): the first comment answers
    const earlier = fresh.filter((c) => keyOf(c) !== undefined && !byKey.has(keyOf(c)!));
    for (const row of earlier.length === 0
      ? []
      : await tx
          .select()
          .from(comments)
          .where(
            or(...earlier.map((c) => and(eq(comments.uid, c.uid), eq(comments.requestKey, c.requestKey!)))),
          ))
      byKey.set(keyOf(row)!, row);

    const counted = inserted.filter((r) => r.status === COMMENT_STATUS.approved);
    if (counted.length > 0) {
      const rows = JSON.stringify(
        counted.map((r) => ({ article_id: r.articleId, source: r.source, thread_id: r.threadId })),
      );
      rowsOf(
        await tx.execute(sql`with r as (select * from json_to_recordset(${rows}::json)
            as r(article_id int, source int, thread_id int)),
          threads as (update ${comments} c set count_reply = c.count_reply + n.n
            from (select thread_id, count(*)::int n from r where thread_id <> 0 group by thread_id) n
            where c.id = n.thread_id returning 1)
          update ${articles} a set count_discuss = a.count_discuss + n.n
          from (select article_id, count(*)::int n from r where source = 0 and (thread_id = 0 or exists
            (select 1 from ${comments} t where t.id = r.thread_id and t.status = ${COMMENT_STATUS.approved}))
            group by article_id) n
          where a.file_id = n.article_id`),
      );
    }
    return batch.map((c) => {
      const key = keyOf(c);
      return key === undefined ? unkeyed.shift()! : byKey.get(key)!;
    });
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

    /** A member's own comments anywhere, newest first, 20 a page: public, waiting or rejected (deleted ones never). */
    ofMember: (uid: number, page: number) =>
      db
        .select()
        .from(comments)
        .where(
          and(
            eq(comments.uid, uid),
            inArray(comments.status, [
              COMMENT_STATUS.pending,
              COMMENT_STATUS.approved,
              COMMENT_STATUS.rejected,
            ]),
          ),
        )
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(COMMENTS_PAGE)
        .offset(page * COMMENTS_PAGE),

    /** A member's comments on one article or live that are not public, waiting or rejected (only they see them). */
    unpublishedOf: (uid: number, articleId: number, source: CommentSource) =>
      db
        .select()
        .from(comments)
        .where(
          and(
            eq(comments.uid, uid),
            eq(comments.articleId, articleId),
            eq(comments.source, source),
            inArray(comments.status, [COMMENT_STATUS.pending, COMMENT_STATUS.rejected]),
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

    /**
     * Posts a comment in the next batch (group commit): the same member's same requestKey again, in the batch or
     * after it, posts nothing and answers the first comment.
     */
    add: groupCommit((batch: NewComment[]) => db.transaction((tx) => addBatch(tx as unknown as Db, batch))),

    /**
     * A batch of a public comment and a held one on no article written and rolled back (nothing changes; the
     * identities skip a number): the publisher's warm-up before it listens (publisher/warm-up.ts).
     */
    rehearse: () => {
      const comment: NewComment = {
        articleId: 0,
        source: 0,
        parentId: 0,
        threadId: 0,
        uid: 0,
        content: '预热',
        pics: [],
        official: 0,
        status: COMMENT_STATUS.approved,
        createdAt: 0,
        requestKey: null,
      };
      const held: HeldItem = {
        kind: 'comment',
        uid: 0,
        content: '预热',
        pics: [],
        reasons: ['mode'],
        queue: 'pending',
      };
      return rehearsed(db, (tx) =>
        addBatch(tx, [comment, { ...comment, status: COMMENT_STATUS.pending, held }]),
      );
    },

    /**
     * Moves a comment to `status` and recounts, in `tx` when given (a moderation decision's) or a transaction of its
     * own; undefined when there is no such comment.
     */
    async setStatus(id: number, status: CommentStatus, tx?: Db): Promise<CommentRow | undefined> {
      const change = async (t: Db) => {
        const [row] = await t.update(comments).set({ status }).where(eq(comments.id, id)).returning();
        if (row) await recount(t, row);
        return row;
      };
      return tx ? change(tx) : db.transaction((t) => change(t as unknown as Db));
    },

    /** Sets a comment's like count (seed and test hooks; likes themselves are the like area's). */
    setPraise: (id: number, n: number) =>
      db.update(comments).set({ countPraise: n }).where(eq(comments.id, id)),

    /** A picture from before the upload service (comment_uploads, only read now): bytes and format, by ref. */
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
