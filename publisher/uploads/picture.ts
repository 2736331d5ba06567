// A member's picture made safe to publish: decoded and written again by sharp, which keeps only the pixels. EXIF
// (GPS position, camera, time), XMP, IPTC, ICC and comments are gone; an EXIF orientation is applied to the pixels
// first (`.rotate()`), so the picture still stands the right way up without it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { badInput } from '../envelope.ts';
import { loadSharp } from '../images/render.ts';
import type { PictureFormat } from './detect.ts';
import { ffmpeg, inputFile, inTempDir } from './ffmpeg.ts';
import { HEIC_UNREADABLE, notTaken } from './kinds.ts';

/** A file as it is stored and served. */
export interface SafeFile {
  bytes: Buffer;
  extension: string;
  contentType: string;
}

/** The kept copy's longest side: a phone's 48-megapixel photo is cut to this; nothing smaller is enlarged. */
export const PICTURE_MAX_SIDE = 4096;

/** What libvips calls each format once decoded (a BMP reaches it as the PNG ffmpeg made of it). */
const DECODED_AS: Record<PictureFormat, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  heic: 'heif',
  bmp: 'png',
};

/**
 * The stored copy of a picture whose bytes said `format`: a JPEG for JPEG, HEIC and BMP, else the same format (a
 * PNG keeps its transparency, a GIF or WebP its frames). Throws the spec's refusal when it does not decode, and
 * HEIC_UNREADABLE for an HEIC this machine's libvips cannot read.
 */
export async function safePicture(
  bytes: Buffer,
  format: PictureFormat,
  ffmpegBinary: string | undefined,
): Promise<SafeFile> {
  const refusal = () => (format === 'heic' ? badInput(HEIC_UNREADABLE) : notTaken('picture'));
  // libvips reads no BMP; ffmpeg decodes it, and the PNG it makes is re-encoded like any other picture
  const source =
    format === 'bmp'
      ? await bmpAsPng(bytes, ffmpegBinary).catch(() => {
          throw refusal();
        })
      : bytes;
  const sharp = await loadSharp();
  const meta = await sharp(source, { animated: true })
    .metadata()
    .catch(() => {
      throw refusal();
    });
  if (meta.format !== DECODED_AS[format]) throw refusal();
  const animated = (format === 'gif' || format === 'webp') && (meta.pages ?? 1) > 1;
  let image = sharp(source, { animated });
  // orientation is a per-picture EXIF field: an animation has none to apply
  if (!animated) image = image.rotate();
  image = image.resize({
    width: PICTURE_MAX_SIDE,
    height: PICTURE_MAX_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const written =
    format === 'png'
      ? { image: image.png(), extension: 'png', contentType: 'image/png' }
      : format === 'gif'
        ? { image: image.gif(), extension: 'gif', contentType: 'image/gif' }
        : format === 'webp'
          ? { image: image.webp({ quality: 82 }), extension: 'webp', contentType: 'image/webp' }
          : {
              image: image.jpeg({ quality: 85, mozjpeg: true }),
              extension: 'jpg',
              contentType: 'image/jpeg',
            };
  // no withMetadata(): sharp writes none of the original's metadata
  const out = await written.image.toBuffer().catch(() => {
    throw refusal();
  });
  return { bytes: out, extension: written.extension, contentType: written.contentType };
}

async function bmpAsPng(bytes: Buffer, binary: string | undefined): Promise<Buffer> {
  if (!binary) throw new Error('no ffmpeg to decode a BMP');
  return inTempDir(async (dir) => {
    const [bmp, png] = [join(dir, 'in.bmp'), join(dir, 'out.png')];
    await writeFile(bmp, bytes);
    await ffmpeg(binary, [
      ...inputFile('bmp_pipe', bmp),
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      png,
    ]);
    return readFile(png);
  });
}
