import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPicture, PICTURE_ONLY } from './member-picture.ts';

const limits = { maxBytes: 2 * 1024 * 1024 };

/** A 2 x 2 24-bit BMP whose header says its true size. */
function bmp(sizeField?: number): Buffer {
  const rowBytes = 8; // 2 pixels x 3 bytes, padded to 4
  const bytes = Buffer.alloc(54 + rowBytes * 2);
  bytes.write('BM', 0, 'latin1');
  bytes.writeUInt32LE(sizeField ?? bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(2, 18);
  bytes.writeInt32LE(2, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  return bytes;
}

async function refusal(bytes: Buffer, max = limits): Promise<string> {
  const error = await checkPicture(bytes, max).then(
    () => undefined,
    (e: Error) => e,
  );
  expect(error, 'a refusal').toBeInstanceOf(Error);
  return error!.message;
}

describe('a member picture is judged by its bytes', () => {
  it('keeps a PNG, a GIF and a JPEG as a JPEG at most the width asked', async () => {
    const wide = await sharp({ create: { width: 2000, height: 100, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const kept = await checkPicture(wide, limits);
    expect(kept.format).toBe('jpg');
    expect(await sharp(kept.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1280 });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    expect((await checkPicture(gif, { ...limits, width: 320 })).format).toBe('jpg');
  });

  it('keeps a well-formed BMP as sent', async () => {
    const picture = bmp();
    expect(await checkPicture(picture, limits)).toEqual({ format: 'bmp', bytes: picture });
  });

  it('refuses bytes that lie about their type: SVG, HTML, a script, a BMP header that does not fit', async () => {
    const lies = [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      '<!doctype html><img src=x onerror=alert(1)>',
      '<script>alert(1)</script> not a picture',
    ].map((text) => Buffer.from(text));
    for (const bytes of [...lies, bmp(10)]) expect(await refusal(bytes)).toBe(PICTURE_ONLY);
  });

  it('refuses a WebP, a real picture of a format the spec does not take', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } })
      .webp()
      .toBuffer();
    expect(await refusal(webp)).toBe(PICTURE_ONLY);
  });

  it('refuses an empty or oversized upload with the limit in words', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe('图片不能超过 2 MB');
    expect(await refusal(Buffer.alloc(3 * 1024 * 1024, 1))).toBe('图片不能超过 2 MB');
  });
});
