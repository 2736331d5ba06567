// Pictures members send (an activity sign-up's photo, a comment's pictures, an avatar): spec §5 takes jpg, jpeg,
// png, gif and bmp only, with one message otherwise. The bytes decide, never the file's name or declared type: a
// `.jpg` that is SVG or HTML is refused. One module, so every upload refuses the same things with the same words.
import { z } from 'zod';
import { badInput } from '../envelope.ts';
import { loadSharp } from './render.ts';

/** spec §5: only these pictures are accepted, with this message */
export const PICTURE_ONLY = '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！';
/** what libvips reads of the spec's formats (BMP it cannot: checked by its header below) */
const DECODED = new Set(['jpeg', 'png', 'gif']);

/**
 * A picture sent in a form field as a base64 data URL (`picture`, as activityUpload and uploadPortrait take it), read
 * to its bytes; what the bytes really are is checkPicture's to say.
 */
export const pictureDataUrl = z
  .string({ error: '缺少参数 picture' })
  .regex(/^data:image\/[a-z.+-]{2,20};base64,[A-Za-z0-9+/=]+$/, PICTURE_ONLY)
  .transform((url) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));

export interface PictureLimits {
  /** the largest upload taken, in bytes (refused with 图片不能超过 N MB) */
  maxBytes: number;
  /** the kept copy's largest width in px (default 1280) */
  width?: number;
}

/** A checked picture as kept: a JPEG (`jpg`), or a BMP kept as sent (`bmp`). */
export interface KeptPicture {
  format: 'jpg' | 'bmp';
  bytes: Buffer;
}

/** The refusal for a picture over `maxBytes`, in the words the member reads. */
export const tooBig = (maxBytes: number) => badInput(`图片不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`);

/**
 * Checks a member's picture by its bytes and gives the copy to keep: re-encoded as a JPEG at most `width` px wide
 * (which also drops whatever a crafted file carried beside its pixels), or a well-formed BMP as sent. Throws the
 * spec's message for anything else, and `tooBig` for an empty or oversized upload.
 */
export async function checkPicture(bytes: Buffer, limits: PictureLimits): Promise<KeptPicture> {
  if (bytes.length === 0 || bytes.length > limits.maxBytes) throw tooBig(limits.maxBytes);
  // libvips reads no BMP: a well-formed header (its size field matches) is kept as sent
  if (isBmp(bytes)) return { format: 'bmp', bytes };
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw badInput(PICTURE_ONLY);
  }
  if (!format || !DECODED.has(format)) throw badInput(PICTURE_ONLY);
  const jpeg = await sharp(bytes, { animated: false })
    .rotate()
    .resize({ width: limits.width ?? 1280, withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw badInput(PICTURE_ONLY);
    });
  return { format: 'jpg', bytes: jpeg };
}

function isBmp(bytes: Buffer): boolean {
  return (
    bytes.length > 54 &&
    bytes.toString('latin1', 0, 2) === 'BM' &&
    bytes.readUInt32LE(2) === bytes.length &&
    bytes.readInt32LE(18) > 0 &&
    bytes.readInt32LE(18) < 20_000
  );
}
