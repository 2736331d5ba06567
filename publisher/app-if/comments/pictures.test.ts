import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import { COMMENT_STATUS, commentUploads } from '../../db/schema/index.ts';
import {
  callAppIf,
  callSso,
  createArticle,
  createMember,
  testPublisher,
  type TestPublisher,
  type UploadFile,
} from '../../test-support.ts';
import { ONLY, WIRE_TYPE } from '../../uploads/kinds.ts';

let pub: TestPublisher;
let phones = 0;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

async function member() {
  phones += 1;
  const phone = `1392222${String(phones).padStart(4, '0')}`;
  await createMember(pub, { phone, password: 'pw', nickname: `晒图者${phones}` });
  const { body } = await callSso(pub.app, 'login', { phone, password: md5Hex('pw'), devid: 'dev-p' });
  return { uid: Number(body.data.uid), token: String(body.data.accessToken) };
}

const upload = (m: { uid: number; token: string }, file: UploadFile) =>
  callAppIf(pub.app, 'discussUpload', { userID: m.uid }, { token: m.token, method: 'POST', file });

/** The upload widget's calls for a form that takes pictures (type 1): the ticket, and a file of one chunk. */
const ticket = async (m: { uid: number; token: string }, size: number) =>
  (
    await callAppIf(
      pub.app,
      'mamUploadAccessToken',
      { userID: m.uid, type: WIRE_TYPE.picture, size },
      { token: m.token },
    )
  ).body.data as { uploadId: number };
const send = (m: { uid: number; token: string }, uploadId: number, bytes: Buffer) =>
  callAppIf(
    pub.app,
    'mamUpload',
    { userID: m.uid, uploadId, chunk: 0 },
    { token: m.token, method: 'POST', file: { name: 'IMG_0002.JPG', type: 'image/jpeg', bytes } },
  );

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

