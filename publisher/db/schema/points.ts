import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
