// The upload service's entities (docs/uploads.md): a ticket for one file, and what a finished file became.

/** The attachment types on the wire: 1 picture, 2 video, 6 audio. */
export type AttachmentKind = 'picture' | 'video' | 'audio';

export interface UploadTicket {
  uploadId: number;
  /** the largest file the form may send, in bytes */
  maxBytes: number;
  /** when the file must have been sent by (ms) */
  expiresAt: number;
  /** where to PUT the file straight into the object store; undefined: send it to the publisher (mamUpload) */
  putUrl: string | undefined;
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
