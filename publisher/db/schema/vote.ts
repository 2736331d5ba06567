import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One field the user-info box asks for before a member's first vote (vs_user_inforule on the wire). */
export type VoteInfoField = {
  key: string;
  title: string;
  type: 'text' | 'phone' | 'idcard';
  required: boolean;
};

/**
 * A vote activity. Times are epoch ms; voting is open from `startAt` to `endAt` (isbegin on the wire). Each member
 * may cast `dayLimit` votes a day in all and `optionDayLimit` a day for one option (0: no limit of that kind).
 */
export const votes = pgTable('votes', {
  voteId: integer('vote_id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  organizer: text('organizer').notNull(),
  headImageRef: text('head_image_ref'),
  publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  startAt: bigint('start_at', { mode: 'number' }).notNull(),
  endAt: bigint('end_at', { mode: 'number' }).notNull(),
  dayLimit: integer('day_limit').notNull(),
  optionDayLimit: integer('option_day_limit').notNull(),
  userInfoRule: jsonb('user_info_rule').$type<VoteInfoField[]>().notNull(),
});

/** The theme tabs of a vote (vs_votetheme_list), in `orderId` order. */
export const voteThemes = pgTable(
  'vote_themes',
  {
    themeId: integer('theme_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 640_001 }),
    voteId: integer('vote_id').notNull(),
    name: text('name').notNull(),
    orderId: integer('order_id').notNull(),
  },
  (t) => [index('vote_themes_vote').on(t.voteId)],
);

/** An option to vote for: its number (编号) within the vote, picture and the count, kept in each vote's transaction. */
export const voteOptions = pgTable(
  'vote_options',
  {
    optionId: integer('option_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 650_001 }),
    voteId: integer('vote_id').notNull(),
    themeId: integer('theme_id').notNull(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    picRef: text('pic_ref'),
    intro: text('intro').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('vote_options_theme').on(t.themeId, t.number), index('vote_options_vote').on(t.voteId)],
);

/** What a member gave the user-info box for a vote (once, before the first vote). */
export const voteMembers = pgTable(
  'vote_members',
  {
    voteId: integer('vote_id').notNull(),
    uid: integer('uid').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.uid] })],
);

/**
 * How many votes a member cast on a day (Beijing time, day number since the epoch): `optionId` 0 for the whole
 * vote, else for that option. The conditional upsert in the vote's transaction keeps them within the limits.
 */
export const voteTallies = pgTable(
  'vote_tallies',
  {
    voteId: integer('vote_id').notNull(),
    uid: integer('uid').notNull(),
    day: integer('day').notNull(),
    optionId: integer('option_id').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.uid, t.day, t.optionId] })],
);

/** Every vote counted, one row each; `nonce` is the encrypted record's, unique, so a replayed record is refused. */
export const voteLogs = pgTable(
  'vote_logs',
  {
    logId: integer('log_id').primaryKey().generatedAlwaysAsIdentity({ startWith: 660_001 }),
    voteId: integer('vote_id').notNull(),
    optionId: integer('option_id').notNull(),
    uid: integer('uid').notNull(),
    nonce: text('nonce').notNull().unique(),
    ip: text('ip').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('vote_logs_vote').on(t.voteId, t.logId)],
);

/** Image verification codes: one use (deleted when checked), a short life; `answer` is kept as its SM3 hash. */
export const voteCaptchas = pgTable('vote_captchas', {
  codeKey: text('code_key').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});

export type VoteRow = typeof votes.$inferSelect;
export type VoteThemeRow = typeof voteThemes.$inferSelect;
export type VoteOptionRow = typeof voteOptions.$inferSelect;
