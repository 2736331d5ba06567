import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A government department inquiries are passed to (问政's 部门). A retired one is no longer offered or passed to;
 * its name stays on the inquiries it had.
 */
export const qaDepartments = pgTable('qa_departments', {
  departmentId: integer('department_id').primaryKey(),
  name: text('name').notNull(),
  orderId: integer('order_id').notNull(),
  retired: boolean('retired').notNull().default(false),
});

/** An inquiry's category (Founder's `group`) or region (`regionName`): the form's lists. Retired: as a department. */
export const qaChoices = pgTable('qa_choices', {
  choiceId: integer('choice_id').primaryKey(),
  kind: text('kind').$type<'category' | 'region'>().notNull(),
  name: text('name').notNull(),
  orderId: integer('order_id').notNull(),
  retired: boolean('retired').notNull().default(false),
});

/** Where an inquiry stands: each move is a row of qa_steps with its date. */
export const QA_STEPS = ['submitted', 'accepted', 'passed', 'replied', 'followUp', 'closed'] as const;
export type QaStep = (typeof QA_STEPS)[number];

/** Moderation's word on the inquiry's text: held, let in, rejected (as 问吧's questions). */
export const INQUIRY_STATUS = { held: 0, admitted: 1, rejected: 2 } as const;
export type InquiryStatus = (typeof INQUIRY_STATUS)[keyof typeof INQUIRY_STATUS];

/**
 * A citizen's inquiry (问政, qaDetail/:id.html). Public once let in by moderation and accepted by the newsroom.
 * `realName` and `phone` are for the newsroom only (never on the wire of a public read). `pics`, `videos`, `audios`
 * are stored keys (the upload service's `pic/uploads/…`, `media/uploads/…`, or demo refs). `step` is the latest
 * step; the history is qa_steps. `rating` 1–5 with `ratingComment`, once, after a reply.
 */
export const qaInquiries = pgTable(
  'qa_inquiries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 832_001 }),
    uid: integer('uid').notNull(),
    userName: text('user_name').notNull(),
    realName: text('real_name').notNull(),
    phone: text('phone').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    categoryId: integer('category_id').notNull(),
    regionId: integer('region_id').notNull(),
    /** the department the asker chose, then the one it was passed to */
    departmentId: integer('department_id').notNull(),
    location: text('location').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull(),
    videos: jsonb('videos').$type<{ url: string; poster: string; duration: number }[]>().notNull(),
    audios: jsonb('audios').$type<{ url: string; duration: number }[]>().notNull(),
    status: integer('status').$type<InquiryStatus>().notNull(),
    step: text('step').$type<QaStep>().notNull(),
    rating: integer('rating'),
    ratingComment: text('rating_comment').notNull(),
    countPraise: integer('count_praise').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    requestKey: text('request_key'),
  },
  (t) => [
    index('qa_inquiries_member_idx').on(t.uid, t.createdAt),
    index('qa_inquiries_department_idx').on(t.departmentId),
    uniqueIndex('qa_inquiries_request_key_idx').on(t.uid, t.requestKey),
  ],
);

/**
 * One step of an inquiry with its date: submitted, accepted, passed (to `departmentId`), replied (the department's
 * reply: `content`, `pics`), followUp (the asker's one question after a reply), closed. A reopen is a new accepted.
 */
export const qaSteps = pgTable(
  'qa_steps',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 833_001 }),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => qaInquiries.id),
    step: text('step').$type<QaStep>().notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    departmentId: integer('department_id').notNull(),
    content: text('content').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull(),
  },
  (t) => [
    index('qa_steps_inquiry_idx').on(t.inquiryId, t.at),
    index('qa_steps_department_idx').on(t.departmentId, t.step, t.at),
  ],
);

export type QaInquiryRow = typeof qaInquiries.$inferSelect;
export type QaStepRow = typeof qaSteps.$inferSelect;
export type QaDepartmentRow = typeof qaDepartments.$inferSelect;
