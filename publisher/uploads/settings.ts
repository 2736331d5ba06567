// The upload service's settings (docs/publisher.md): an S3-compatible object store when PUBLISHER_S3_BUCKET is set,
// the data folder otherwise. The size limits, the chunk size and the per-member rate are the service's own; tests set
// theirs.
import { CHUNK_BYTES } from './chunks.ts';
import { DEFAULT_LIMITS, type Kind } from './kinds.ts';

export type S3Settings = {
  bucket: string;
  region: string;
  /** the store's API address (MinIO, OSS, COS, a local stand-in); unset: AWS S3 for `region` */
  endpoint?: string;
  /** unset: the SDK's own chain (environment, profile, instance role) */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** where readers fetch stored objects (a CDN in front of the bucket), without a trailing slash */
  publicUrl: string;
  /** bucket in the path (MinIO, most stand-ins) rather than in the host name (AWS, OSS, COS) */
  pathStyle: boolean;
};

export type UploadSettings = {
  /** the largest file taken of each kind, in bytes */
  limits: Record<Kind, number>;
  /** uploads a member may start in an hour */
  perHour: number;
  /**
   * the length of every chunk of a file but its last (chunks.ts), at most CHUNK_BYTES (what mamUpload reads); the
   * same in every process, since an upload's ticket and its done call may meet different ones
   */
  chunkBytes: number;
  /** the object store; unset: the data folder */
  s3?: S3Settings;
};

/** Far above what a member posting pictures and clips does in an hour, well below a script's pace. */
export const UPLOADS_PER_HOUR = 60;

export function readUploadSettings(env: NodeJS.ProcessEnv): UploadSettings {
  return {
    limits: DEFAULT_LIMITS,
    perHour: UPLOADS_PER_HOUR,
    chunkBytes: CHUNK_BYTES,
    s3: readS3Settings(env),
  };
}

function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.PUBLISHER_S3_BUCKET;
  if (!bucket) return undefined;
  const region = env.PUBLISHER_S3_REGION || 'us-east-1';
  const endpoint = httpUrl('PUBLISHER_S3_ENDPOINT', env.PUBLISHER_S3_ENDPOINT);
  const accessKeyId = env.PUBLISHER_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.PUBLISHER_S3_SECRET_ACCESS_KEY || undefined;
  // half a key pair would fall back to the SDK's chain without a word: refuse to start instead
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('PUBLISHER_S3_ACCESS_KEY_ID and PUBLISHER_S3_SECRET_ACCESS_KEY go together');
  const pathStyle = env.PUBLISHER_S3_PATH_STYLE ? env.PUBLISHER_S3_PATH_STYLE === '1' : Boolean(endpoint);
  const publicUrl =
    httpUrl('PUBLISHER_S3_PUBLIC_URL', env.PUBLISHER_S3_PUBLIC_URL) ??
    (endpoint
      ? pathStyle
        ? `${endpoint}/${bucket}`
        : `${endpoint.replace('://', `://${bucket}.`)}`
      : `https://${bucket}.s3.${region}.amazonaws.com`);
  return { bucket, region, endpoint, accessKeyId, secretAccessKey, publicUrl, pathStyle };
}

/** An http(s) address without its trailing slash; anything else fails the start. */
function httpUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\/[^\s/]+/.test(value)) throw new Error(`${name} is not an http(s) address: ${value}`);
  return value.replace(/\/+$/, '');
}
