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
  /** set when the member deleted their account (sso cancel): the row stays, emptied, so their uid never returns */
  cancelledAt: bigint('cancelled_at', { mode: 'number' }),
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

/** A member's messenger identity (provider + openid), found again on the next messenger sign-in. */
export const memberOauth = pgTable(
  'member_oauth',
  {
    provider: text('provider').notNull(),
    oid: text('oid').notNull(),
    unionid: text('unionid').notNull(),
    uid: integer('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.oid] })],
);

/**
 * What the publisher itself verified with the messenger (getWxUserInfo), for the device that brought the code: the
 * one sign-in (oauthLogin) that device may make as that openid, within minutes. Without it an openid typed into a
 * request signs nobody in.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    provider: text('provider').notNull(),
    oid: text('oid').notNull(),
    device: text('device').notNull(),
    unionid: text('unionid').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.oid, t.device] })],
);

/**
 * Avatars members upload (uploadPortrait), after images/member-picture.ts checked them: a JPEG (or a true BMP) as kept.
 * Each upload is a new row, so an avatar's address (`/pic/portrait/<id>.jpg`) never changes what it shows and caches
 * for good; the member's `head_ref` names the current one.
 */
export const memberPortraits = pgTable('member_portraits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  uid: integer('uid')
    .notNull()
    .references(() => members.uid, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  bytes: text('bytes').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});
