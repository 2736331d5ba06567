import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath, type QrMatrix } from './qrMatrix.ts';

/** The matrix as an RGBA image, `scale` pixels a module, as a camera would see a printed code. */
function rasterise(matrix: QrMatrix, scale = 4) {
  const width = matrix.size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = matrix.dark[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255;
      pixels.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { pixels, width };
}

describe('qrMatrix', () => {
  it.each([
    'https://news.example.cn/template/displayTemplate/news/newsDetail/12/10023.html?isShare=true',
    'http://127.0.0.1:3000/template/displayTemplate/news/invitedToDownload/5/邀请码ABC.html',
    'V-2025-000731',
  ])('encodes %s so a scanner reads it back', async (text) => {
    const { pixels, width } = rasterise(await qrMatrix(text));
    expect(jsQR(pixels, width, width)?.data).toBe(text);
  });

  it('keeps a quiet zone of four light modules', async () => {
    const matrix = await qrMatrix('x');
    expect(matrix.dark.slice(0, 4).flat().some(Boolean)).toBe(false);
    expect(matrix.dark.map((row) => row[matrix.size - 1]).some(Boolean)).toBe(false);
  });
});

describe('qrPath', () => {
  it('merges a horizontal run of dark modules into one rectangle', () => {
    const path = qrPath({
      size: 3,
      dark: [
        [true, true, false],
        [false, false, false],
        [false, true, true],
      ],
    });
    expect(path).toBe('M0 0h2v1h-2zM1 2h2v1h-2z');
  });
});
