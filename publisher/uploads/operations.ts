// The upload service's operations, in Founder's shape (spec §7; docs/uploads.md, docs/publisher-interface.md): a
// token per file, the file in chunks (to the publisher, or straight into the object store), the "done" call, and a
// fetch of several results at once. Members only; each member may start UploadSettings.perHour uploads an hour.
import { z } from 'zod';
import { operation, type PublisherContext } from '../context.ts';
import type { UploadRow } from '../db/schema/index.ts';
import { badInput, PublisherError, STATUS } from '../envelope.ts';
import { ownId, userIdParam } from '../app-if/subscription/member.ts';
import { intParam, MAX_ID, optionalIntParam } from '../validation.ts';
import { CHUNK_BYTES, checkChunk, chunkLength, planOf } from './chunks.ts';
import { finishUpload, UPLOAD_EXPIRED } from './finish.ts';
import { SEND_WITHIN_MS } from './service.ts';
import { startUpload } from './start.ts';
import { chunkKey, publicUrlOf, type ObjectStore } from './store.ts';

/** what the member's form takes: 0 (or absent) any kind, else 1 picture, 2 video, 6 audio */
const wantedType = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v === '' ? '0' : v))
  .pipe(z.enum(['0', '1', '2', '6'], { error: 'type 只能是 0（任意）、1（图片）、2（视频）或 6（音频）' }))
  .transform(Number);

const uploadId = intParam('uploadId', 1, MAX_ID);

/** An upload of the caller's: another member's is as unknown as one that does not exist. */
async function ownUpload(ctx: PublisherContext, id: number, uid: number): Promise<UploadRow> {
  const row = await ctx.uploads.records.get(id);
  if (!row || row.uid !== uid) throw new PublisherError(404, STATUS.error, '上传不存在');
  return row;
}

/** An attachment on the wire: `{id, type, url, duration (s), poster}`; poster is a video's, '' for the others. */
export function attachmentWire(store: ObjectStore, row: UploadRow) {
  const seconds = (row.durationMs ?? 0) / 1000;
  return {
    id: row.id,
    type: row.kind,
    url: row.storedKey ? publicUrlOf(store, row.storedKey) : '',
    duration: seconds > 0 ? Math.max(1, Math.round(seconds)) : 0,
    poster: row.posterKey ? publicUrlOf(store, row.posterKey) : '',
  };
}

/**
 * `mamUploadAccessToken` (GET, member): `userID`, `type` (what the form takes), `size` (the file's bytes, checked
 * against the limit before anything is sent). Answers `{uploadId, type, maxBytes, expiresAt, chunkBytes, chunks,
 * putUrls}`: the file goes in `chunks` chunks of `chunkBytes` (the last holds the rest). With an object store,
 * `putUrls` has one URL a chunk, where the browser PUTs it (exactly its length, within the hour); without one it is
 * empty and the chunks go to mamUpload.
 */
export const mamUploadAccessToken = operation({
  name: 'mamUploadAccessToken',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam, type: wantedType, size: intParam('size', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const u = ctx.uploads;
    const now = ctx.clock.now();
    const { row, maxBytes } = await startUpload(u, {
      uid: ownId(input, caller),
      wanted: input.type,
      size: input.size,
      now,
    });
    const plan = planOf(u, row);
    const { presignPut } = u.store;
    const putUrls = presignPut
      ? await Promise.all(
          Array.from({ length: plan.count }, (_, index) =>
            presignPut(chunkKey(row.originalKey, index), chunkLength(plan, index), SEND_WITHIN_MS / 1000),
          ),
        )
      : [];
    return {
      uploadId: row.id,
      type: input.type,
      maxBytes,
      expiresAt: now + SEND_WITHIN_MS,
      chunkBytes: plan.chunkBytes,
      chunks: plan.count,
      putUrls,
    };
  },
});

/**
 * `mamUpload` (POST multipart, member): `userID`, `uploadId`, `chunk` (its index from 0; absent: 0, a file in one
 * chunk) and the chunk in the part `file`, into the store as sent (any store: also where the browser cannot reach
 * the object store). A chunk must have its exact length (chunks.ts); sent again, it replaces the first (the browser
 * sends again what it is not sure arrived). Answers `{uploadId, chunk, bytes}`. Nothing is judged yet:
 * mamUploadDone2 does that, with the chunks together.
 */
export const mamUpload = operation({
  name: 'mamUpload',
  method: 'POST',
  access: 'member',
  bodyLimit: CHUNK_BYTES + 64 * 1024,
  fileLimit: CHUNK_BYTES,
  tooLarge: `每片不能超过 ${CHUNK_BYTES / 1024 / 1024} MB`,
  input: z.object({
    userID: userIdParam,
    uploadId,
    chunk: optionalIntParam('chunk', 0, MAX_ID, 0),
    file: z.instanceof(Buffer, { error: '缺少参数 file（文件）' }),
  }),
  async handle(ctx, input, caller) {
    const row = await ownUpload(ctx, input.uploadId, ownId(input, caller));
    if (row.status !== 'waiting') throw badInput('该上传已完成，请重新上传');
    if (ctx.clock.now() - row.createdAt > SEND_WITHIN_MS) throw badInput(UPLOAD_EXPIRED);
    checkChunk(planOf(ctx.uploads, row), input.chunk, input.file.length);
    await ctx.uploads.store.put(
      chunkKey(row.originalKey, input.chunk),
      input.file,
      'application/octet-stream',
    );
    return { uploadId: row.id, chunk: input.chunk, bytes: input.file.length };
  },
});

/**
 * `mamUploadDone2` (GET, member): `userID`, `uploadId`, once every chunk is in the store. Judges the file by its
 * bytes, keeps its safe copy and answers the attachment (attachmentWire); called again, the same answer. A chunk
 * missing is a 400, and the upload waits for it.
 */
export const mamUploadDone2 = operation({
  name: 'mamUploadDone2',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: userIdParam, uploadId }),
  async handle(ctx, input, caller) {
    const row = await ownUpload(ctx, input.uploadId, ownId(input, caller));
    return attachmentWire(ctx.uploads.store, await finishUpload(ctx.uploads, row, ctx.clock.now()));
  },
});

/**
 * `mamUploadResults` (POST form, member): `userID`, `ids` (up to 20, comma-separated). Answers `{list}`: the
 * member's finished uploads among them, in the order asked (a draft reopened, a form checking its files).
 */
export const mamUploadResults = operation({
  name: 'mamUploadResults',
  method: 'POST',
  access: 'member',
  input: z.object({
    userID: userIdParam,
    ids: z
      .string({ error: '缺少参数 ids' })
      .regex(/^\d{1,10}(,\d{1,10}){0,19}$/, 'ids 是以逗号分隔的至多 20 个上传编号')
      .transform((v) => v.split(',').map(Number))
      .refine((ids) => ids.every((id) => id <= MAX_ID), 'ids 超出范围'),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const rows = await ctx.uploads.records.finished(uid, input.ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const list = input.ids.flatMap((id) => {
      const row = byId.get(id);
      byId.delete(id); // an id asked twice is answered once
      return row ? [attachmentWire(ctx.uploads.store, row)] : [];
    });
    return { list };
  },
});

export const uploadsOperations = [mamUploadAccessToken, mamUpload, mamUploadDone2, mamUploadResults];
