import { bigint, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { ReaderReview, SentFile } from './tipoff.ts';

/**
 * A call for submissions (征稿, seekArticleDetail): a theme, who organises it, the time window, the rules (plain
 * text) and the detail (article HTML, sanitised where shown). `closedAt`: the newsroom closed it before its end.
 */
export const calls = pgTable('calls', {
  callId: integer('call_id').primaryKey(),
  siteId: integer('site_id').notNull(),
  title: text('title').notNull(),
  organizer: text('organizer').notNull(),
  rules: text('rules').notNull(),
  content: text('content').notNull(),
  coverRef: text('cover_ref'),
  startAt: bigint('start_at', { mode: 'number' }).notNull(),
  endAt: bigint('end_at', { mode: 'number' }).notNull(),
  closedAt: bigint('closed_at', { mode: 'number' }),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

export type CallRow = typeof calls.$inferSelect;

/** The newsroom's word on a submission: 待审核, 已通过, 未通过 (with its reason), 已采用 (with the article). */
export const SUBMISSION_STATES = ['pending', 'passed', 'failed', 'adopted'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/**
 * A reader's submission (投稿) to a call: a title, the text, files through the upload service, the author's name
 * as it should be printed and a contact for the newsroom only. Only its author and the newsroom read it.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 3_500_001 }),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.callId),
    uid: integer('uid').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    authorName: text('author_name').notNull(),
    /** newsroom only: never on the reader's wire */
    contactNo: text('contact_no').notNull(),
    files: jsonb('files').$type<SentFile[]>().notNull(),
    review: text('review').$type<ReaderReview>().notNull(),
    state: text('state').$type<SubmissionState>().notNull(),
    /** the newsroom's reason for 未通过 */
    reason: text('reason').notNull(),
    articleId: integer('article_id'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    reviewedAt: bigint('reviewed_at', { mode: 'number' }),
    requestKey: text('request_key'),
  },
  (t) => [
    index('submissions_member').on(t.uid, t.createdAt),
    index('submissions_call').on(t.callId, t.createdAt),
    unique('submissions_request_key').on(t.uid, t.requestKey),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;
