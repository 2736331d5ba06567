import { bigint, doublePrecision, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * A file a reader sent with their tip-off or submission: the upload service's safe copy (docs/uploads.md), its wire
 * type (1 picture, 2 video, 6 audio), its poster (a video's) and length. Kept by key, so a store's new public
 * address moves it too.
 */
export type SentFile = {
  uploadId: number;
  kind: number;
  key: string;
  posterKey: string | null;
  durationMs: number | null;
};

/**
 * Where a tip-off stands with the newsroom (docs/tipoff.md): received (new), being checked, adopted or not adopted,
 * published as an article.
 */
export const TIPOFF_STATES = ['new', 'checking', 'adopted', 'declined', 'published'] as const;
export type TipoffState = (typeof TIPOFF_STATES)[number];

/** What the moderation pipeline made of a reader's text: let in, held for review (审核中), or rejected. */
export type ReaderReview = 'clear' | 'held' | 'rejected';

/**
 * A reader's tip-off (报料): what happened, where and when, the files from the scene, a phone for the newsroom only,
 * in the member's name or anonymous. Only its author and the newsroom read it, until the newsroom publishes it.
 */
export const tipoffs = pgTable(
  'tipoffs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 3_000_001 }),
    siteId: integer('site_id').notNull(),
    /** the member who sent it (0: the demo's readers); kept when the member leaves, as the newsroom's record */
    uid: integer('uid').notNull(),
    /** 1: not in the member's name (the newsroom still knows who sent it, to reply) */
    anonymous: integer('anonymous').notNull(),
    userName: text('user_name').notNull(),
    /** newsroom only: never on the reader's wire */
    contactNo: text('contact_no').notNull(),
    topic: text('topic').notNull(),
    content: text('content').notNull(),
    place: text('place').notNull(),
    /** where it happened by the reader's browser, with their consent (degrees, WGS 84); null: not given */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** when it happened, as the reader put it ('' unknown) */
    happenedAt: text('happened_at').notNull(),
    files: jsonb('files').$type<SentFile[]>().notNull(),
    review: text('review').$type<ReaderReview>().notNull(),
    state: text('state').$type<TipoffState>().notNull(),
    reply: text('reply').notNull(),
    repliedAt: bigint('replied_at', { mode: 'number' }),
    receivedAt: bigint('received_at', { mode: 'number' }).notNull(),
    checkingAt: bigint('checking_at', { mode: 'number' }),
    decidedAt: bigint('decided_at', { mode: 'number' }),
    publishedAt: bigint('published_at', { mode: 'number' }),
    /** the points its author was paid when the newsroom adopted it (0: none yet); paid once, whatever moves after */
    rewardPoints: integer('reward_points').notNull().default(0),
    /** the article it became (published) */
    articleId: integer('article_id'),
    /** the client's key for this one tip-off: sent twice, it is kept once */
    requestKey: text('request_key'),
  },
  (t) => [
    index('tipoffs_member').on(t.uid, t.receivedAt),
    index('tipoffs_queue').on(t.state, t.receivedAt),
    unique('tipoffs_request_key').on(t.uid, t.requestKey),
  ],
);

export type TipoffRow = typeof tipoffs.$inferSelect;
