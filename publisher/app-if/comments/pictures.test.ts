import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../auth/md5.ts';
import { PICTURE_ONLY } from '../../images/member-picture.ts';
import {
  callAppIf,
  callSso,
  createArticle,
  createMember,
  testPublisher,
  type TestPublisher,
  type UploadFile,
} from '../../test-support.ts';

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

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

describe('comment pictures (discussUpload)', () => {
  it('takes a member’s picture, keeps a JPEG copy served from /pic/comment/, and a comment shows it', async () => {
    const m = await member();
    const uploaded = await upload(m, { name: 'IMG_0001.PNG', type: 'image/png', bytes: await png() });
    expect(uploaded.statusCode, String(uploaded.body.message)).toBe(200);
    const { picID, url } = uploaded.body.data as { picID: number; url: string };
    expect(url).toMatch(new RegExp(`/pic/comment/${picID}\\.jpg$`));
    const served = await pub.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

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
      expect(refused.body.message).toBe(PICTURE_ONLY);
    }
  });

  it('refuses a 20 MB upload with the limit in words, never a stack', async () => {
    const m = await member();
    const huge = Buffer.alloc(20 * 1024 * 1024, 0xff);
    const refused = await upload(m, { name: 'huge.jpg', type: 'image/jpeg', bytes: huge });
    expect(refused.statusCode).toBe(413);
    expect(refused.body).toEqual({ status: expect.any(Number), message: '图片不能超过 10 MB', data: {} });
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
});
