import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Subscription categories (getCats with the fixed account code, getSubCats): parentId 0 is a top category. */
export const xyCategories = pgTable('xy_categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

/**
 * The newsroom's self-media accounts (翔宇号). xyStatus: 0 open, 1 closed, 4 withdrawn; xyForbidden 1: banned. A
 * closed, withdrawn or banned account is discarded by readers (spec §4) and left out of every list and ranking.
 */
export const xyAccounts = pgTable(
  'xy_accounts',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    iconRef: text('icon_ref').notNull(),
    status: integer('status').notNull(),
    forbidden: integer('forbidden').notNull(),
    /** the editors' pick order for recommendXys; 0: not recommended */
    recommend: integer('recommend').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('xy_accounts_category_idx').on(t.categoryId)],
);

/** Which articles an account published (an article belongs to at most one account). */
export const xyAccountArticles = pgTable(
  'xy_account_articles',
  {
    fileId: integer('file_id').primaryKey(),
    xyId: integer('xy_id').notNull(),
  },
  (t) => [index('xy_account_articles_xy_idx').on(t.xyId)],
);

/**
 * A member following something: kind 0 an account (topicSub type 0), 1 a reporter (type 1). One row per pair, so
 * fans are counted, never stored, and repeated or racing toggles cannot make the count drift.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    uid: integer('uid').notNull(),
    kind: integer('kind').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.kind, t.targetId] }),
    index('subscriptions_target_idx').on(t.kind, t.targetId),
  ],
);

/** A ranking period (打榜): votes count only inside it; `rules` is the configured 打榜规则, one rule a line. */
export const xyRankPeriods = pgTable('xy_rank_periods', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  startsAt: bigint('starts_at', { mode: 'number' }).notNull(),
  endsAt: bigint('ends_at', { mode: 'number' }).notNull(),
  rules: jsonb('rules').$type<string[]>().notNull(),
});

/** A member's rank-vote (hitXyBulletin) for an account: once per member, account and period (the primary key). */
export const xyRankVotes = pgTable(
  'xy_rank_votes',
  {
    periodId: integer('period_id').notNull(),
    uid: integer('uid').notNull(),
    xyId: integer('xy_id').notNull(),
    votedAt: bigint('voted_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.uid, t.xyId] }),
    index('xy_rank_votes_account_idx').on(t.periodId, t.xyId),
  ],
);

export type XyAccountRow = typeof xyAccounts.$inferSelect;
export type XyCategoryRow = typeof xyCategories.$inferSelect;
export type XyRankPeriodRow = typeof xyRankPeriods.$inferSelect;
