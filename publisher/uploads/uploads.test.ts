import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAppIf,
  PUBLIC_URL,
  signedInMembers,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';
import { HEIC_UNREADABLE, ONLY, ONLY_ANY, WIRE_TYPE } from './kinds.ts';
import { chunkKey } from './store.ts';
import { FILMED_AT, film, phonePhoto, png, tone } from './test-files.ts';

// small limits, so that "too big" needs no 200 MB, and small chunks, so that a test film goes in several
const LIMITS = { picture: 200 * 1024, video: 2 * 1024 * 1024, audio: 1024 * 1024 };
const PER_HOUR = 12;
const CHUNK = 8 * 1024;

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher({ uploads: { limits: LIMITS, perHour: PER_HOUR, chunkBytes: CHUNK } });
});
afterAll(() => pub.close());

type Member = { uid: number; token: string };
const member = async (): Promise<Member> => (await signedInMembers(pub, 1))[0]!;

type Attachment = { id: number; type: number; url: string; duration: number; poster: string };

type Ticket = { uploadId: number; chunkBytes: number; chunks: number; putUrls: string[] };

const token = (m: Member, size: number, type = 0) =>
  callAppIf(pub.app, 'mamUploadAccessToken', { userID: m.uid, type, size }, { token: m.token });
const ticket = async (m: Member, size: number, type = 0) => (await token(m, size, type)).body.data as Ticket;
const send = (m: Member, uploadId: number, bytes: Buffer, name: string, chunk?: number) =>
  callAppIf(
    pub.app,
    'mamUpload',
    { userID: m.uid, uploadId, ...(chunk === undefined ? {} : { chunk }) },
    { token: m.token, method: 'POST', file: { name, type: 'application/octet-stream', bytes } },
  );
const done = (m: Member, uploadId: number) =>
  callAppIf(pub.app, 'mamUploadDone2', { userID: m.uid, uploadId }, { token: m.token });

/** Chunk `index` of a file, as the ticket cuts it. */
const chunkOf = (bytes: Buffer, index: number) => bytes.subarray(index * CHUNK, (index + 1) * CHUNK);

/** The calls of one upload, as the widget makes them (the ticket, each chunk, done); answers the done call's answer. */
async function upload(m: Member, bytes: Buffer, name: string, type = 0) {
  const issued = await token(m, bytes.length, type);
  expect(issued.statusCode, String(issued.body.message)).toBe(200);
  const { uploadId, chunkBytes, chunks, putUrls } = issued.body.data as Ticket;
  expect({ chunkBytes, chunks, putUrls }).toEqual({
    chunkBytes: CHUNK,
    chunks: Math.max(1, Math.ceil(bytes.length / CHUNK)),
    putUrls: [],
  });
  for (let chunk = 0; chunk < chunks; chunk++) {
    const sent = await send(m, uploadId, chunkOf(bytes, chunk), name, chunk);
    expect(sent.statusCode, String(sent.body.message)).toBe(200);
    expect(sent.body.data).toEqual({ uploadId, chunk, bytes: chunkOf(bytes, chunk).length });
  }
  return done(m, uploadId);
}

async function uploaded(m: Member, bytes: Buffer, name: string, type = 0): Promise<Attachment> {
  const answer = await upload(m, bytes, name, type);
  expect(answer.statusCode, String(answer.body.message)).toBe(200);
  return answer.body.data as Attachment;
}

/** A stored file as a reader's browser gets it. */
async function fetched(url: string) {
  expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  const response = await pub.app.inject({ url: new URL(url).pathname });
  expect(response.statusCode, url).toBe(200);
  return response;
}

