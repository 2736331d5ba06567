import { z } from 'zod';
import { operation } from '../../context.ts';
import { checkPicture } from '../../images/member-picture.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { ownId } from '../subscription/member.ts';
import { commentPictureUrl } from './wire.ts';

/** The largest comment picture taken: a phone's photo fits (the kept copy is much smaller). */
export const COMMENT_PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `discussUpload` (POST multipart, member): one picture for a comment, in the `file` part, with `userID`. Its bytes
 * must be a jpg, png, gif or bmp whatever its name said (images/member-picture.ts); kept as a JPEG at most 1280 px
 * wide (a BMP as sent). Answers `{picID, url}`: discuss takes the ids in `pics` (at most 9, the member's own).
 * A bigger upload is refused before it is read, with the same words as a picture that is too big.
 */
export const discussUpload = operation({
  name: 'discussUpload',
  method: 'POST',
  access: 'member',
  bodyLimit: COMMENT_PICTURE_MAX_BYTES + 64 * 1024,
  tooLarge: `图片不能超过 ${COMMENT_PICTURE_MAX_BYTES / 1024 / 1024} MB`,
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    file: z.instanceof(Buffer, { error: '缺少参数 file（图片）' }),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    const picture = await checkPicture(input.file, { maxBytes: COMMENT_PICTURE_MAX_BYTES });
    const ref = await ctx.comments.saveUpload(uid, picture.format, picture.bytes, ctx.clock.now());
    return { picID: Number(ref.split('.')[0]), url: commentPictureUrl(ctx.publicUrl, ref) };
  },
});
