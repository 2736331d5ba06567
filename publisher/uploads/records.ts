// The uploads table (db/schema/uploads.ts): an upload's whole state, so any publisher process can take it on.
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { uploads, type UploadRow } from '../db/schema/index.ts';

type Status = UploadRow['status'];

export type UploadRecords = ReturnType<typeof uploadRecords>;

export function uploadRecords(db: Db) {
  return {
    /** a new upload, waiting for its file of `bytes` bytes (the size its ticket was asked for) */
    async create(values: {
      uid: number;
      wanted: number;
      originalKey: string;
      bytes: number;
      createdAt: number;
    }) {
      const [row] = await db
        .insert(uploads)
        .values({ ...values, status: 'waiting' })
        .returning();
      return row!;
    },

    async get(id: number): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },

    /** uploads the member started after `since` (the rate limit: every process counts the same rows) */
    async startedSince(uid: number, since: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploads)
        .where(and(eq(uploads.uid, uid), gt(uploads.createdAt, since)));
      return row?.n ?? 0;
    },

    /**
     * Moves an upload from status `from` on, with `patch`; undefined when it was not in `from` (another call, maybe
     * in another process, moved it first). The one claim that decides who finishes an upload.
     */
    async move(id: number, from: Status, patch: Partial<Omit<UploadRow, 'id'>>) {
      const [row] = await db
        .update(uploads)
        .set(patch)
        .where(and(eq(uploads.id, id), eq(uploads.status, from)))
        .returning();
      return row;
    },

    /** the member's finished uploads among `ids` */
    finished: (uid: number, ids: number[]): Promise<UploadRow[]> =>
      db
        .select()
        .from(uploads)
        .where(and(eq(uploads.uid, uid), eq(uploads.status, 'done'), inArray(uploads.id, ids))),
  };
}
