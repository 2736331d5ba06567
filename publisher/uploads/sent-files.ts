// Files a reader's form sends by upload id (tip-offs, submissions): the member's own finished uploads, kept with the
// item by their stored keys (docs/uploads.md), and shown as the attachment wire `{type, url, duration, poster}`.
import type { PublisherContext } from '../context.ts';
import type { SentFile } from '../db/schema/index.ts';
import { WIRE_TYPE } from './kinds.ts';
import { publicUrlOf, type ObjectStore } from './store.ts';

/**
 * The member's own finished files among `ids`, in the order asked; undefined when one is not that (another's,
 * unfinished, refused): the form's draft is stale and the reader sends that file again.
 */
export async function sentFiles(
  ctx: PublisherContext,
  uid: number,
  ids: number[],
): Promise<SentFile[] | undefined> {
  if (ids.length === 0) return [];
  const rows = await ctx.uploads.records.finished(uid, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files = ids.map((id) => {
    const row = byId.get(id);
    if (!row?.storedKey || row.kind === null) return undefined;
    return {
      uploadId: row.id,
      kind: row.kind,
      key: row.storedKey,
      posterKey: row.posterKey,
      durationMs: row.durationMs,
    };
  });
  return files.every((f): f is SentFile => f !== undefined) ? files : undefined;
}

/**
 * The stored keys of the member's own finished pictures among `ids`, in the order asked (what a comment or a 问吧
 * question keeps in `pics`); undefined when one is not that: another's, unfinished, refused, or a film.
 */
export async function sentPictureKeys(
  ctx: PublisherContext,
  uid: number,
  ids: number[],
): Promise<string[] | undefined> {
  const files = await sentFiles(ctx, uid, ids);
  return files?.every((f) => f.kind === WIRE_TYPE.picture) ? files.map((f) => f.key) : undefined;
}

/** One sent file on the wire, as the upload service answers it (attachmentWire). */
export function sentFileWire(store: ObjectStore, f: SentFile) {
  const seconds = (f.durationMs ?? 0) / 1000;
  return {
    id: f.uploadId,
    type: f.kind,
    url: publicUrlOf(store, f.key),
    duration: seconds > 0 ? Math.max(1, Math.round(seconds)) : 0,
    poster: f.posterKey ? publicUrlOf(store, f.posterKey) : '',
  };
}

/** The wire list of upload ids (`imgUrl`, `videoUrl`…): comma-separated, at most `max`. */
export const uploadIdList = (max: number) => new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`);
