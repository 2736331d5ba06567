import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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

export const columns = pgTable(
  'columns',
  {
    columnId: integer('column_id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    name: text('name').notNull(),
    casNames: text('cas_names').notNull(),
    columnType: text('column_type').notNull(),
    columnStyle: text('column_style').notNull(),
    topCount: integer('top_count').notNull(),
    orderId: integer('order_id').notNull(),
    level: integer('level').notNull(),
    iconRef: text('icon_ref'),
    description: text('description').notNull(),
    linkUrl: text('link_url').notNull(),
    lang: text('lang').notNull(),
  },
  (t) => [index('columns_parent_idx').on(t.parentId, t.orderId)],
);

export const reporters = pgTable('reporters', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  duty: text('duty').notNull(),
  description: text('description').notNull(),
  photoRef: text('photo_ref').notNull(),
});

/** Byline roles, keyed by the wire names of PUBLISHER_API §4.3 (liability = responsible editor, …). */
export type Credits = Partial<Record<string, string>>;

export type BodyImage = { ref: string; summary: string };
export type LiveConfig = {
  videos: { appLiveUrl: string; appPlaybackUrl: string; playbackUrls: string[] }[];
  users: string[];
  appBannerRef: string | null;
};

export const articles = pgTable(
  'articles',
  {
    fileId: integer('file_id').primaryKey(),
    columnId: integer('column_id').notNull(),
    articleType: integer('article_type').notNull(),
    /** aStatus: 1 published; anything else is a draft seen only in preview. */
    status: integer('status').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    listTitle: text('list_title').notNull(),
    subTitle: text('sub_title').notNull(),
    leadTitle: text('lead_title').notNull(),
    abstract: text('abstract').notNull(),
    content: text('content').notNull(),
    source: text('source').notNull(),
    author: text('author').notNull(),
    credits: jsonb('credits').$type<Credits>().notNull(),
    reporterIds: jsonb('reporter_ids').$type<number[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    mark: text('mark').notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
    titleImageRef: text('title_image_ref'),
    picRatio: text('pic_ratio').notNull(),
    picType: integer('pic_type').notNull(),
    bodyImages: jsonb('body_images').$type<BodyImage[]>().notNull(),
    videoUrl: text('video_url').notNull(),
    duration: integer('duration').notNull(),
    linkId: integer('link_id').notNull(),
    url: text('url').notNull(),
    liveStatus: integer('live_status').notNull(),
    liveConfig: jsonb('live_config').$type<LiveConfig | null>(),
    shareClosed: integer('share_closed').notNull(),
    discussClosed: integer('discuss_closed').notNull(),
    countClick: integer('count_click').notNull(),
    countPraise: integer('count_praise').notNull(),
    countShare: integer('count_share').notNull(),
    countDiscuss: integer('count_discuss').notNull(),
  },
  (t) => [
    index('articles_column_idx').on(t.columnId, t.publishedAt),
    index('articles_click_idx').on(t.countClick),
  ],
);

/** An article can sit in several columns (home carries picks from the others); pinned items lead and feed the carousel. */
export const columnArticles = pgTable(
  'column_articles',
  {
    columnId: integer('column_id').notNull(),
    fileId: integer('file_id').notNull(),
    pinned: integer('pinned').notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.columnId, t.fileId] }),
    index('column_articles_order_idx').on(t.columnId, t.pinned, t.publishedAt, t.fileId),
  ],
);

export const modules = pgTable(
  'modules',
  {
    moduleId: integer('module_id').primaryKey(),
    columnId: integer('column_id').notNull(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    showMore: integer('show_more').notNull(),
    displayStyle: integer('display_style').notNull(),
    /** The column's topModule rather than one of its modules[]. */
    isTopModule: integer('is_top_module').notNull(),
    cmDisplayStyle: integer('cm_display_style').notNull(),
    fileIds: jsonb('file_ids').$type<number[]>().notNull(),
    reporterIds: jsonb('reporter_ids').$type<number[]>().notNull(),
  },
  (t) => [index('modules_column_idx').on(t.columnId)],
);

/** How to draw a picture: originals are rendered on first request from this recipe, then kept on disk. */
export const images = pgTable('images', {
  ref: text('ref').primaryKey(),
  format: text('format').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  label: text('label').notNull(),
  hue: integer('hue').notNull(),
  motif: integer('motif').notNull(),
});

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
