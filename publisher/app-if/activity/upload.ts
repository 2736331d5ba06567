import { z } from 'zod';
import { operation } from '../../context.ts';
import { checkPicture, pictureDataUrl } from '../../images/member-picture.ts';

const MAX_BYTES = 2 * 1024 * 1024;

/**
 * `activityUpload` (POST, member): `picture` as a base64 data URL (jpg/png/gif/bmp, at most 2 MB). The bytes must
 * decode as one of those formats whatever the name or type said (images/member-picture.ts); the stored copy is a
 * JPEG at most 1280 px wide. Answers `{picID}`, which the sign-up form sends as `upload:<picID>`.
 */
export const activityUpload = operation({
  name: 'activityUpload',
  method: 'POST',
  access: 'member',
  bodyLimit: 3 * 1024 * 1024,
  input: z.object({
    picture: pictureDataUrl,
  }),
  async handle(ctx, input, caller) {
    const picture = await checkPicture(input.picture, { maxBytes: MAX_BYTES });
    return { picID: await ctx.activities.saveUpload(caller.uid ?? 0, picture.bytes) };
  },
});
