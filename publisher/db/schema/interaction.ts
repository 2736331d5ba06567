import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * A like (event eventType 1) on an article: one row per article and liker, so a like is counted once per member
 * (`m<uid>`) or device (`d<device>`), however often or fast it is sent; `articles.count_praise` grows only when a
 * row is new.
 */
export const articleLikes = pgTable(
  'article_likes',
  {
    fileId: integer('file_id').notNull(),
    liker: text('liker').notNull(),
    likedAt: bigint('liked_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.liker] })],
);

/**
 * A member's favourite (fav / favCancel / hasFav / myFav): type is the spec's object type (0 article), channel the
 * event channel it was saved from; `imgUrl` is the picture the client sent, shown in the member's list.
 */
export const favourites = pgTable(
  'favourites',
  {
    uid: integer('uid').notNull(),
    type: integer('type').notNull(),
    articleId: integer('article_id').notNull(),
    channel: integer('channel').notNull(),
    imgUrl: text('img_url').notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.type, t.articleId] }),
    index('favourites_member_idx').on(t.uid, t.createdAt),
  ],
);
