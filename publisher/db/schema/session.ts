import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** The site config row: `config` is what getConfig answers; `secrets` never leaves the server. */
export const siteConfig = pgTable('site_config', {
  appId: integer('app_id').primaryKey(),
  siteId: integer('site_id').notNull(),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  secrets: jsonb('secrets').$type<SiteSecrets>().notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

export type SiteSecrets = {
  appKey: string;
  appSecret: string;
  sm2PublicKey: string;
  sm2PrivateKey: string;
};

/** Every bearer credential: anonymous security tokens, member access/refresh tokens, auth-handshake tokens. */
export const tokens = pgTable(
  'tokens',
  {
    token: text('token').primaryKey(),
    kind: text('kind').$type<TokenKind>().notNull(),
    uid: integer('uid'),
    device: text('device').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('tokens_uid_idx').on(t.uid)],
);

export type TokenKind = 'anonymous' | 'access' | 'refresh' | 'auth';
