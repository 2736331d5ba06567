// Where uploads are kept (docs/uploads.md): the publisher's data folder (store-local.ts) or an S3-compatible object
// store (store-s3.ts). Keys are made here, never from anything a member sent, and name the public path too: a
// picture under `pic/uploads/`, a film or a sound under `media/uploads/` (the prefixes the app server's proxy
// forwards with their media types). A file as sent waits under `incoming/`, chunk by chunk, which is never served.
import { randomBytes } from 'node:crypto';

export interface ObjectStore {
  /** where the public reads the store, without a trailing slash (getConfig's xyApi.minIOUrl) */
  readonly publicBase: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** the object's bytes; undefined when there is none */
  get(key: string): Promise<Buffer | undefined>;
  /** the object's size; undefined when there is none */
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
  /**
   * A URL the browser PUTs exactly `bytes` bytes to, straight into the store, for `seconds`. Absent: the store takes
   * chunks only from the publisher (mamUpload).
   */
  presignPut?(key: string, bytes: number, seconds: number): Promise<string>;
}

const INCOMING = 'incoming/';

/** A new upload's key for the file as sent: random, so no one finds another member's file by counting. */
export const newOriginalKey = () => `${INCOMING}${randomBytes(12).toString('hex')}`;

/** Where chunk `index` (from 0) of the file as sent waits, beside the others under `incoming/`. */
export const chunkKey = (originalKey: string, index: number) => `${originalKey}.${index}`;

/** The keys of an upload's safe copy and poster, from its original's. */
export function storedKeys(originalKey: string, kind: 'picture' | 'video' | 'audio', extension: string) {
  const stem = originalKey.slice(INCOMING.length);
  return {
    stored: `${kind === 'picture' ? 'pic' : 'media'}/uploads/${stem}.${extension}`,
    poster: `pic/uploads/${stem}-poster.jpg`,
  };
}

export const publicUrlOf = (store: ObjectStore, key: string) => `${store.publicBase}/${key}`;
