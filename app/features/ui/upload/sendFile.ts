// One file up through the upload service (docs/uploads.md): a ticket, its chunks (each to the object store by its
// presigned URL, or to the publisher), then the done call that judges the whole. The chunks already sent are named
// in `sent` and kept with the draft, so after a lost network or a reload only the rest goes again; a chunk sent
// twice is the same chunk.
import type { UploadsApi } from '~/api/uploads/client';
import type { Attachment, AttachmentKind, UploadTicket } from '~/api/uploads/entities';
import { isPublisherError, PublisherError } from '~/api/errors';

/** Where a file's upload stands: what the draft keeps of it between two tries. */
export interface UploadState {
  ticket?: UploadTicket;
  /** the chunks the store or the publisher has acknowledged */
  sent: number[];
}

/** a ticket this close to its end is not worth starting a chunk on */
const ticketMarginMs = 60_000;
/** a chunk that has not moved for this long is taken for a lost connection (a cut-off request may hang for minutes) */
const defaultStallMs = 30_000;

export interface SendOptions {
  accepts: AttachmentKind | undefined;
  signal: AbortSignal;
  /** how much of the file has arrived, 0 to 1 */
  onProgress: (fraction: number) => void;
  /** every step that should survive a reload: a new ticket, one more chunk acknowledged */
  onState: (state: UploadState) => void;
  now?: () => number;
  /** how long a chunk may go without progress before it is given up as cut off */
  stallMs?: number;
}

export async function sendFile(
  api: UploadsApi,
  file: { blob: Blob; name: string },
  state: UploadState,
  { accepts, signal, onProgress, onState, now = Date.now, stallMs = defaultStallMs }: SendOptions,
): Promise<Attachment | undefined> {
  let { ticket, sent } = state;
  if (!ticket || ticket.expiresAt - ticketMarginMs < now()) {
    ticket = await api.ticket({ size: file.blob.size, accepts });
    sent = [];
    onState({ ticket, sent });
  }
  const { chunkBytes, chunks, putUrls, uploadId } = ticket;
  const sentBytes = () => sent.reduce((sum, i) => sum + chunkOf(file.blob, chunkBytes, i).size, 0);
  onProgress(sentBytes() / file.blob.size);
  for (let index = 0; index < chunks; index++) {
    if (sent.includes(index)) continue;
    const blob = chunkOf(file.blob, chunkBytes, index);
    const before = sentBytes();
    await whileMoving(signal, stallMs, async (chunkSignal, moved) => {
      const progress = {
        signal: chunkSignal,
        onProgress: (f: number) => {
          moved();
          onProgress((before + f * blob.size) / file.blob.size);
        },
      };
      const url = putUrls[index];
      if (url) await api.putToStore(url, blob, progress);
      else await api.send(uploadId, { index, blob, name: file.name }, progress);
    });
    sent = [...sent, index];
    onState({ ticket, sent });
  }
  return finished(api, uploadId, signal);
}

/** how long a done call waits before asking again while another is at the file, and how often at most (3 min) */
const busyRetryMs = 2_000;
const busyRetries = 90;

/**
 * The done call, asked again while the publisher answers that it is already at this file (409: a done call cut off
 * by a lost network is still judging it, a 200 MB film for up to two minutes): the answer comes when it is done.
 */
async function finished(
  api: UploadsApi,
  uploadId: number,
  signal: AbortSignal,
): Promise<Attachment | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.finish(uploadId);
    } catch (error) {
      if (!isBusy(error) || attempt >= busyRetries || signal.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, busyRetryMs));
    }
  }
}

const isBusy = (error: unknown) => isPublisherError(error) && error.httpStatus === 409;

/**
 * Runs `send` with a signal of its own, aborted when `signal` is, or when `moved` has not been called for `stallMs`:
 * then it fails as a lost network does, to be tried again.
 */
async function whileMoving(
  signal: AbortSignal,
  stallMs: number,
  send: (chunkSignal: AbortSignal, moved: () => void) => Promise<void>,
): Promise<void> {
  const chunk = new AbortController();
  const stop = () => chunk.abort();
  signal.addEventListener('abort', stop, { once: true });
  let timer = setTimeout(stop, stallMs);
  const moved = () => {
    clearTimeout(timer);
    timer = setTimeout(stop, stallMs);
  };
  try {
    await send(chunk.signal, moved);
  } catch (error) {
    if (chunk.signal.aborted && !signal.aborted)
      throw new PublisherError({ kind: 'network', key: 'network', operation: 'mamUpload', cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

const chunkOf = (blob: Blob, chunkBytes: number, index: number) =>
  blob.slice(index * chunkBytes, Math.min(blob.size, (index + 1) * chunkBytes));

/**
 * Whether a failed upload should start again from a new ticket: the publisher refused to finish it (a chunk lost,
 * the ticket expired) rather than failing to answer. A refusal of the file itself (its type, its size) comes from
 * the ticket or the done call alike, and a new ticket hears it again: no harm.
 */
export function needsNewTicket(error: unknown): boolean {
  return isPublisherError(error) && !error.unavailable && error.kind !== 'malformed' && !isBusy(error);
}
