import { z } from 'zod';
import { operation } from '../../context.ts';
import { badInput } from '../../envelope.ts';
import { loadSharp } from '../../images/render.ts';

/** spec §5: only these pictures are accepted, with this message */
export const PICTURE_ONLY = '系统仅支持jpg/jpeg/png/gif/bmp格式的照片！';
const FORMATS = new Set(['jpeg', 'png', 'gif']);
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * `activityUpload` (POST, member): `picture` as a base64 data URL (jpg/png/gif/bmp, at most 2 MB). The bytes must
 * decode as one of those formats whatever the name or type said; the stored copy is a JPEG at most 1280 px wide.
 * Answers `{picID}`, which the sign-up form sends as `upload:<picID>`.
 */
export const activityUpload = operation({
  name: 'activityUpload',
  method: 'POST',
  access: 'member',
  bodyLimit: 3 * 1024 * 1024,
  input: z.object({
    picture: z
      .string({ error: '缺少参数 picture' })
      .regex(/^data:image\/[a-z.+-]{2,20};base64,[A-Za-z0-9+/=]+$/, PICTURE_ONLY),
  }),
  async handle(ctx, input, caller) {
    const bytes = Buffer.from(input.picture.slice(input.picture.indexOf(',') + 1), 'base64');
    if (bytes.length === 0 || bytes.length > MAX_BYTES) throw badInput('图片不能超过 2 MB');
    // libvips reads no BMP: a well-formed header (its size field matches) is kept as sent
    if (isBmp(bytes)) return { picID: await ctx.activities.saveUpload(caller.uid ?? 0, bytes) };
    const sharp = await loadSharp();
    let format: string | undefined;
    try {
      format = (await sharp(bytes).metadata()).format;
    } catch {
      throw badInput(PICTURE_ONLY);
    }
    if (!format || !FORMATS.has(format)) throw badInput(PICTURE_ONLY);
    const jpeg = await sharp(bytes, { animated: false })
      .rotate()
      .resize({ width: 1280, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer()
      .catch(() => {
        throw badInput(PICTURE_ONLY);
      });
    return { picID: await ctx.activities.saveUpload(caller.uid ?? 0, jpeg) };
  },
});

function isBmp(bytes: Buffer): boolean {
  return (
    bytes.length > 54 &&
    bytes.toString('latin1', 0, 2) === 'BM' &&
    bytes.readUInt32LE(2) === bytes.length &&
    bytes.readInt32LE(18) > 0 &&
    bytes.readInt32LE(18) < 20_000
  );
}
