import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Where a comment stands: only approved ones are public; a pending one is seen by its author alone. */
export const COMMENT_STATUS = { pending: 0, approved: 1, rejected: 2, deleted: 3 } as const;
export type CommentStatus = (typeof COMMENT_STATUS)[keyof typeof COMMENT_STATUS];

/**
 * Comments on articles (source 0) and lives (source 1) (spec §3 Comment, PUBLISHER_API §4.4). A top-level comment has
 * parentId 0 and is its own thread; a reply names the comment it answers (parentId) and the thread's top-level
 * comment (threadId; 0 on a top-level comment). `countReply` (top level only) and `articles.count_discuss` count approved comments and are kept
 * in the transaction that changes a status, so they stay true.
 */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 800_001 }),
    articleId: integer('article_id').notNull(),
    source: integer('source').notNull(),
    parentId: integer('parent_id').notNull(),
    threadId: integer('thread_id').notNull(),
    /** 0: the newsroom (official comments and replies) */
    uid: integer('uid').notNull(),
    userName: text('user_name').notNull(),
    content: text('content').notNull(),
    /** stored picture refs (`comment/<id>.<ext>`, served under /pic/) */
    pics: jsonb('pics').$type<string[]>().notNull(),
    official: integer('official').notNull(),
    status: integer('status').$type<CommentStatus>().notNull(),
    countPraise: integer('count_praise').notNull(),
    countReply: integer('count_reply').notNull(),
    /** 精彩评论: shown among the hot ones whatever its likes */
    isWonderful: integer('is_wonderful').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    /** the client's key for one intended comment: a double tap or a replay posts once */
    requestKey: text('request_key'),
  },
  (t) => [
    index('comments_article_idx').on(t.articleId, t.source, t.status, t.id),
    index('comments_thread_idx').on(t.threadId, t.status, t.id),
    index('comments_queue_idx').on(t.status, t.id),
    // a member's public page (memberView) reads their approved comments newest first
    index('comments_member_idx').on(t.uid, t.status, t.createdAt),
    uniqueIndex('comments_request_key_idx').on(t.uid, t.requestKey),
  ],
);

/**
 * What a report names (`comment_reports.target_kind`): its own numbers, never a comment `source`, so an article, a
 * comment and a circle post with the same id stay three reports. The first two are expose's wire `sourceType`.
 */
export const REPORT_TARGET = { article: 0, comment: 1, post: 2 } as const;

/** A reader's report (expose) of an article, a comment or a circle post, for the newsroom to look at. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** REPORT_TARGET: 0 an article, 1 a comment, 2 a circle post */
    targetKind: integer('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    uid: integer('uid').notNull(),
    type: integer('type').notNull(),
    reason: text('reason').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('comment_reports_once_idx').on(t.targetKind, t.targetId, t.uid)],
);

/**
 * Pictures members uploaded for their comments before the upload service took them (publisher/uploads/): read and
 * served as they are, never written now.
 */
export const commentUploads = pgTable('comment_uploads', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  uid: integer('uid').notNull(),
  format: text('format').notNull(),
  bytes: text('bytes').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

export type CommentRow = typeof comments.$inferSelect;
