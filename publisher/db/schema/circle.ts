import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Who may post in a circle: every member, or its keepers alone (a notice board of a school, a team). */
export type PostPolicy = 'members' | 'keepers';

/**
 * A circle (圈子, circleDetail.html, docs/circle.md): readers' community around a district, a school, a hobby. A
 * public one is joined at once; a private one by a request its keeper approves, and only its members read its posts.
 * `auditMode` is the circle's own moderation over the site's (pre: every post waits for review). `closed` 1: the
 * newsroom took the circle down (its page says so, nothing is read or written). Counts are kept in the transaction
 * that changes them.
 */
export const circles = pgTable('circles', {
  circleId: integer('circle_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 850_001 }),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  /** a stored picture ref (images) or an upload's key (pic/uploads/…) */
  coverRef: text('cover_ref'),
  isPrivate: integer('is_private').notNull(),
  postPolicy: text('post_policy').$type<PostPolicy>().notNull(),
  auditMode: text('audit_mode').$type<'pre' | 'post'>().notNull(),
  closed: integer('closed').notNull(),
  /** the order of the circle list (lower first) */
  position: integer('position').notNull(),
  countMember: integer('count_member').notNull(),
  countPost: integer('count_post').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/** A member of a circle, or one who asked to join a private one (`requested`, 审核中 until a keeper decides). */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.circleId, { onDelete: 'cascade' }),
    uid: integer('uid').notNull(),
    role: text('role').$type<'keeper' | 'member'>().notNull(),
    state: text('state').$type<'joined' | 'requested'>().notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.uid] }),
    // the member's page lists their circles
    index('circle_members_member').on(t.uid, t.state),
  ],
);

/** Where a post stands: public, waiting (its author alone sees it, 审核中), rejected or removed (the reason to its author), deleted by its author. */
export const POST_STATUS = { pending: 0, public: 1, rejected: 2, deleted: 3 } as const;
export type PostStatus = (typeof POST_STATUS)[keyof typeof POST_STATUS];

/** A post's picture (1) or video (2): an upload's stored key (pic/uploads/…, media/uploads/…), or the demo's own. */
export type PostAttachment = { type: 1 | 2; key: string; posterKey?: string; duration?: number };

/**
 * A member's post in a circle (postDetail.html): plain text and up to nine pictures or one video. Its likes are
 * `circle_post_likes` (one per member), its comments the comments area's (source 4). `pinned` posts come first in
 * the circle's lists. `requestKey`: the client's key for one intended post (a double tap posts once).
 */
export const circlePosts = pgTable(
  'circle_posts',
  {
    postId: integer('post_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 860_001 }),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.circleId, { onDelete: 'cascade' }),
    uid: integer('uid').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<PostAttachment[]>().notNull(),
    status: integer('status').$type<PostStatus>().notNull(),
    pinned: integer('pinned').notNull(),
    countPraise: integer('count_praise').notNull(),
    requestKey: text('request_key'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('circle_posts_circle').on(t.circleId, t.status, t.createdAt),
    index('circle_posts_member').on(t.uid, t.status, t.createdAt),
    index('circle_posts_request_key').on(t.uid, t.requestKey),
  ],
);

/** One member's like of a post: the primary key is what makes a like count once, however many taps race. */
export const circlePostLikes = pgTable(
  'circle_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => circlePosts.postId, { onDelete: 'cascade' }),
    uid: integer('uid').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.uid] })],
);

/** A keeper's notice (公告, noticeDetail.html): sanitised HTML; the pinned and newest one is the circle's notice bar. */
export const circleNotices = pgTable(
  'circle_notices',
  {
    noticeId: integer('notice_id').primaryKey().generatedByDefaultAsIdentity({ startWith: 870_001 }),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.circleId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** the keeper who wrote it (0: the newsroom) */
    uid: integer('uid').notNull(),
    pinned: integer('pinned').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('circle_notices_circle').on(t.circleId, t.createdAt)],
);

export type CircleRow = typeof circles.$inferSelect;
export type CirclePostRow = typeof circlePosts.$inferSelect;
export type CircleNoticeRow = typeof circleNotices.$inferSelect;