describe('comment pictures (discussUpload)', () => {
  it('takes a member’s picture as an upload, keeps the service’s copy, and a comment shows it', async () => {
    const m = await member();
    const uploaded = await upload(m, { name: 'IMG_0001.PNG', type: 'image/png', bytes: await png() });
    expect(uploaded.statusCode, String(uploaded.body.message)).toBe(200);
    const { picID, url } = uploaded.body.data as { picID: number; url: string };
    // an upload's id: above every picture kept before the service, so the two never meet
    expect(picID).toBeGreaterThan(100_000_000);
    expect(url).toMatch(/\/pic\/uploads\/[0-9a-f]{24}\.png$/);
    const served = await pub.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    expect(await pub.app.publisher.uploads.records.get(picID)).toMatchObject({
      uid: m.uid,
      status: 'done',
      kind: WIRE_TYPE.picture,
    });

    const { fileId } = await createArticle(pub, { title: '晒图稿件', content: '<p>正文</p>' });
    const posted = await callAppIf(
      pub.app,
      'discuss',
      { userID: m.uid, rootID: fileId, content: '看图', pics: String(picID) },
      { token: m.token, method: 'POST' },
    );
    expect(posted.statusCode, String(posted.body.message)).toBe(200);
    const comment = (posted.body.data as { discuss: { attachments: { url: string }[] } }).discuss;
    expect(comment.attachments.map((a) => a.url)).toEqual([url]);
  });

  it('refuses bytes that lie about their type: an SVG or HTML page named .jpg', async () => {
    const m = await member();
    const lies = [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<!doctype html><script>alert(1)</script>',
    ];
    for (const text of lies) {
      const refused = await upload(m, { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from(text) });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(ONLY.picture);
    }
  });

  it('refuses an upload over the service’s 20 MB for a picture with the limit in words, never a stack', async () => {
    const m = await member();
    const huge = Buffer.alloc(21 * 1024 * 1024, 0xff);
    const refused = await upload(m, { name: 'huge.jpg', type: 'image/jpeg', bytes: huge });
    expect(refused.statusCode).toBe(413);
    expect(refused.body).toEqual({ status: expect.any(Number), message: '图片不能超过 20 MB', data: {} });
  });

  it('takes uploads from members only, each for themselves; a comment takes at most 9, all its author’s', async () => {
    const [a, b] = [await member(), await member()];
    const visitor = await callAppIf(
      pub.app,
      'discussUpload',
      { userID: a.uid },
      { method: 'POST', file: { name: 'a.png', type: 'image/png', bytes: await png() } },
    );
    expect(visitor.body.status).not.toBe(0);
    const asOther = await callAppIf(
      pub.app,
      'discussUpload',
      { userID: a.uid },
      { token: b.token, method: 'POST', file: { name: 'a.png', type: 'image/png', bytes: await png() } },
    );
    expect(asOther.body.status).not.toBe(0);

    const { fileId } = await createArticle(pub, { title: '多图稿件', content: '<p>正文</p>' });
    const ids: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const { body } = await upload(a, { name: `${n}.png`, type: 'image/png', bytes: await png() });
      ids.push((body.data as { picID: number }).picID);
    }
    const send = (m: { uid: number; token: string }, pics: number[]) =>
      callAppIf(
        pub.app,
        'discuss',
        { userID: m.uid, rootID: fileId, content: '多图', pics: pics.join(',') },
        { token: m.token, method: 'POST' },
      );
    const tooMany = await send(a, ids);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('图片最多9张');
    const notTheirs = await send(b, ids.slice(0, 1));
    expect(notTheirs.body.status).toBe(10204);
    expect(notTheirs.body.message).toBe('图片已失效，请重新上传');
    expect((await send(a, ids.slice(0, 9))).statusCode).toBe(200);
  });

  it('the upload widget’s way: two pictures through the service, a comment shows both; another’s or an unfinished one is refused', async () => {
    const [a, b] = [await member(), await member()];
    const { fileId } = await createArticle(pub, { title: '组件晒图稿件', content: '<p>正文</p>' });
    const pictures: { id: number; url: string }[] = [];
    for (const colour of ['#c33', '#3c3']) {
      const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      const { uploadId } = await ticket(a, bytes.length);
      await send(a, uploadId, bytes);
      const done = await callAppIf(
        pub.app,
        'mamUploadDone2',
        { userID: a.uid, uploadId },
        { token: a.token },
      );
      expect(done.statusCode, String(done.body.message)).toBe(200);
      pictures.push(done.body.data as { id: number; url: string });
    }
    const post = (m: { uid: number; token: string }, ids: number[]) =>
      callAppIf(
        pub.app,
        'discuss',
        { userID: m.uid, rootID: fileId, content: '两张图', pics: ids.join(',') },
        { token: m.token, method: 'POST' },
      );
    const posted = await post(
      a,
      pictures.map((p) => p.id),
    );
    expect(posted.statusCode, String(posted.body.message)).toBe(200);
    const { id } = (posted.body.data as { discuss: { id: number } }).discuss;
    await pub.app.inject({ method: 'POST', url: '/app_if/test/approveComment', payload: { id } });
    const list = await callAppIf(
      pub.app,
      'discussView',
      { id: fileId, source: 0, page: 0 },
      { token: a.token },
    );
    const shown = (list.body.data as { list: { id: number; attachments: { url: string }[] }[] }).list.find(
      (c) => c.id === id,
    );
    expect(shown?.attachments.map((p) => p.url)).toEqual(pictures.map((p) => p.url));

    const notTheirs = await post(b, [pictures[0]!.id]);
    expect(notTheirs.body).toMatchObject({ status: 10204, message: '图片已失效，请重新上传' });
    // sent, never finished: not a picture yet
    const waiting = await ticket(a, 10);
    await send(a, waiting.uploadId, Buffer.alloc(10));
    const unfinished = await post(a, [pictures[1]!.id, waiting.uploadId]);
    expect(unfinished.body).toMatchObject({ status: 10204, message: '图片已失效，请重新上传' });
  });

  it('pictures kept before the upload service still show with their comments, from /pic/comment/', async () => {
    const m = await member();
    const { fileId } = await createArticle(pub, { title: '旧图稿件', content: '<p>正文</p>' });
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    const [old] = await pub.database.db
      .insert(commentUploads)
      .values({ uid: m.uid, format: 'jpg', bytes: jpeg.toString('base64'), createdAt: pub.clock.now() })
      .returning({ id: commentUploads.id });
    const comment = await pub.app.publisher.comments.add({
      articleId: fileId,
      source: 0,
      parentId: 0,
      threadId: 0,
      uid: m.uid,
      content: '很久以前的图',
      pics: [`${old!.id}.jpg`],
      official: 0,
      status: COMMENT_STATUS.approved,
      createdAt: pub.clock.now(),
      requestKey: null,
    });
    const list = await callAppIf(
      pub.app,
      'discussView',
      { id: fileId, source: 0, page: 0 },
      { token: m.token },
    );
    const shown = (list.body.data as { list: { id: number; attachments: { url: string }[] }[] }).list.find(
      (c) => c.id === comment.id,
    );
    const url = `http://pub.test/pic/comment/${old!.id}.jpg`;
    expect(shown?.attachments.map((p) => p.url)).toEqual([url]);
    const served = await pub.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });
});
