import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPaperEdition } from '../test-support.ts';
import { publicReader } from '../test-reader.ts';
import { PAGE_HEIGHT, PAGE_WIDTH } from './page.ts';

const reader = publicReader();

type Layout = {
  id: number;
  url: string;
  urlPad: string;
  picUrl: string;
  pdfUrl: string;
  mapping: string[][];
};

async function frontPage(): Promise<Layout> {
  const made = await createPaperEdition(reader.pub, { date: '20240102', pages: 2, articlesPerPage: 4 });
  const { body } = await reader.get('getPaperLayouts', { id: made.paperId, date: '20240102' });
  return (body.data as { layouts: Layout[] }).layouts[0]!;
}

const fetch = (url: string) => reader.pub.app.inject({ url: new URL(url).pathname });

describe('page images and PDFs', () => {
  it('serves the page image at full size, a phone’s width and as a thumbnail, each a JPEG of the page’s shape', async () => {
    const page = await frontPage();
    for (const [url, width] of [
      [page.urlPad, PAGE_WIDTH],
      [page.url, 1080],
      [page.picUrl, 375],
    ] as const) {
      const response = await fetch(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * PAGE_HEIGHT) / PAGE_WIDTH));
    }
  });

  it('draws each article’s rule on the top edge of exactly its area, with blank gutter above it', async () => {
    const page = await frontPage();
    const { data, info } = await sharp((await fetch(page.urlPad)).rawPayload)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = (x: number, y: number) => data[Math.round(y) * info.width + Math.round(x)]!;
    for (const area of page.mapping) {
      const [[x0, y0], [x1]] = area.map((p) => p.split(',').map(Number)) as [
        [number, number],
        [number, number],
      ];
      const top = (y0 / 100) * PAGE_HEIGHT;
      const middle = (((x0 + x1) / 2) * PAGE_WIDTH) / 100;
      expect(grey(middle, top + 1), `rule of ${area}`).toBeLessThan(90);
      expect(grey(middle, top - 6), `gutter above ${area}`).toBeGreaterThan(200);
    }
  });

  it('serves each page’s PDF: one page holding the page image, its cross-reference table exact', async () => {
    const page = await frontPage();
    const response = await fetch(page.pdfUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/Filter /DCTDecode');
    expect(text).toContain(`/Width ${PAGE_WIDTH} /Height ${PAGE_HEIGHT}`);
    // startxref points at the table, and every entry at its object
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(6);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    // the image inside is the page: a JPEG that decodes to the page's size
    const start = text.indexOf('stream\n', text.indexOf('/DCTDecode')) + 'stream\n'.length;
    const jpeg = pdf.subarray(start, pdf.indexOf('\nendstream', start));
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: PAGE_WIDTH });
  });

  it('answers 404 for a page that does not exist, a style it does not offer and any other name', async () => {
    for (const url of [
      '/pic/paper/999999.jpg',
      '/pic/paper/999999.jpg@!w750',
      `/pic/paper/${(await frontPage()).id}.jpg@!md169`,
      '/pic/paper/abc.jpg',
      '/app_if/paper/999999.pdf',
      '/app_if/paper/1.jpg',
    ]) {
      const response = await reader.pub.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ status: -1, message: '版面不存在' });
    }
  });
});
