import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { members } from './account.ts';

/** A member's own invite code (邀请码), made the first time they ask for it. */
export const inviteCodes = pgTable('invite_codes', {
  uid: integer('uid')
    .primaryKey()
    .references(() => members.uid, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

/**
 * An invite link opened on a device (codeImeiRecord): each device takes one invite code, once (the unique device
 * makes a second recording, or a race of two, fail rather than pay the inviter twice).
 */
export const inviteRecords = pgTable(
  'invite_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviterUid: integer('inviter_uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    device: text('device').notNull().unique(),
    /** the member signed in on that device when it was recorded, if any */
    inviteeUid: integer('invitee_uid').references(() => members.uid, { onDelete: 'set null' }),
    name: text('name').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('invite_records_inviter').on(t.inviterUid, t.createdAt)],
);
