// Comment pictures through the upload service (docs/uploads.md, docs/comments.md): discussUpload is the service's
// own steps run in process, and discuss takes the ids of the member's finished pictures, whichever way they came.
import { z } from 'zod';
import { operation } from '../../context.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { putChunks } from '../../uploads/chunks.ts';
import { finishUpload } from '../../uploads/finish.ts';
import { DEFAULT_LIMITS, tooBig, WIRE_TYPE } from '../../uploads/kinds.ts';
import { attachmentWire } from '../../uploads/operations.ts';
import { startUpload } from '../../uploads/start.ts';
import { ownId } from '../subscription/member.ts';

/**
 * `discussUpload` (POST multipart, member): one picture for a comment, in the `file` part, with `userID`. An upload
 * for a form that takes pictures, started, stored and finished at once: its bytes decide whatever its name said, and
 * what is kept is the service's safe copy (uploads/picture.ts). Answers `{picID, url}`: picID is the upload's id,
 * which discuss takes in `pics`, as it takes any of the member's finished pictures (the upload widget's way).
 * A bigger upload is refused before it is read, with the service's words for a picture that is too big.
 */
export const discussUpload = operation({
  name: 'discussUpload',
  method: 'POST',
  access: 'member',
  bodyLimit: DEFAULT_LIMITS.picture + 64 * 1024,
  fileLimit: DEFAULT_LIMITS.picture,
  tooLarge: tooBig('picture', DEFAULT_LIMITS.picture).message,
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    file: z
      .instanceof(Buffer, { error: '缺少参数 file（图片）' })
      .refine((bytes) => bytes.length > 0, '文件是空的'),
  }),
  async handle(ctx, input, caller) {
    const u = ctx.uploads;
    const now = ctx.clock.now();
    const { row } = await startUpload(u, {
      uid: ownId(input, caller),
      wanted: WIRE_TYPE.picture,
      size: input.file.length,
      now,
    });
    await putChunks(u, row, input.file);
    const picture = attachmentWire(u.store, await finishUpload(u, row, now));
    return { picID: picture.id, url: picture.url };
  },
});

