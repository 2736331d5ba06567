// What the widget asks of a chosen file before any of it is sent (the publisher asks the same again of the whole
// file, publisher/uploads/kinds.ts), and what a failed upload tells the reader.
import type { AttachmentKind } from '~/api/uploads/entities';
import { isPublisherError } from '~/api/errors';
import type { MessageKey } from '~/i18n/messages.server';
import { attachmentHeadBytes, attachmentKindsOf } from '~/lib/attachmentBytes';

/** the largest file of each kind the publisher takes, in MB */
export const maxMB: Record<AttachmentKind, number> = { picture: 20, video: 200, audio: 50 };

/** what the file picker offers for a form that takes `accepts` (undefined: any kind) */
export const pickerAccept = (accepts: AttachmentKind | undefined) =>
  accepts ? `${accepts === 'picture' ? 'image' : accepts}/*` : 'image/*,video/*,audio/*';

export type UploadFailure = { key: MessageKey; mb?: number; offline?: boolean } | { text: string };

const only = (accepts: AttachmentKind | undefined): MessageKey =>
  accepts ? `uploads.only.${accepts}` : 'uploads.only.any';

/** The kind `file` is, by its first bytes, if the form takes it; else why not. */
export async function checkFile(
  file: Blob,
  accepts: AttachmentKind | undefined,
): Promise<{ kind: AttachmentKind } | { refusal: UploadFailure }> {
  const head = new Uint8Array(await file.slice(0, attachmentHeadBytes).arrayBuffer());
  const kinds = attachmentKindsOf(head).filter((k) => !accepts || k === accepts);
  const kind = kinds[0];
  if (!kind) return { refusal: { key: only(accepts) } };
  // pictures are made smaller before they are sent: their limit is asked of what is sent
  if (kind !== 'picture' && file.size > maxMB[kind] * 1024 * 1024)
    return { refusal: { key: `uploads.tooBig.${kind}`, mb: maxMB[kind] } };
  return { kind };
}

/** A failed upload in the reader's words: a lost network (tried again when it is back), a refusal, or "failed". */
export function uploadFailure(error: unknown, kind: AttachmentKind, accepts?: AttachmentKind): UploadFailure {
  if (!isPublisherError(error)) return { key: 'uploads.failed' };
  if (error.kind === 'network') return { key: 'uploads.offline', offline: true };
  if (error.unavailable) return { key: 'uploads.failed' };
  if (error.httpStatus === 413) return { key: `uploads.tooBig.${kind}`, mb: maxMB[kind] };
  // the publisher's type refusals all begin so (系统仅支持…)
  if (error.message.startsWith('系统仅支持')) return { key: only(accepts) };
  if (error.kind === 'status' && error.message) return { text: error.message };
  return { key: 'uploads.failed' };
}
