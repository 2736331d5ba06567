// An S3-compatible object store (MinIO, OSS, COS, S3) through the official AWS SDK v3: what several publisher
// processes share (docs/uploads.md). The SDK is loaded on the first call, so a publisher without a store never
// loads it.
import type { S3Settings } from './settings.ts';
import type { ObjectStore } from './store.ts';

type Sdk = {
  s3: typeof import('@aws-sdk/client-s3');
  client: import('@aws-sdk/client-s3').S3Client;
  presign: typeof import('@aws-sdk/s3-request-presigner').getSignedUrl;
};

const notFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3Store(settings: S3Settings): ObjectStore {
  let loading: Promise<Sdk> | undefined;
  const sdk = () =>
    (loading ??= (async () => {
      const [s3, presigner] = await Promise.all([
        import('@aws-sdk/client-s3'),
        import('@aws-sdk/s3-request-presigner'),
      ]);
      const client = new s3.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.pathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // The SDK's default checksums (CRC32 on every PUT, and in presigned URLs a checksum of an empty body) are
        // refused by several S3-compatible stores and would fail the browser's PUT: only where S3 requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { s3, client, presign: presigner.getSignedUrl };
    })());
  const Bucket = settings.bucket;

  return {
    publicBase: settings.publicUrl,
    async put(Key, Body, ContentType) {
      const { s3, client } = await sdk();
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key,
          Body,
          ContentType,
          // a stored key never changes: caches keep it for good
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(Key) {
      const { s3, client } = await sdk();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async size(Key) {
      const { s3, client } = await sdk();
      try {
        return (await client.send(new s3.HeadObjectCommand({ Bucket, Key }))).ContentLength;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async remove(Key) {
      const { s3, client } = await sdk();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key }));
    },
    async presignPut(Key, bytes, seconds) {
      const { s3, client, presign } = await sdk();
      // the length is signed: the store refuses a body of any other size
      return presign(client, new s3.PutObjectCommand({ Bucket, Key, ContentLength: bytes }), {
        expiresIn: seconds,
      });
    },
  };
}
