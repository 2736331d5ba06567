// The upload service as the operations use it (ctx.uploads): its limits, its store, its table and ffmpeg.
import { join } from 'node:path';
import type { Db } from '../db/client.ts';
import { findFfmpeg } from '../media/routes.ts';
import type { Kind } from './kinds.ts';
import { uploadRecords, type UploadRecords } from './records.ts';
import type { UploadSettings } from './settings.ts';
import type { ObjectStore } from './store.ts';
import { localStore } from './store-local.ts';
import { s3Store } from './store-s3.ts';

export interface Uploads {
  limits: Record<Kind, number>;
  perHour: number;
  /** every chunk's length but the last's (chunks.ts) */
  chunkBytes: number;
  store: ObjectStore;
  records: UploadRecords;
  /** the ffmpeg binary; without one, video, audio and BMP are refused */
  ffmpeg: string | undefined;
  /** where the data-folder store keeps its objects (routes.ts serves them); unset with an object store */
  localRoot: string | undefined;
}

/** A file is sent within an hour of its token (the presigned URLs' life too)… */
export const SEND_WITHIN_MS = 60 * 60 * 1000;
/** …and finished within two: a 200 MB film on a slow line may take most of the first. */
export const FINISH_WITHIN_MS = 2 * SEND_WITHIN_MS;

export function uploadService(
  db: Db,
  settings: UploadSettings,
  place: { publicUrl: string; dataDir: string },
): Uploads {
  const localRoot = settings.s3 ? undefined : join(place.dataDir, 'objects');
  return {
    limits: settings.limits,
    perHour: settings.perHour,
    chunkBytes: settings.chunkBytes,
    store: localRoot ? localStore(localRoot, place.publicUrl) : s3Store(settings.s3!),
    records: uploadRecords(db),
    ffmpeg: findFfmpeg(),
    localRoot,
  };
}

/** The largest file a form that takes `wanted` (undefined: any kind) may send. */
export const maxBytesFor = (limits: Record<Kind, number>, wanted: Kind | undefined) =>
  wanted ? limits[wanted] : Math.max(...Object.values(limits));
