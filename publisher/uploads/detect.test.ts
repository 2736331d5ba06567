import { describe, expect, it } from 'vitest';
import { detect } from './detect.ts';
import { readInspection } from './media.ts';
import { film, png, tone } from './test-files.ts';

describe('a file is what its bytes say', () => {
  it('knows the pictures, films and sounds taken, whatever they were called', async () => {
    expect(detect(await png())).toEqual({ kind: 'picture', format: 'png' });
    expect(detect(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'))).toMatchObject({
      format: 'gif',
    });
    expect(detect(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toMatchObject({ format: 'webp' });
    expect(detect(await film())).toEqual({ kind: 'media', demuxer: 'mov' });
    expect(detect(await tone('m4a'))).toEqual({ kind: 'media', demuxer: 'mov' });
    expect(detect(await tone('mp3'))).toEqual({ kind: 'media', demuxer: 'mp3' });
    expect(detect(await tone('aac'))).toEqual({ kind: 'media', demuxer: 'aac' });
    expect(detect(await tone('amr'))).toEqual({ kind: 'media', demuxer: 'amr' });
  });

  it('tells an iPhone HEIC from AVIF and other HEIF pictures, which are not taken', () => {
    const ftyp = (...brands: string[]) => {
      const box = Buffer.alloc(8 + brands.length * 4 + 4);
      box.writeUInt32BE(box.length, 0);
      box.write('ftyp', 4, 'latin1');
      box.write(brands[0]!, 8, 'latin1');
      brands.slice(1).forEach((brand, i) => box.write(brand, 16 + i * 4, 'latin1'));
      return box;
    };
    expect(detect(ftyp('heic', 'mif1', 'heic'))).toEqual({ kind: 'picture', format: 'heic' });
    expect(detect(ftyp('mif1', 'mif1', 'heic'))).toEqual({ kind: 'picture', format: 'heic' });
    expect(detect(ftyp('avif', 'mif1', 'avif'))).toBeUndefined();
    expect(detect(ftyp('isom', 'isom', 'mp41'))).toEqual({ kind: 'media', demuxer: 'mov' });
  });

  it('takes nothing else: text, markup, an SVG, a zip, a BMP-looking text, a few bytes', () => {
    for (const text of [
      'just some text, named photo.jpg',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<!doctype html>',
    ]) {
      expect(detect(Buffer.from(text)), text).toBeUndefined();
    }
    expect(detect(Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00\x00\x00', 'latin1'))).toBeUndefined();
    expect(detect(Buffer.from(`BM${'x'.repeat(80)}`))).toBeUndefined();
    expect(detect(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
});

describe("ffmpeg's description of a file", () => {
  it('reads the length and the streams, and a cover picture is not a video', () => {
    const stderr = [
      "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'x':",
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: 30 kb/s',
      '    Stream #0:0(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono',
      '    Stream #0:1: Video: mjpeg (Baseline), yuvj420p, 300x300, 90k tbr (attached pic)',
      "Output #0, null, to 'pipe:':",
      '    Stream #0:0: Video: h264',
    ].join('\n');
    expect(readInspection(stderr)).toEqual({ durationMs: 62_500, video: undefined, audio: 'aac' });
  });
});
