import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../db/schema/index.ts';
import { testPublisher, type TestPublisher } from '../test-support.ts';

let pub: TestPublisher;
let jpgRef: string;
let gifRef: string;
beforeAll(async () => {
  pub = await testPublisher();
  const all = await pub.database.db.select().from(images);
  jpgRef = all.find((i) => i.format === 'jpg' && i.width === 800)?.ref ?? '';
  gifRef = all.find((i) => i.format === 'gif')?.ref ?? '';
});
afterAll(() => pub.close());

describe('image styles', () => {
  it('serves the original and styled sizes, cropped to the style ratio, with immutable caching', async () => {
    const original = await pub.app.inject({ url: `/pic/${jpgRef}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toContain('immutable');
    // drawable onto a share poster's canvas from the front end's origin
    expect(original.headers['access-control-allow-origin']).toBe('*');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(800);

    for (const [style, w, h] of [
      ['sm43', 240, 180],
      ['md169', 750, 422],
      ['md31', 750, 250],
      ['md21', 750, 375],
      ['md43', 480, 360],
    ] as const) {
      const styled = await pub.app.inject({ url: `/pic/${jpgRef}@!${style}` });
      const meta = await sharp(styled.rawPayload).metadata();
      expect([meta.width, meta.height], style).toEqual([w, h]);
    }
    const w375 = await sharp((await pub.app.inject({ url: `/pic/${jpgRef}@!w375` })).rawPayload).metadata();
    expect([w375.width, w375.height]).toEqual([375, 281]);
  });

  it('answers WebP when the browser accepts it, with Vary: Accept', async () => {
    const response = await pub.app.inject({
      url: `/pic/${jpgRef}@!sm43`,
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toBe('Accept');
  });

  it('leaves GIFs untouched (animated, same bytes whatever the style)', async () => {
    const plain = await pub.app.inject({ url: `/pic/${gifRef}` });
    const styled = await pub.app.inject({ url: `/pic/${gifRef}@!sm43`, headers: { accept: 'image/webp' } });
    expect(plain.headers['content-type']).toBe('image/gif');
    expect(styled.headers['content-type']).toBe('image/gif');
    expect(Buffer.compare(plain.rawPayload, styled.rawPayload)).toBe(0);
    expect((await sharp(plain.rawPayload, { animated: true }).metadata()).pages).toBe(3);
  });

  it('refuses unknown styles (400), unknown images and traversal (404)', async () => {
    expect((await pub.app.inject({ url: `/pic/${jpgRef}@!huge` })).statusCode).toBe(400);
    expect((await pub.app.inject({ url: '/pic/2020-01/01/0000000000000000.jpg' })).statusCode).toBe(404);
    expect((await pub.app.inject({ url: '/pic/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    expect((await pub.app.inject({ url: '/pic/brand/app-logo.png' })).statusCode).toBe(200);
  });

  it('a name whose escapes do not decode is no picture (404), not a server error', async () => {
    for (const url of ['/pic/%25E0.jpg', '/pic/a%25zz', '/pic/2020-01/%25%25.jpg@!md169'])
      expect((await pub.app.inject({ url })).statusCode, url).toBe(404);
  });
});
