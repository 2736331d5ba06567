// Lenient readers of the upload service's answers.
import { arr, int, listOf, rec, str } from '../lenient';
import type { Attachment, AttachmentKind, UploadTicket } from './entities';

const KINDS: Record<number, AttachmentKind> = { 1: 'picture', 2: 'video', 6: 'audio' };

/**
 * A ticket. A deployment that names no chunks takes the file whole: one chunk as long as the largest file. URLs that
 * are not one a chunk cannot say where each chunk goes: then every chunk goes to the publisher.
 */
export function parseTicket(raw: unknown): UploadTicket {
  const o = rec(raw);
  const maxBytes = int(o.maxBytes);
  const chunkBytes = int(o.chunkBytes);
  const chunks = chunkBytes > 0 ? Math.max(1, int(o.chunks, 1)) : 1;
  const putUrls = arr(o.putUrls).map((url) => str(url));
  return {
    uploadId: int(o.uploadId),
    maxBytes,
    expiresAt: int(o.expiresAt),
    chunkBytes: chunkBytes > 0 ? chunkBytes : maxBytes,
    chunks,
    putUrls: putUrls.length === chunks && putUrls.every(Boolean) ? putUrls : [],
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