describe('the upload service: token, file, done (data folder)', () => {
  it('judges by the bytes: a PNG named clip.mp4 is a picture, stored and served as a PNG', async () => {
    const m = await member();
    const picture = await uploaded(m, await png(), 'clip.mp4');
    expect(picture).toMatchObject({ type: WIRE_TYPE.picture, duration: 0, poster: '' });
    expect(picture.url).toMatch(/\/pic\/uploads\/[0-9a-f]{24}\.png$/);
    const served = await fetched(picture.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    // a form for films takes no picture, whatever it is called
    const refused = await upload(m, await png(), 'clip.mp4', WIRE_TYPE.video);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(ONLY.video);
  });

  it('refuses a text file named .jpg, an SVG and a page with the spec’s words, and keeps nothing of them', async () => {
    const m = await member();
    for (const text of [
      'hello, I am a photo',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    ]) {
      const refused = await upload(m, Buffer.from(text), 'photo.jpg', WIRE_TYPE.picture);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toEqual({ status: -1, message: ONLY.picture, data: {} });
    }
    const page = Buffer.from('<!doctype html><script>alert(1)</script>');
    const { uploadId } = await ticket(m, page.length);
    await send(m, uploadId, page, 'a.mp3');
    expect((await done(m, uploadId)).body.message).toBe(ONLY_ANY);
    // refused for good: done again says so, and the file as sent is gone from the store
    expect((await done(m, uploadId)).body.message).toBe('文件未通过检查，请重新上传');
    const { records, store } = pub.app.publisher.uploads;
    const row = await records.get(uploadId);
    expect(row).toMatchObject({ status: 'refused', storedKey: null });
    expect(await store.size(chunkKey(row!.originalKey, 0))).toBeUndefined();
  });

  it('removes the metadata (EXIF GPS, camera) and applies the orientation to the pixels', async () => {
    const m = await member();
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ width: 40, height: 20, orientation: 6 });
    // the GPS directory is there (its pointer, tag 0x8825)
    expect(
      sent.exif?.includes(Buffer.from([0x88, 0x25])) || sent.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    const picture = await uploaded(m, photo, 'IMG_0001.JPG', WIRE_TYPE.picture);
    expect(picture.url).toMatch(/\.jpg$/);
    const stored = await sharp((await fetched(picture.url)).rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
  });

  it('keeps a GIF animated, a BMP as a JPEG, and refuses an HEIC this machine cannot decode in words', async () => {
    const m = await member();
    const frames = await Promise.all(
      ['#c33', '#3c3'].map((c) =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: c } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: 200 })
      .toBuffer();
    const animated = await uploaded(m, gif, 'a.gif');
    expect(await sharp((await fetched(animated.url)).rawPayload).metadata()).toMatchObject({
      format: 'gif',
      pages: 2,
    });

    const bmp = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#00f' } })
      .raw()
      .toBuffer();
    const picture = await uploaded(m, bmpFile(6, 4, bmp), 'scan.bmp', WIRE_TYPE.picture);
    expect(await sharp((await fetched(picture.url)).rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 6,
      height: 4,
    });

    // an HEVC-coded HEIF: libvips here reads AV1 (AVIF) only
    const avif = await sharp(await png())
      .avif()
      .toBuffer();
    const heic = Buffer.from(
      avif.toString('latin1').replace(/avif/g, 'heic').replace(/av01/g, 'hvc1').replace(/av1C/g, 'hvcC'),
      'latin1',
    );
    const refused = await upload(m, heic, 'IMG_0002.HEIC', WIRE_TYPE.picture);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(HEIC_UNREADABLE);
  });

  it('a film: stored as MP4 without where it was shot, its poster a JPEG, its length about 2 s', async () => {
    const m = await member();
    const movie = await film();
    expect(movie.includes(Buffer.from(FILMED_AT))).toBe(true);
    const video = await uploaded(m, movie, 'IMG_0003.MOV', WIRE_TYPE.video);
    expect(video).toMatchObject({ type: WIRE_TYPE.video, duration: 2 });
    expect(video.url).toMatch(/\/media\/uploads\/[0-9a-f]{24}\.mp4$/);
    const stored = await fetched(video.url);
    expect(stored.headers['content-type']).toBe('video/mp4');
    expect(stored.rawPayload.includes(Buffer.from(FILMED_AT))).toBe(false);
    const ranged = await pub.app.inject({
      url: new URL(video.url).pathname,
      headers: { range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(video.poster).toMatch(/\/pic\/uploads\/[0-9a-f]{24}-poster\.jpg$/);
    const poster = await fetched(video.poster);
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 160,
      height: 120,
    });
  });

  it('sounds: m4a, mp3, raw AAC and AMR, each about 1 s, stored as M4A or MP3 without their tags', async () => {
    const m = await member();
    for (const [extension, stored, type] of [
      ['m4a', /\.m4a$/, 'audio/mp4'],
      ['mp3', /\.mp3$/, 'audio/mpeg'],
      ['aac', /\.m4a$/, 'audio/mp4'],
      ['amr', /\.m4a$/, 'audio/mp4'],
    ] as const) {
      const sound = await uploaded(m, await tone(extension), `voice.${extension}`, WIRE_TYPE.audio);
      expect(sound, extension).toMatchObject({ type: WIRE_TYPE.audio, duration: 1, poster: '' });
      expect(sound.url, extension).toMatch(stored);
      const served = await fetched(sound.url);
      expect(served.headers['content-type'], extension).toBe(type);
      expect(served.rawPayload.includes(Buffer.from('recorded at home')), extension).toBe(false);
    }
    // a sound is no film: a form for films refuses it
    const refused = await upload(m, await tone('m4a'), 'clip.mp4', WIRE_TYPE.video);
    expect(refused.body.message).toBe(ONLY.video);
  });

  it('refuses what is too big in words: when asked for a token, when sent, and when its bytes are judged', async () => {
    const m = await member();
    const early = await token(m, LIMITS.picture + 1, WIRE_TYPE.picture);
    expect(early.statusCode).toBe(413);
    expect(early.body).toEqual({ status: -1, message: '图片不能超过 200 KB', data: {} });
    expect((await token(m, LIMITS.video + 1)).body.message).toBe('文件不能超过 2 MB');

    // no more is taken than the ticket was asked for: a chunk is its exact length
    const big = Buffer.concat([await png(), Buffer.alloc(LIMITS.picture)]);
    const forPictures = await ticket(m, 10, WIRE_TYPE.picture);
    const sent = await send(m, forPictures.uploadId, big.subarray(0, CHUNK), 'big.png');
    expect(sent.statusCode).toBe(400);
    expect(sent.body.message).toBe(`第 0 片应为 10 字节，收到 ${CHUNK} 字节`);
    // past the largest chunk (4 MiB, mamUpload's own body and file limit): refused in words before it is read
    const anything = await ticket(m, 10);
    const huge = await send(m, anything.uploadId, Buffer.alloc(11 * 1024 * 1024), 'huge.mov');
    expect(huge.statusCode).toBe(413);
    expect(huge.body.message).toBe('每片不能超过 4 MB');
    // a form for anything takes up to the film limit, and the bytes then say it is a picture
    const judged = await upload(m, big, 'big.png');
    expect(judged.statusCode).toBe(413);
    expect(judged.body.message).toBe('图片不能超过 200 KB');
  });

  it('is for members only, each their own uploads, a few an hour', async () => {
    const [a, b] = (await signedInMembers(pub, 2)) as [Member, Member];
    const anonymous = await callAppIf(pub.app, 'mamUploadAccessToken', { userID: a.uid, size: 10 });
    expect(anonymous.body.status).not.toBe(0);
    const { uploadId } = await ticket(a, 10);
    expect((await send(b, uploadId, Buffer.alloc(10), 'x.png')).statusCode).toBe(404);
    expect((await done(b, uploadId)).statusCode).toBe(404);
    const otherId = await callAppIf(
      pub.app,
      'mamUploadDone2',
      { userID: a.uid, uploadId },
      { token: b.token },
    );
    expect(otherId.statusCode).toBe(403);
    for (let i = 1; i < PER_HOUR; i++) expect((await token(a, 10)).statusCode).toBe(200);
    const tooMany = await token(a, 10);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.body.message).toBe('上传过于频繁，请稍后再试');
    pub.clock.advance(60 * 60 * 1000);
    expect((await token(a, 10)).statusCode).toBe(200);
  });

  it('done is idempotent, waits for the file, and the results come back together in the order asked', async () => {
    const m = await member();
    const picture = await png();
    const issued = await ticket(m, picture.length);
    const early = await done(m, issued.uploadId);
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toBe('文件尚未上传');
    // a file of one chunk goes as a whole file did: no chunk named
    await send(m, issued.uploadId, picture, 'a.png');
    const first = (await done(m, issued.uploadId)).body.data as Attachment;
    expect((await done(m, issued.uploadId)).body.data).toEqual(first);
    expect((await send(m, issued.uploadId, picture, 'a.png')).statusCode).toBe(400);

    const second = await uploaded(m, await tone('mp3'), 'b.mp3');
    const results = await callAppIf(
      pub.app,
      'mamUploadResults',
      { userID: m.uid, ids: `${second.id},${first.id},${second.id},999999999` },
      { token: m.token, method: 'POST' },
    );
    expect(results.body.data).toEqual({ list: [second, first] });
  });

  it('an upload not sent within the hour, or not finished within two, has expired', async () => {
    const m = await member();
    const picture = await png();
    const late = await ticket(m, picture.length);
    const slow = await ticket(m, picture.length);
    await send(m, slow.uploadId, picture, 'a.png');
    pub.clock.advance(60 * 60 * 1000 + 1);
    expect((await send(m, late.uploadId, picture, 'a.png')).body.message).toBe('上传已过期，请重新上传');
    pub.clock.advance(60 * 60 * 1000);
    // the member's access token has expired too by now: they sign in again
    const again = {
      uid: m.uid,
      token: (await pub.app.publisher.tokens.issue('access', { uid: m.uid, device: 'test-device' })).token,
    };
    expect((await done(again, slow.uploadId)).body.message).toBe('上传已过期，请重新上传');
  });

  it('a file in chunks: each its exact length, in any order, sent again when unsure; done waits for the last', async () => {
    const m = await member();
    const movie = await film();
    const { uploadId, chunks } = await ticket(m, movie.length, WIRE_TYPE.video);
    expect(chunks).toBe(Math.ceil(movie.length / CHUNK));
    expect(chunks).toBeGreaterThan(2);
    const last = chunks - 1;
    const tooShort = await send(m, uploadId, chunkOf(movie, 0).subarray(1), 'clip.mov', 0);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.body.message).toBe(`第 0 片应为 ${CHUNK} 字节，收到 ${CHUNK - 1} 字节`);
    const past = await send(m, uploadId, chunkOf(movie, last), 'clip.mov', chunks);
    expect(past.body.message).toBe(`chunk 超出范围：该文件共 ${chunks} 片（从 0 起）`);

    // the last first, and a first chunk that arrived garbled, sent again
    expect((await send(m, uploadId, chunkOf(movie, last), 'clip.mov', last)).statusCode).toBe(200);
    expect((await send(m, uploadId, Buffer.alloc(CHUNK, 0x20), 'clip.mov', 0)).statusCode).toBe(200);
    expect((await send(m, uploadId, chunkOf(movie, 0), 'clip.mov', 0)).statusCode).toBe(200);
    // a chunk missing: a 400 that leaves the upload waiting for it
    const early = await done(m, uploadId);
    expect(early.statusCode).toBe(400);
    expect(early.body.message).toBe('文件未传完，请重新上传');
    const { records, store } = pub.app.publisher.uploads;
    expect(await records.get(uploadId)).toMatchObject({ status: 'waiting' });

    for (let chunk = 1; chunk < last; chunk++)
      await send(m, uploadId, chunkOf(movie, chunk), 'clip.mov', chunk);
    const finished = await done(m, uploadId);
    expect(finished.statusCode, String(finished.body.message)).toBe(200);
    expect(finished.body.data).toMatchObject({ type: WIRE_TYPE.video, duration: 2 });
    // judged as the whole film: no more where it was shot, and no chunk left behind
    const stored = await fetched((finished.body.data as Attachment).url);
    expect(stored.rawPayload.includes(Buffer.from(FILMED_AT))).toBe(false);
    const { originalKey } = (await records.get(uploadId))!;
    for (let chunk = 0; chunk < chunks; chunk++)
      expect(await store.size(chunkKey(originalKey, chunk)), `chunk ${chunk}`).toBeUndefined();
  });

  it('getConfig names where uploads are read: this publisher', async () => {
    const config = (await callAppIf(pub.app, 'getConfig', { appID: 1 })).body.data as {
      xyApi: { minIOUrl: string };
    };
    expect(config.xyApi.minIOUrl).toBe(PUBLIC_URL);
  });
});

/** A 24-bit BMP of `width`×`height` from raw RGB pixels (bottom-up, BGR, rows padded to 4 bytes). */
function bmpFile(width: number, height: number, rgb: Buffer): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(row * height, 34);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = 54 + (height - 1 - y) * row + x * 3;
      file[to] = rgb[from + 2]!;
      file[to + 1] = rgb[from + 1]!;
      file[to + 2] = rgb[from]!;
    }
  return file;
}
