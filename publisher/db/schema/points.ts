import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { members } from './account.ts';

/**
 * One line of a member's points history (积分明细): what earned or spent the points (`rule`, Founder's srname), in
 * the reader's words (`note`, Founder's msg). members.score holds the running total, written in the same transaction.
 */
export const scoreRecords = pgTable(
  'score_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: integer('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    rule: text('rule').notNull(),
    note: text('note').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('score_records_member').on(t.uid, t.createdAt)],
);

/**
 * A points rule that paid out (event1: reading 浏览, sharing 分享) for one article on one Beijing day: the key makes
 * an article earn once per rule and day, however often the event is sent; the day's rows count against the cap.
 */
export const pointEvents = pgTable(
  'point_events',
  {
    uid: integer('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    articleId: integer('article_id').notNull(),
    day: text('day').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.rule, t.day, t.articleId] })],
);
