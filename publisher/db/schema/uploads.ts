import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One file a member sends through the upload service (publisher/uploads/, docs/uploads.md), from the token call to
 * its safe copy. Everything needed to finish an upload is here, so any publisher process sharing the object store
 * can finish it. Ids start far above those of the comment pictures kept before the service (comment_uploads), so
 * an old picture's id (a draft from then, sent to discuss) is never taken for an upload's.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100_000_001 }),
    uid: integer('uid').notNull(),
    /** what the member's form takes: 0 any, else the wire type (1 picture, 2 video, 6 audio) */
    wanted: integer('wanted').notNull(),
    /** what the bytes turned out to be (the wire type), once done */
    kind: integer('kind'),
    /** where the file as sent waits in the object store, chunk by chunk (`<key>.<index>`); removed once checked */
    originalKey: text('original_key').notNull(),
    /** the safe copy: the re-encoded picture, or the video or audio without its metadata */
    storedKey: text('stored_key'),
    /** a video's poster (JPEG of its first clear frame) */
    posterKey: text('poster_key'),
    /** a video's or audio's length in milliseconds */
    durationMs: integer('duration_ms'),
    /** the size of the file as sent, fixed by its ticket: it says how the file is cut in chunks */
    bytes: integer('bytes'),
    status: text('status').$type<'waiting' | 'received' | 'processing' | 'done' | 'refused'>().notNull(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  // a member's recent uploads (the rate limit, counted here so every process sees the same count)
  (t) => [index('uploads_member_idx').on(t.uid, t.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
