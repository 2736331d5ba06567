// The upload service's entities (docs/uploads.md): a ticket for one file, and what a finished file became.

/** The attachment types on the wire: 1 picture, 2 video, 6 audio. */
export type AttachmentKind = 'picture' | 'video' | 'audio';

/** One file's ticket: it travels in `chunks` chunks of `chunkBytes` bytes, the last holding the rest. */
export interface UploadTicket {
  uploadId: number;
  /** the largest file the form may send, in bytes */
  maxBytes: number;
  /** when the file must have been sent by (ms) */
  expiresAt: number;
  /** every chunk's length but the last's */
  chunkBytes: number;
  /** how many chunks the file goes in (at least 1) */
  chunks: number;
  /** one per chunk, or empty: send chunks to the publisher */
  putUrls: string[];
}

/** A finished upload: its safe copy, and for a video its poster. */
export interface Attachment {
  id: number;
  kind: AttachmentKind;
  url: string;
  /** seconds (0 for a picture) */
  duration: number;
  /** a video's poster; '' for the others */
  poster: string;
}
