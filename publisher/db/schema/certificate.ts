import { bigint, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { members } from './account.ts';
import { articles } from './article.ts';

/**
 * The blockchain certificates the publisher issued (区块链证书, docs/certificate.md): a member's published contribution,
 * one row per member and article. The PDF itself is made on request from the article as published; this row is what
 * lets the member find it (myCertificates).
 */
export const certificates = pgTable(
  'certificates',
  {
    uid: integer('uid')
      .notNull()
      .references(() => members.uid, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => articles.fileId, { onDelete: 'cascade' }),
    issuedAt: bigint('issued_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.fileId] })],
);
