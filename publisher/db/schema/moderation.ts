import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The site's moderation settings (docs/moderation.md): one row (id 1), absent until the newsroom first saves them.
 * `version` goes up with every save: each publisher process compares it every few seconds and reloads the row (and
 * rebuilds its word lists) only when it changed.
 */
export const moderationSettings = pgTable('moderation_settings', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  /** 'pre' | 'post'; null: each area keeps its own (comments: getConfig's auditType; chat: post) */
  mode: text('mode').$type<'pre' | 'post'>(),
  bannedWords: jsonb('banned_words').$type<string[]>().notNull(),
  suspectWords: jsonb('suspect_words').$type<string[]>().notNull(),
  newMemberApprovals: integer('new_member_approvals').notNull(),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  webhookTimeoutMs: integer('webhook_timeout_ms'),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

/**
 * One item the newsroom looks at, or looked at: held by the pipeline (queue `held`, or `pending` when only the mode
 * held it) or reported by readers (`reported`). `itemId` is the item's id in its own table (a comment's id, a chat
 * message's, a member's uid for a nickname); one case per item, reopened when it is reported again. `content` and
 * `pics` are what was sent (a held nickname is applied from here when approved).
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    uid: integer('uid').notNull(),
    content: text('content').notNull(),
    pics: jsonb('pics').$type<string[]>().notNull(),
    /** the pipeline's codes ('suspect-word', 'link', 'mode'…) or 'reported' */
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    queue: text('queue').$type<'pending' | 'held' | 'reported'>().notNull(),
    status: text('status').$type<'open' | 'approved' | 'rejected'>().notNull(),
    /** the newsroom's (or the external service's) words with a rejection, shown to the author */
    decisionReason: text('decision_reason'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    decidedAt: bigint('decided_at', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('moderation_cases_item_idx').on(t.kind, t.itemId),
    index('moderation_cases_queue_idx').on(t.queue, t.status, t.id),
    // a member's last decisions (the rejected-often rule)
    index('moderation_cases_member_idx').on(t.uid, t.decidedAt),
  ],
);

/** A member's standing with the newsroom when it is not plain `active`; no row is active. */
export const memberModeration = pgTable('member_moderation', {
  uid: integer('uid').primaryKey(),
  /** 'active' | 'warned' | 'premod' | 'suspended' | 'banned' */
  status: text('status').notNull(),
  /** suspended until then (ms); null otherwise */
  until: bigint('until', { mode: 'number' }),
  reason: text('reason').notNull(),
  changedAt: bigint('changed_at', { mode: 'number' }).notNull(),
});

/** Every change of a member's standing, with the newsroom's reason, kept for good. */
export const memberStatusHistory = pgTable(
  'member_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: integer('uid').notNull(),
    status: text('status').notNull(),
    until: bigint('until', { mode: 'number' }),
    reason: text('reason').notNull(),
    changedAt: bigint('changed_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('member_status_history_member_idx').on(t.uid, t.id)],
);

export type ModerationCaseRow = typeof moderationCases.$inferSelect;
export type ModerationSettingsRow = typeof moderationSettings.$inferSelect;
