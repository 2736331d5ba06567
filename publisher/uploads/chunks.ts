// A file travels in chunks (docs/uploads.md): a lost connection costs one chunk, not the whole film, and no request
// body is bigger than a chunk, well under the app server proxy's 10 MB. The ticket fixes the file's size and so
// every chunk's length: each is `chunkBytes` long but the last, which holds the rest. A chunk waits in the store
// under its own key (store.ts chunkKey) until the done call reads them back in order as the one file.
import type { UploadRow } from '../db/schema/index.ts';
import { badInput } from '../envelope.ts';
import type { Uploads } from './service.ts';
import { chunkKey } from './store.ts';

/** 4 MiB: a minute on a slow phone line, a film of 200 MB in 50. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

/** How an upload's file is cut: `count` chunks, each `chunkBytes` long but the last. */
export type ChunkPlan = { size: number; chunkBytes: number; count: number };

export function chunkPlan(size: number, chunkBytes: number): ChunkPlan {
  return { size, chunkBytes, count: Math.max(1, Math.ceil(size / chunkBytes)) };
}

/** The plan of an upload's file, from the size its ticket was asked for (the row's `bytes`). */
export const planOf = (u: Uploads, row: UploadRow) => chunkPlan(row.bytes ?? 0, u.chunkBytes);

/** The exact length of chunk `index`: anything else is not that chunk. */
export const chunkLength = (plan: ChunkPlan, index: number) =>
  Math.min(plan.chunkBytes, plan.size - index * plan.chunkBytes);

const indices = (plan: ChunkPlan) => Array.from({ length: plan.count }, (_, index) => index);

/** Refuses what cannot be chunk `index` of the upload: past the last chunk, or not its exact length. */
export function checkChunk(plan: ChunkPlan, index: number, bytes: number): void {
  if (index >= plan.count) throw badInput(`chunk 超出范围：该文件共 ${plan.count} 片（从 0 起）`);
  const expected = chunkLength(plan, index);
  if (bytes !== expected) throw badInput(`第 ${index} 片应为 ${expected} 字节，收到 ${bytes} 字节`);
}

/** The chunks not (or not wholly) in the store yet, by index. */
export async function missingChunks(u: Uploads, row: UploadRow): Promise<number[]> {
  const plan = planOf(u, row);
  const sizes = await Promise.all(indices(plan).map((i) => u.store.size(chunkKey(row.originalKey, i))));
  return indices(plan).filter((i) => sizes[i] !== chunkLength(plan, i));
}

/**
 * The file as sent: its chunks read in order into one buffer, so a 200 MB film is held once (and one chunk beside
 * it), not twice. A chunk gone since missingChunks looked is the store's failure, not the member's.
 */
export async function readChunks(u: Uploads, row: UploadRow): Promise<Buffer> {
  const plan = planOf(u, row);
  const file = Buffer.allocUnsafe(plan.size);
  for (const index of indices(plan)) {
    const chunk = await u.store.get(chunkKey(row.originalKey, index));
    if (chunk?.length !== chunkLength(plan, index))
      throw new Error(`upload ${row.id}: chunk ${index} vanished from the store`);
    chunk.copy(file, index * plan.chunkBytes);
  }
  return file;
}

/** A whole file put in the store as its chunks, by the publisher itself (discussUpload). */
export async function putChunks(u: Uploads, row: UploadRow, bytes: Buffer): Promise<void> {
  const plan = planOf(u, row);
  for (const index of indices(plan)) {
    const start = index * plan.chunkBytes;
    const chunk = bytes.subarray(start, start + chunkLength(plan, index));
    await u.store.put(chunkKey(row.originalKey, index), chunk, 'application/octet-stream');
  }
}

export const removeChunks = async (u: Uploads, row: UploadRow): Promise<void> => {
  await Promise.all(indices(planOf(u, row)).map((i) => u.store.remove(chunkKey(row.originalKey, i))));
};
