// The uploads area's client: a ticket per file, its chunks (to the publisher, or straight into the object store
// when the ticket gives a URL a chunk), the done call, and several results at once. Which chunk goes where, and
// which to send again, is the upload widget's to decide (features/ui/upload/sendFile.ts).
import type { Core } from '../core';
import { xhrFetch } from '../xhrFetch';
import type { Attachment, AttachmentKind, UploadTicket } from './entities';
import { uploadsOperations as ops } from './operations';
import { putToStore } from './putToStore';

const WIRE_TYPE: Record<AttachmentKind, number> = { picture: 1, video: 2, audio: 6 };

type Progress = { onProgress: (fraction: number) => void; signal: AbortSignal };

export interface UploadsApi {
  /** a ticket for one file of `size` bytes, for a form that takes `accepts` (undefined: any kind) */
  ticket(q: { size: number; accepts?: AttachmentKind }): Promise<UploadTicket>;
  /** one chunk to the publisher (mamUpload, multipart), progress 0..1 of this chunk */
  send(
    uploadId: number,
    chunk: { index: number; blob: Blob; name: string },
    options: Progress,
  ): Promise<void>;
  /**
   * one chunk straight into the object store: an XHR PUT of the bytes to the presigned URL, progress 0..1; rejects
   * with a PublisherError of kind 'network' when it fails
   */
  putToStore(url: string, blob: Blob, options: Progress): Promise<void>;
  /** the file judged and kept; undefined when the publisher answered without one */
  finish(uploadId: number): Promise<Attachment | undefined>;
  /** the member's finished uploads among `ids`, in that order */
  results(ids: number[]): Promise<Attachment[]>;
}

export function createUploadsApi(core: Core): UploadsApi {
  const userID = () => core.credentials.member()?.userId ?? '';
  return {
    ticket: ({ size, accepts }) =>
      core.call(ops.mamUploadAccessToken, { userID: userID(), size, type: accepts ? WIRE_TYPE[accepts] : 0 }),
    send: async (uploadId, { index, blob, name }, { onProgress, signal }) => {
      await core.call(
        ops.mamUpload,
        { userID: userID(), uploadId, chunk: index },
        { file: { blob, name }, fetch: xhrFetch(onProgress), signal },
      );
    },
    putToStore,
    finish: (uploadId) => core.call(ops.mamUploadDone2, { userID: userID(), uploadId }),
    results: (ids) => core.call(ops.mamUploadResults, { userID: userID(), ids: ids.join(',') }),
  };
}
