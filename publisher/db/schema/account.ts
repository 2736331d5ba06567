import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const members = pgTable('members', {
  uid: integer('uid').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
  phone: text('phone').unique(),
  passwordHash: text('password_hash'),
  isDefPassword: integer('is_def_password').notNull(),
  nickname: text('nickname').notNull(),
  headRef: text('head_ref'),
  score: integer('score').notNull(),
  sex: text('sex').notNull(),
  ssoToken: text('sso_token').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    code: text('code').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.purpose] })],
);

export type MemberRow = typeof members.$inferSelect;
