import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export type DynamicVideo = { url: string; posterRef: string | null; duration: number };

/** Who posted a dynamic: an account (getXyDynamic) or a reporter (记者动态, the reporters live in the article area). */
export const DYNAMIC_OWNER = { account: 0, reporter: 1 } as const;

/** A dynamic: a short post with pictures and videos (its attachments). */
export const dynamics = pgTable(
  'dynamics',
  {
    id: integer('id').primaryKey(),
    ownerKind: integer('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    content: text('content').notNull(),
    pictureRefs: jsonb('picture_refs').$type<string[]>().notNull(),
    videos: jsonb('videos').$type<DynamicVideo[]>().notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('dynamics_owner_idx').on(t.ownerKind, t.ownerId, t.publishedAt)],
);

export type DynamicRow = typeof dynamics.$inferSelect;
