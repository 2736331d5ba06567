import { bigint, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';

/** One field of an activity's sign-up form (signForm on the wire); `key` is the wire name (entry_realName…). */
export type SignFormField = {
  key: string;
  title: string;
  type: 'text' | 'phone' | 'idcard' | 'select' | 'radio' | 'checkbox' | 'date' | 'picture';
  required: boolean;
  /** no two entries of the activity may share the value (checkEntryRepeatField) */
  unique: boolean;
  options: string[];
};

export const activityCats = pgTable('activity_cats', {
  catId: integer('cat_id').primaryKey(),
  name: text('name').notNull(),
  orderId: integer('order_id').notNull(),
});

/**
 * An activity (PUBLISHER_API §4.6). Times are epoch ms: the activity runs from `startAt` to `endAt`, sign-up is open
 * from `signStartAt` to `signEndAt`. `quota` 0 means no limit; `entryCount` is kept in the same transaction as each
 * entry, so the last places stay exact (activity/register.ts).
 */
export const activities = pgTable('activities', {
  fileId: integer('file_id').primaryKey(),
  catId: integer('cat_id').notNull(),
  title: text('title').notNull(),
  abstract: text('abstract').notNull(),
  content: text('content').notNull(),
  organizer: text('organizer').notNull(),
  place: text('place').notNull(),
  bannerRef: text('banner_ref'),
  publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  startAt: bigint('start_at', { mode: 'number' }).notNull(),
  endAt: bigint('end_at', { mode: 'number' }).notNull(),
  signStartAt: bigint('sign_start_at', { mode: 'number' }).notNull(),
  signEndAt: bigint('sign_end_at', { mode: 'number' }).notNull(),
  quota: integer('quota').notNull(),
  entryCount: integer('entry_count').notNull(),
  signForm: jsonb('sign_form').$type<SignFormField[]>().notNull(),
  /** shop sites where a voucher may be written off, and the members allowed to do it there */
  verifiers: jsonb('verifiers').$type<{ shopSite: string; uid: number }[]>().notNull(),
  countClick: integer('count_click').notNull(),
});

/** One member's sign-up: one per member and activity; `registCode` is the voucher's code. */
export const activityEntries = pgTable(
  'activity_entries',
  {
    entryId: integer('entry_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 610_001 }),
    fileId: integer('file_id').notNull(),
    uid: integer('uid').notNull(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    registCode: text('regist_code').notNull().unique(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
    usedBy: integer('used_by'),
    usedShop: text('used_shop'),
  },
  (t) => [unique('activity_entries_member').on(t.fileId, t.uid), index('activity_entries_file').on(t.fileId)],
);

/** The values of an activity's unique fields, one row each: the key makes a clash fail inside the sign-up. */
export const activityEntryKeys = pgTable(
  'activity_entry_keys',
  {
    fileId: integer('file_id').notNull(),
    field: text('field').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.field, t.value] })],
);

/** Pictures members upload with a sign-up form, re-encoded as JPEG. */
export const activityUploads = pgTable('activity_uploads', {
  uploadId: integer('upload_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 620_001 }),
  uid: integer('uid').notNull(),
  bytes: text('bytes').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityEntryRow = typeof activityEntries.$inferSelect;
