// The object-store path against moto's S3 stand-in (`python3 -m moto.server`, from the `moto[server]` Python
// package): the browser's PUT of each chunk straight into the bucket through its presigned URL, then the done call.
// Without moto this file fails, on purpose; S3_TESTS=off skips it where there is none to be had.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { CreateBucketCommand, HeadObjectCommand, PutBucketPolicyCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAppIf, signedInMembers, testPublisher, type TestPublisher } from '../test-support.ts';
import { DEFAULT_LIMITS, WIRE_TYPE } from './kinds.ts';
import type { S3Settings } from './settings.ts';
import { chunkKey } from './store.ts';
import { FILMED_AT, film, phonePhoto } from './test-files.ts';

/** Small chunks, so the test film (about 27 KB) goes in two. */
const CHUNK = 16 * 1024;

const BUCKET = 'touch-uploads';
const PUBLIC_COPIES = {
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Principal: '*',
      Action: 's3:GetObject',
      Resource: [`arn:aws:s3:::${BUCKET}/pic/uploads/*`, `arn:aws:s3:::${BUCKET}/media/uploads/*`],
    },
  ],
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts moto's server and waits until it answers; fails with what to install when it cannot start. */
async function startMoto(port: number): Promise<ChildProcess> {
  const moto = spawn('python3', ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  moto.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
  let ended: string | undefined;
  moto.on('error', (error) => (ended = error.message));
  moto.on('exit', (code) => (ended = `exited with ${code}`));
  for (let waited = 0; waited < 30_000; waited += 200) {
    if (ended) break;
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return moto;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  moto.kill();
  throw new Error(
    `moto's S3 server did not start (${ended ?? 'no answer in 30 s'}): the S3 tests need the Python package ` +
      `moto[server] (python3 -m moto.server); S3_TESTS=off skips them. ${said}`,
  );
}

describe.skipIf(process.env.S3_TESTS === 'off')(
  'the upload service with an S3-compatible store (moto)',
  () => {
    let moto: ChildProcess | undefined;
    let pub: TestPublisher;
    let s3: S3Client;
    let settings: S3Settings;

    beforeAll(async () => {
      const port = await freePort();
      moto = await startMoto(port);
      const endpoint = `http://127.0.0.1:${port}`;
      settings = {
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'test-key',
        secretAccessKey: 'test-secret',
        publicUrl: `${endpoint}/${BUCKET}`,
        pathStyle: true,
      };
      s3 = new S3Client({
        region: settings.region,
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
      });
      await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
      // as docs/uploads.md asks of a real bucket: the safe copies public, the files as sent not
      await s3.send(new PutBucketPolicyCommand({ Bucket: BUCKET, Policy: JSON.stringify(PUBLIC_COPIES) }));
      pub = await testPublisher({
        uploads: { limits: DEFAULT_LIMITS, perHour: 60, chunkBytes: CHUNK, s3: settings },
      });
    });

    afterAll(async () => {
      await pub?.close();
      s3?.destroy();
      moto?.kill();
    });

    type Ticket = { uploadId: number; chunkBytes: number; chunks: number; putUrls: string[] };

    const ticket = async (m: { uid: number; token: string }, size: number, type = 0) => {
      const issued = await callAppIf(
        pub.app,
        'mamUploadAccessToken',
        { userID: m.uid, type, size },
        { token: m.token },
      );
      expect(issued.statusCode, String(issued.body.message)).toBe(200);
      return issued.body.data as Ticket;
    };

    /** The browser's way with a store: the token, a PUT of each chunk to its presigned URL, the done call. */
    async function upload(bytes: Buffer, type: number) {
      const [m] = (await signedInMembers(pub, 1)) as [{ uid: number; token: string }];
      const { uploadId, chunks, putUrls } = await ticket(m, bytes.length, type);
      expect(putUrls).toHaveLength(chunks);
      for (const [index, putUrl] of putUrls.entries()) {
        expect(putUrl.startsWith(`${settings.endpoint}/${BUCKET}/incoming/`), putUrl).toBe(true);
        expect(new URL(putUrl).pathname).toMatch(new RegExp(`/incoming/[0-9a-f]{24}\\.${index}$`));
        // the length is signed, and nothing asks the browser for a checksum
        expect(new URL(putUrl).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
        expect(putUrl).not.toContain('x-amz-checksum');
        const chunk = bytes.subarray(index * CHUNK, (index + 1) * CHUNK);
        const put = await fetch(putUrl, { method: 'PUT', body: new Uint8Array(chunk) });
        expect(put.status).toBe(200);
      }
      const done = await callAppIf(
        pub.app,
        'mamUploadDone2',
        { userID: m.uid, uploadId },
        { token: m.token },
      );
      expect(done.statusCode, String(done.body.message)).toBe(200);
      const row = await pub.app.publisher.uploads.records.get(uploadId);
      return {
        attachment: done.body.data as { url: string; poster: string; duration: number; type: number },
        row: row!,
      };
    }

    const stored = async (url: string) => {
      expect(url.startsWith(`${settings.publicUrl}/`), url).toBe(true);
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
    };

    it('a photo PUT into the bucket is read back, stripped and turned, and stored there; the original is gone', async () => {
      const { attachment, row } = await upload(await phonePhoto(), WIRE_TYPE.picture);
      expect(attachment.url).toMatch(/\/pic\/uploads\/[0-9a-f]{24}\.jpg$/);
      const { type, bytes } = await stored(attachment.url);
      expect(type).toBe('image/jpeg');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const original = s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: chunkKey(row.originalKey, 0) }));
      await expect(original).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    });

    it('a file as sent is not public while it waits under incoming/', async () => {
      const [m] = (await signedInMembers(pub, 1)) as [{ uid: number; token: string }];
      const photo = await phonePhoto();
      const [putUrl] = (await ticket(m, photo.length)).putUrls as [string];
      expect((await fetch(putUrl, { method: 'PUT', body: new Uint8Array(photo) })).status).toBe(200);
      const unsigned = new URL(putUrl);
      expect((await fetch(`${unsigned.origin}${unsigned.pathname}`)).status).toBe(403);
    });

    it('a film in two chunks, each PUT through its own URL, is judged whole: MP4 without its place, a poster beside it', async () => {
      const movie = await film();
      expect(Math.ceil(movie.length / CHUNK)).toBe(2);
      const { attachment, row } = await upload(movie, WIRE_TYPE.video);
      expect(attachment).toMatchObject({ type: WIRE_TYPE.video, duration: 2 });
      const video = await stored(attachment.url);
      expect(video.type).toBe('video/mp4');
      expect(video.bytes.includes(Buffer.from(FILMED_AT))).toBe(false);
      expect((await stored(attachment.poster)).type).toBe('image/jpeg');
      for (const index of [0, 1]) {
        const chunk = s3.send(
          new HeadObjectCommand({ Bucket: BUCKET, Key: chunkKey(row.originalKey, index) }),
        );
        await expect(chunk, `chunk ${index}`).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
      }
    });

    it('done before the second chunk is in the bucket: a 400, and the upload waits for it', async () => {
      const [m] = (await signedInMembers(pub, 1)) as [{ uid: number; token: string }];
      const movie = await film();
      const { uploadId, putUrls } = await ticket(m, movie.length, WIRE_TYPE.video);
      const [first, second] = putUrls as [string, string];
      await fetch(first, { method: 'PUT', body: new Uint8Array(movie.subarray(0, CHUNK)) });
      const done = () =>
        callAppIf(pub.app, 'mamUploadDone2', { userID: m.uid, uploadId }, { token: m.token });
      const early = await done();
      expect(early.statusCode).toBe(400);
      expect(early.body.message).toBe('文件未传完，请重新上传');
      await fetch(second, { method: 'PUT', body: new Uint8Array(movie.subarray(CHUNK)) });
      const finished = await done();
      expect(finished.statusCode, String(finished.body.message)).toBe(200);
      expect(finished.body.data).toMatchObject({ type: WIRE_TYPE.video, duration: 2 });
    });

    it('getConfig names the bucket’s public address as minIOUrl', async () => {
      const config = (await callAppIf(pub.app, 'getConfig', { appID: 1 })).body.data as {
        xyApi: { minIOUrl: string };
      };
      expect(config.xyApi.minIOUrl).toBe(settings.publicUrl);
    });
  },
);
