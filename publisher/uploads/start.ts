// An upload begins (the ticket, mamUploadAccessToken; discussUpload in process): the file's size is judged against
// what the form takes before a byte is sent, the member's pace is checked, and the row is written that every later
// step (and every process) goes by.
import type { UploadRow } from '../db/schema/index.ts';
import { PublisherError, STATUS } from '../envelope.ts';
import { kindOfWireType, tooBig } from './kinds.ts';
import { maxBytesFor, type Uploads } from './service.ts';
import { newOriginalKey } from './store.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A new upload of `size` bytes for a form that takes `wanted` (the wire type, 0 any); answers its row and limit. */
export async function startUpload(
  u: Uploads,
  start: { uid: number; wanted: number; size: number; now: number },
): Promise<{ row: UploadRow; maxBytes: number }> {
  const kind = kindOfWireType(start.wanted);
  const maxBytes = maxBytesFor(u.limits, kind);
  if (start.size > maxBytes) throw tooBig(kind, maxBytes);
  if ((await u.records.startedSince(start.uid, start.now - HOUR_MS)) >= u.perHour)
    throw new PublisherError(429, STATUS.error, '上传过于频繁，请稍后再试');
  const row = await u.records.create({
    uid: start.uid,
    wanted: start.wanted,
    originalKey: newOriginalKey(),
    bytes: start.size,
    createdAt: start.now,
  });
  return { row, maxBytes };
}
