import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../auth/md5.ts';
import {
  callAppIf,
  callSso,
  createArticle,
  createMember,
  issueCertificate,
  PUBLIC_URL,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';

let pub: TestPublisher;
let uid: number;
let fileId: number;
beforeAll(async () => {
  pub = await testPublisher();
  ({ uid } = await createMember(pub, { phone: '13700001111', password: 'pw', nickname: '投稿人' }));
  ({ fileId } = await createArticle(pub, { title: '春耕第一线', content: '<p>田间地头的故事</p>' }));
});
afterAll(() => pub.close());

const fetchPath = (path: string) => pub.app.inject({ method: 'GET', url: path });

async function certificatePath() {
  const { url } = await issueCertificate(pub, { uid, fileId });
  expect(url.startsWith(`${PUBLIC_URL}/app_if/certificate/`)).toBe(true);
  return url.slice(PUBLIC_URL.length);
}

describe('the blockchain certificate', () => {
  it('is a valid one-page PDF from the publisher, stating the contribution and its fingerprint', async () => {
    const response = await fetchPath(await certificatePath());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // the cross-reference table points at each object exactly
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));

    const pdf = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      // Helvetica's metrics, read from the package in Node (a browser uses its own fonts)
      standardFontDataUrl: fileURLToPath(
        new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url),
      ),
    }).promise;
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const words = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
    expect(words).toContain('Blockchain Certificate of Publication');
    expect(words).toContain(`article ${fileId}`);
    expect(words).toContain(`member ${uid}`);
    expect(words).toMatch(/[0-9a-f]{32}/);
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    expect(info.Title).toBe('区块链证书 · 春耕第一线');
    await pdf.destroy();
  });

  it('is refused (404) when the address was edited, for a draft, or for another member', async () => {
    const path = await certificatePath();
    const forged = path.replace(`-${uid}-`, `-${uid + 1}-`);
    expect((await fetchPath(forged)).statusCode).toBe(404);
    expect((await fetchPath(path.replace(/\.pdf$/, 'x.pdf'))).statusCode).toBe(404);
    expect((await fetchPath('/app_if/certificate/..%2Fconfig')).statusCode).toBe(404);
    const draft = await createArticle(pub, { title: '草稿', content: '<p>x</p>', status: 0 });
    await expect(issueCertificate(pub, { uid, fileId: draft.fileId })).rejects.toThrow(/未发布/);
  });
});

describe('myCertificates', () => {
  async function signIn(phone: string) {
    const { body } = await callSso(pub.app, 'login', { phone, password: md5Hex('pw'), devid: 'dev-c' });
    return String(body.data.accessToken);
  }

  it("lists the member's certificates with their PDF addresses, and only to the member", async () => {
    const later = await createArticle(pub, { title: '<b>秋收</b>纪实', content: '<p>稻田</p>' });
    await issueCertificate(pub, { uid, fileId });
    pub.clock.advance(1000);
    await issueCertificate(pub, { uid, fileId: later.fileId });
    const token = await signIn('13700001111');
    const { statusCode, body } = await callAppIf(pub.app, 'myCertificates', { userID: uid }, { token });
    expect(statusCode).toBe(200);
    const list = (body.data as { list: { fileId: number; title: string; url: string; issueTime: string }[] })
      .list;
    expect(list.map((c) => c.fileId)).toEqual([later.fileId, fileId]);
    expect(list[0]!.title).toBe('秋收纪实');
    expect(list[0]!.issueTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.0$/);
    const pdf = await fetchPath(list[1]!.url.slice(PUBLIC_URL.length));
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const { uid: other } = await createMember(pub, {
      phone: '13700002222',
      password: 'pw',
      nickname: '旁人',
    });
    const otherToken = await signIn('13700002222');
    expect(
      (await callAppIf(pub.app, 'myCertificates', { userID: uid }, { token: otherToken })).statusCode,
    ).toBe(403);
    const empty = await callAppIf(pub.app, 'myCertificates', { userID: other }, { token: otherToken });
    expect((empty.body.data as { list: unknown[] }).list).toEqual([]);
  });
});
