// Lenient readers of the upload service's answers.
import { int, listOf, rec, str } from '../lenient';
import type { Attachment, AttachmentKind, UploadTicket } from './entities';

const KINDS: Record<number, AttachmentKind> = { 1: 'picture', 2: 'video', 6: 'audio' };

export function parseTicket(raw: unknown): UploadTicket {
  const o = rec(raw);
  return {
    uploadId: int(o.uploadId),
    maxBytes: int(o.maxBytes),
    expiresAt: int(o.expiresAt),
    putUrl: str(o.putUrl) || undefined,
  };
}

export function parseSent(raw: unknown): number {
  return int(rec(raw).bytes);
}

/** An attachment, or undefined for one without an id, a known type or an address. */
export function parseAttachment(raw: unknown): Attachment | undefined {
  const o = rec(raw);
  const kind = KINDS[int(o.type)];
  const url = str(o.url);
  const id = int(o.id);
  if (!kind || !url || id <= 0) return undefined;
  return { id, kind, url, duration: int(o.duration), poster: str(o.poster) };
}

export function parseAttachments(raw: unknown): Attachment[] {
  return listOf(raw).flatMap((item) => parseAttachment(item) ?? []);
}
