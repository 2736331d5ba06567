// The uploads area's client: a ticket per file, the file to the publisher, the done call, and several results at
// once. A ticket with a `putUrl` means the file goes straight into the object store instead (a PUT of the bytes),
// which is the upload widget's to do.
import type { Core } from '../core';
import { xhrFetch } from '../xhrFetch';
import type { Attachment, AttachmentKind, UploadTicket } from './entities';
import { uploadsOperations as ops } from './operations';

const WIRE_TYPE: Record<AttachmentKind, number> = { picture: 1, video: 2, audio: 6 };

export interface UploadsApi {
  /** a ticket for one file of `size` bytes, for a form that takes `accepts` (undefined: any kind) */
  ticket(q: { size: number; accepts?: AttachmentKind }): Promise<UploadTicket>;
  /** the file to the publisher, reporting how much has left (0 to 1); `signal` cancels it */
  send(
    uploadId: number,
    file: { blob: Blob; name: string },
    options: { onProgress: (fraction: number) => void; signal: AbortSignal },
  ): Promise<void>;
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
    send: async (uploadId, file, { onProgress, signal }) => {
      await core.call(
        ops.mamUpload,
        { userID: userID(), uploadId },
        { file, fetch: xhrFetch(onProgress), signal },
      );
    },
    finish: (uploadId) => core.call(ops.mamUploadDone2, { userID: userID(), uploadId }),
    results: (ids) => core.call(ops.mamUploadResults, { userID: userID(), ids: ids.join(',') }),
  };
}
