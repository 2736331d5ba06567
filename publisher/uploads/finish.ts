// The "done" step (mamUploadDone2): the file as sent is read back from the store (its chunks, in order), judged by
// its bytes, and kept only as its safe copy. Nothing here is held in a process between calls: the upload's row says
// where its file is and how far it got, so any process sharing the store and the database finishes it.
import { badInput, PublisherError, STATUS } from '../envelope.ts';
import type { UploadRow } from '../db/schema/index.ts';
import { missingChunks, planOf, readChunks, removeChunks } from './chunks.ts';
import { detect } from './detect.ts';
import { kindOfWireType, notTaken, tooBig, WIRE_TYPE, type Kind } from './kinds.ts';
import { safeMedia, type SafeMedia } from './media.ts';
import { safePicture } from './picture.ts';
import { FINISH_WITHIN_MS, maxBytesFor, type Uploads } from './service.ts';
import { storedKeys } from './store.ts';

export const UPLOAD_EXPIRED = '上传已过期，请重新上传';

/**
 * Finishes an upload (idempotent): a finished one answers as it is; a waiting one whose chunks have all arrived is
 * claimed (one caller wins, in whichever process), checked, made safe and stored, and its chunks removed. A chunk
 * still missing leaves it waiting for that chunk. A refusal is final; any other failure (the store is down) leaves
 * the upload waiting, to be finished by a later call.
 */
export async function finishUpload(u: Uploads, row: UploadRow, now: number): Promise<UploadRow> {
  if (row.status !== 'waiting') return settled(row);
  if (now - row.createdAt > FINISH_WITHIN_MS) throw badInput(UPLOAD_EXPIRED);
  const missing = await missingChunks(u, row);
  if (missing.length === planOf(u, row).count) throw badInput('文件尚未上传');
  if (missing.length > 0) throw badInput('文件未传完，请重新上传');
  const claimed = await u.records.move(row.id, 'waiting', { status: 'processing' });
  if (!claimed) return settled((await u.records.get(row.id)) ?? row);
  let done: UploadRow | undefined;
  try {
    const bytes = await readChunks(u, row);
    const safe = await makeSafe(u, bytes, kindOfWireType(row.wanted));
    const keys = storedKeys(row.originalKey, safe.kind, safe.file.extension);
    await u.store.put(keys.stored, safe.file.bytes, safe.file.contentType);
    if (safe.poster) await u.store.put(keys.poster, safe.poster, 'image/jpeg');
    done = await u.records.move(row.id, 'processing', {
      status: 'done',
      kind: WIRE_TYPE[safe.kind],
      storedKey: keys.stored,
      posterKey: safe.poster ? keys.poster : null,
      durationMs: safe.durationMs,
    });
  } catch (error) {
    const refused = error instanceof PublisherError;
    await u.records.move(row.id, 'processing', { status: refused ? 'refused' : 'waiting' });
    // what was refused is not kept, not even unseen under incoming/
    if (refused) await removeChunks(u, row);
    throw error;
  }
  // once done, the file as sent is not needed (were this to fail, the store's expiry of incoming/ removes it)
  await removeChunks(u, row);
  return done!;
}

/** An upload some call already took on: its answer, or why there is none. */
function settled(row: UploadRow): UploadRow {
  if (row.status === 'done') return row;
  if (row.status === 'processing') throw new PublisherError(409, STATUS.error, '文件正在处理，请稍后再试');
  throw badInput('文件未通过检查，请重新上传');
}

type Safe = Pick<SafeMedia, 'file' | 'poster'> & { kind: Kind; durationMs: number | null };

/** The safe copy of the bytes, if they are of a kind the form takes and within that kind's limit. */
async function makeSafe(u: Uploads, bytes: Buffer, wanted: Kind | undefined): Promise<Safe> {
  if (bytes.length > maxBytesFor(u.limits, wanted)) throw tooBig(wanted, maxBytesFor(u.limits, wanted));
  const found = detect(bytes);
  if (!found) throw notTaken(wanted);
  if (found.kind === 'picture') {
    if (wanted && wanted !== 'picture') throw notTaken(wanted);
    if (bytes.length > u.limits.picture) throw tooBig('picture', u.limits.picture);
    return { kind: 'picture', file: await safePicture(bytes, found.format, u.ffmpeg), durationMs: null };
  }
  if (wanted === 'picture') throw notTaken(wanted);
  if (!u.ffmpeg) throw new PublisherError(503, STATUS.error, '暂不能处理视频和音频');
  return safeMedia(u.ffmpeg, bytes, found.demuxer, wanted, u.limits);
}
